/** What `npm run deploy:*` bundles with the functions (src/build/cli/deploy.ts builds it from dist/ and the content). */
declare module 'runsite:site-data' {
  const data: import('../src/server/platforms/site').SiteData;
  export default data;
}
