/** Validated site data and the route list, served by vite-plugin-content.ts. */
declare module 'virtual:content' {
  export const site: import('../../schemas/site').Site;
  /**
   * Every document's canonical path, aliases, language and translations
   * (`alternates`: the canonical path of each locale's version, itself included).
   * The page data itself is fetched per page.
   */
  export const routes: {
    path: string;
    aliases: string[];
    locale: import('../../schemas/locale').Locale;
    alternates: Partial<Record<import('../../schemas/locale').Locale, string>>;
  }[];
}

/** Every validated page document: imported by the server entry only. */
declare module 'virtual:pages' {
  export const pages: import('../../schemas/page').Page[];
}
