/** Validated site data and the route list, served by vite-plugin-content.ts. */
declare module 'virtual:content' {
  /** site.json without the values each edition has its own of (virtual:site-locale/<l>: useSite() joins them). */
  export const site: import('../../schemas/site').SharedSite;
  /**
   * Every document's canonical path, aliases, locale and alternates (each locale with a translation of
   * the page -> that translation's canonical path, itself included). The page data itself is fetched per page.
   */
  export const routes: import('../../schemas/locale').RouteEntry[];
}

/** Every validated page document: imported by the server entry only. */
declare module 'virtual:pages' {
  /** site.json whole, every edition's values included. */
  export const site: import('../../schemas/site').Site;
  export const pages: import('../../schemas/page').Page[];
}

/** One edition's site values and assistant's name (src/build/vite-plugin-content.ts): a chunk per locale. */
declare module 'virtual:site-locale/*' {
  const values: import('../../schemas/site').EditionValues;
  export default values;
}
