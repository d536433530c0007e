/** Validated site data and the route list, served by vite-plugin-content.ts. */
declare module 'virtual:content' {
  export const site: import('../../schemas/site').Site;
  /**
   * Every document's canonical path, aliases, locale and alternates (each locale with a translation of
   * the page -> that translation's canonical path, itself included). The page data itself is fetched per page.
   */
  export const routes: import('../../schemas/locale').RouteEntry[];
}

/** Every validated page document: imported by the server entry only. */
declare module 'virtual:pages' {
  export const pages: import('../../schemas/page').Page[];
}
