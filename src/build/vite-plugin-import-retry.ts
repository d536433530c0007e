/**
 * Vite plugin (client build): a chunk whose load failed is fetched again at the next attempt, in every browser.
 *
 * The code retries a failed `import()` at the next use (the chat's next question, the next toast, the next
 * submit), but a browser keeps a failed module fetch in its module map for the page's life and answers every
 * later `import()` of that URL with the same failure: the HTML standard only stopped requiring that in 2025
 * (whatwg/html#10327), and Safari, Firefox and Chromium before the change (150 on Debian here) still do it.
 * So each dynamic import of a chunk, when it fails, is tried once more under a URL of its own
 * (`?retry=<time>`, the same for every importer on the page until it fails): one real fetch per attempt,
 * and the chunk itself when the network is back. Its static imports keep their URLs, so a module already
 * loaded is never loaded twice. The files keep the names hashed from the code before: the change is the
 * same for the same code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What Rolldown writes for a dynamic import of another chunk: `import(`./name-hash.js`)` (backticks or quotes). */
const DYNAMIC_IMPORT = /\bimport\((["'`])(\.{1,2}\/[\w.\-/]+\.js)\1\)/g;

/**
 * The retry, once per chunk that needs it (a function declaration may stand before a module's imports). Only
 * a failed fetch (a TypeError in every browser): a module that threw while it ran is not run a second time.
 * One retry URL per chunk for the whole page, whichever chunk asks: two importers of notistack must get the
 * same module (its toasts live in it). Dropped when it fails, so the next attempt fetches afresh.
 */
const HELPER =
  'function __chunkRetry(u,e){if(!(e instanceof TypeError))throw e;const m=globalThis.__chunkRetries??=new Map;' +
  'let p=m.get(u);if(!p){p=import(u+"?retry="+Date.now());m.set(u,p);p.catch(()=>m.delete(u))}return p}\n';

/**
 * A chunk's code with each dynamic import of another chunk of the build (`isChunk`, by its file name)
 * retried once, under a fresh URL, when its fetch fails. A library's own `import()` strings are left alone.
 */
export function retryDynamicImports(code: string, isChunk: (fileName: string) => boolean): string {
  const next = code.replace(DYNAMIC_IMPORT, (found: string, quote: string, spec: string) => {
    if (!isChunk(spec.replace(/^(\.\/)+/, ''))) return found;
    const url = `${quote}${spec}${quote}`;
    return `import(${url}).catch(e=>__chunkRetry(${url},e))`;
  });
  return next === code ? code : HELPER + next;
}

export function importRetryPlugin(): Plugin {
  return {
    name: 'runsite:import-retry',
    apply: 'build',
    // On the files as written: Vite's preload helper finds each import() in the final code to list what it
    // needs (its CSS, its own imports), so the code is changed only once that is done.
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const names = new Set(Object.keys(bundle).map((f) => f.replace(/^assets\//, '')));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const file = path.join(options.dir, chunk.fileName);
        const code = fs.readFileSync(file, 'utf8');
        const next = retryDynamicImports(code, (f) => names.has(f));
        if (next !== code) fs.writeFileSync(file, next);
      }
    },
  };
}
