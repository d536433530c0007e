/** Validated site data, served by vite-plugin-content.ts. */
declare module 'virtual:content' {
  /** site.json without the values each edition has its own of (virtual:site-locale/<l>: useSite() joins them). */
  export const site: import('../../schemas/site').SharedSite;
}

/** The route list (it grows with the site: server-side code and the dev server only). */
declare module 'virtual:routes' {
  /**
   * Every document's canonical path, aliases, locale and alternates (each locale with a translation of
   * the page -> that translation's canonical path, itself included). The page data itself is fetched per page.
   */
  export const routes: import('../../schemas/locale').RouteEntry[];
}

/** The translations of the pages the engine links to itself (src/lib/engine-paths.ts). */
declare module 'virtual:engine-paths' {
  const table: Record<
    import('./engine-paths').EnginePath,
    Partial<Record<import('../../schemas/locale').Locale, string>>
  >;
  export default table;
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
