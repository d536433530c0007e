/** Validated page documents and site data, served by vite-plugin-content.ts. */
declare module 'virtual:content' {
  export const site: import('../../schemas/site').Site;
  export const pages: import('../../schemas/page').Page[];
}
