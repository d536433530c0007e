/**
 * The JavaScript a prerendered document names (its module script, the chunks
 * its boot script loads right after the first paint in `data-modules`, every
 * `<link rel="modulepreload">`) and, recursively, the static imports of those
 * chunks, read from the build without a browser. Dynamic `import()` chunks are
 * not followed. This is the build's module graph, not the budget: consent,
 * toasts, smooth scroll and motion load by `import()` within seconds and are
 * counted only by the measured budget (src/build/budget.ts).
 * The link check uses it to prove every chunk a page needs is in the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ImportType, initSync, parse } from 'es-module-lexer';
import { htmlElements, tokens } from './html';

export const GZIP_LEVEL = 9;

/** gzip level 9 size of a body, what a typical static host sends. */
export const gzipSize = (body: Buffer | string) => gzipSync(body, { level: GZIP_LEVEL }).length;

export interface ChunkSize {
  /** URL path of the chunk, e.g. /assets/index-abc.js */
  file: string;
  bytes: number;
  gzip: number;
}

export interface BootGraph {
  route: string;
  chunks: ChunkSize[];
  gzipTotal: number;
  /** URL paths the document or a chunk references that are not in the build. */
  missing: string[];
}

/** Static import and re-export specifiers of an ES module (es-module-lexer); `import()` and `import.meta` are left out. */
export function parseStaticImports(code: string): string[] {
  initSync();
  const [imports] = parse(code);
  return [...new Set(imports.filter((i) => i.t === ImportType.Static && i.n !== undefined).map((i) => i.n as string))];
}

/** URLs of the module scripts, boot `data-modules` and modulepreloads an HTML document loads at once. */
export function htmlModuleUrls(html: string): string[] {
  const urls: string[] = [];
  for (const { tag, attrs } of htmlElements(html)) {
    if (tag === 'script') {
      const src = attrs.get('src');
      if (src && attrs.get('type')?.toLowerCase() === 'module') urls.push(src);
      // The boot script loads the app and this page's sections right after the first paint.
      urls.push(...tokens(attrs.get('data-modules')));
    } else if (tag === 'link' && tokens(attrs.get('rel'), true).includes('modulepreload')) {
      const href = attrs.get('href');
      if (href) urls.push(href);
    }
  }
  return [...new Set(urls)];
}

/** Resolves a chunk URL (absolute "/assets/x.js" or relative to the importer) to a site path; undefined for other hosts. */
function resolveUrl(spec: string, fromUrlPath: string): string | undefined {
  const url = new URL(spec, `http://site${fromUrlPath}`);
  return url.host === 'site' ? decodeURIComponent(url.pathname) : undefined;
}

export function bootGraph(outDir: string, route: string, htmlFile: string): BootGraph {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const docUrl = route.endsWith('/') || route.endsWith('.html') ? route : `${route}/`;
  const seen = new Map<string, ChunkSize>();
  const missing: string[] = [];
  const visit = (urlPath: string | undefined) => {
    if (!urlPath || seen.has(urlPath) || missing.includes(urlPath)) return;
    const abs = path.join(outDir, urlPath);
    if (!abs.startsWith(outDir + path.sep) || !fs.existsSync(abs)) {
      missing.push(urlPath);
      return;
    }
    const buf = fs.readFileSync(abs);
    seen.set(urlPath, { file: urlPath, bytes: buf.length, gzip: gzipSize(buf) });
    for (const spec of parseStaticImports(buf.toString('utf8'))) visit(resolveUrl(spec, urlPath));
  };
  for (const u of htmlModuleUrls(html)) visit(resolveUrl(u, docUrl));
  const chunks = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  return { route, chunks, gzipTotal: chunks.reduce((n, c) => n + c.gzip, 0), missing };
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
