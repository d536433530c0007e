import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { retryDynamicImports } from '../../src/build/vite-plugin-import-retry';

const chunks = new Set(['notistack.esm-DwIM8AS8.js', 'outbox-BooemCA3.js']);
const isChunk = (f: string) => chunks.has(f);

/**
 * Runs rewritten code with `import()` standing for a browser that keeps failed fetches: `fails` says which
 * URLs fail (a TypeError, as a fetch does), `fetched` lists every URL asked for.
 */
function run(code: string, fails: (url: string) => boolean | Error) {
  const fetched: string[] = [];
  const globals: Record<string, unknown> = {
    TypeError,
    Map,
    Date: { now: () => fetched.length },
    imp: (url: string) => {
      fetched.push(url);
      const failure = fails(url);
      if (failure instanceof Error) return Promise.reject(failure);
      return failure ? Promise.reject(new TypeError(`Failed to fetch ${url}`)) : Promise.resolve({ url });
    },
  };
  globals.globalThis = globals;
  const out = vm.runInNewContext(`${code.replaceAll('import(', 'imp(')};[a,b]`, globals) as Promise<unknown>[];
  return { fetched, out };
}

describe('a failed chunk is fetched again at the next attempt (vite-plugin-import-retry)', () => {
  const twoImporters = 'const a=()=>import(`./notistack.esm-DwIM8AS8.js`),b=()=>import("./notistack.esm-DwIM8AS8.js")';

  it('retries a failed fetch under one fresh URL that every importer on the page shares', async () => {
    let offline = true;
    const code = retryDynamicImports(twoImporters, isChunk);
    const { fetched, out } = run(code, (url) => offline || url === './notistack.esm-DwIM8AS8.js');
    const [a, b] = out as unknown as (() => Promise<{ url: string }>)[];
    await expect(a()).rejects.toThrow(TypeError); // offline: the chunk, then one retry, both fail
    expect(fetched).toEqual(['./notistack.esm-DwIM8AS8.js', './notistack.esm-DwIM8AS8.js?retry=1']);
    offline = false; // back online: the browser still fails the first URL at once, the retry URL is fetched
    const first = await a();
    const second = await b();
    expect(first.url).toBe('./notistack.esm-DwIM8AS8.js?retry=3');
    expect(second).toBe(first); // the same module, not a second copy
    expect(fetched.filter((u) => u.includes('?retry=')).length).toBe(2);
  });

  it('does not run again a module that threw while it ran', async () => {
    const code = retryDynamicImports(twoImporters, isChunk);
    const { fetched, out } = run(code, () => new RangeError('the module threw'));
    const [a] = out as unknown as (() => Promise<unknown>)[];
    await expect(a()).rejects.toThrow(RangeError);
    expect(fetched).toEqual(['./notistack.esm-DwIM8AS8.js']);
  });

  it("leaves a library's own import() of something that is no chunk of the build alone", () => {
    const code = 'import("./worker.js");import(`https://cdn.example/x.js`);import(name)';
    expect(retryDynamicImports(code, isChunk)).toBe(code);
  });
});
