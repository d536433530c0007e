import { describe, expect, it } from 'vitest';
import { retryDynamicImports } from '../../src/build/vite-plugin-import-retry';

describe('a failed chunk is fetched again at the next attempt (vite-plugin-import-retry)', () => {
  const chunks = new Set(['notistack.esm-DwIM8AS8.js', 'outbox-BooemCA3.js']);
  const isChunk = (f: string) => chunks.has(f);

  it("retries each dynamic import of the build's chunks under one fresh URL shared by the page", () => {
    const code =
      'o(()=>import(`./notistack.esm-DwIM8AS8.js`),d),o(()=>import("./outbox-BooemCA3.js").then(e=>e.flush()))';
    const out = retryDynamicImports(code, isChunk);
    expect(out).toContain(
      'import(`./notistack.esm-DwIM8AS8.js`).catch(()=>{const m=globalThis.__chunkRetries??=new Map;let p=m.get(`./notistack.esm-DwIM8AS8.js`);',
    );
    expect(out).toContain('p=import("./outbox-BooemCA3.js"+"?retry="+Date.now())');
    // The rest of the code is untouched.
    expect(out.startsWith('o(()=>import(`./notistack.esm-DwIM8AS8.js`).catch(')).toBe(true);
    expect(out.endsWith('.then(e=>e.flush()))')).toBe(true);
  });

  it("leaves a library's own import() of something that is no chunk of the build alone", () => {
    const code = 'import("./worker.js");import(`https://cdn.example/x.js`);import(name)';
    expect(retryDynamicImports(code, isChunk)).toBe(code);
  });
});
