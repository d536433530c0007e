/**
 * `node src/build/cli/prerender.mjs [--shard i/n]` (step of `npm run build`): runs cli/prerender.ts with
 * TypeScript support for the build's own modules only, then turns it off before the SSR bundle is imported.
 * Under tsx's loader the bundle (every page's content: 64 MB at 10,000 pages) was transformed again after
 * each build, 27 s in every process at 10,000 pages, and each section's import() waited on the loader's
 * thread at every page; as plain JavaScript it loads in about a second.
 */
// React, React DOM and React Router read NODE_ENV when first loaded: their production builds render the
// same HTML several times faster than the development ones (which add checks and warnings only).
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
const unregister = register();
const { main } = await import('./prerender.ts');
await unregister();
// From here a TypeScript import would fail: cli/prerender.ts and what it imports are all loaded above, and
// the SSR bundle (and its section chunks) are JavaScript.
// Errors still point into the TypeScript sources (tsx turned source maps on for them; turning off put it back).
process.setSourceMapsEnabled(true);
await main(process.argv.slice(2));
