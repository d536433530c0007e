/**
 * JavaScript budget: for every prerendered route, the JS a visitor downloads
 * before interacting = the entry `<script type="module" src>` + the chunks
 * its boot loads at once (`data-modules`) + every `<link rel="modulepreload">`
 * in the route's HTML + (recursively) the static imports of those chunks. Dynamic `import()` chunks load later and do not count.
 * Sizes are gzip level 9 (node:zlib), what a typical static host sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = 120;
export const GZIP_LEVEL = 9;

export interface ChunkSize {
  /** URL path of the chunk, e.g. /assets/index-abc.js */
  file: string;
  bytes: number;
  gzip: number;
}

export interface RouteBudget {
  route: string;
  chunks: ChunkSize[];
  gzipTotal: number;
}

/**
 * Static import specifiers of a built ES module chunk: `import x from "./a.js"`,
 * `import{a as b}from"./a.js"`, `import "./a.js"`, `export * from "./a.js"`,
 * `export{a}from"./a.js"`. A statement must start the file or follow `;`, `}` or
 * a line break (how bundlers emit them); `import("./a.js")` and `import.meta`
 * never match because the clause before the specifier allows no `(` or `.`.
 */
const STATIC_IMPORT =
  /(?:^|[;}\n\r])\s*(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*[\w$*{}\s,]*?\s*from\s*)(["'])([^"'\n]+)\1/g;

export function parseStaticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(STATIC_IMPORT)) found.add(m[2]);
  return [...found];
}

function attr(tag: string, name: string): string | undefined {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** URLs of the module scripts and modulepreloads an HTML document loads at once. */
export function htmlModuleUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && attr(tag, 'type')?.toLowerCase() === 'module') urls.push(src);
    // The boot script loads the app and this page's sections right after the first paint.
    urls.push(...(attr(tag, 'data-modules') ?? '').split(/\s+/).filter(Boolean));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attr(tag, 'href');
    if (href && attr(tag, 'rel')?.toLowerCase().split(/\s+/).includes('modulepreload')) urls.push(href);
  }
  return [...new Set(urls)];
}

/** Every prerendered document under outDir: `/` + one route per folder with an index.html, plus 404.html. */
export function listRoutes(outDir: string): { route: string; file: string }[] {
  const routes: { route: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, d.name);
      if (d.isDirectory()) walk(abs);
      else if (d.name === 'index.html') {
        const rel = path.relative(outDir, dir).split(path.sep).join('/');
        routes.push({ route: `/${rel}`, file: abs });
      }
    }
  };
  walk(outDir);
  const notFound = path.join(outDir, '404.html');
  if (fs.existsSync(notFound)) routes.push({ route: '/404.html', file: notFound });
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}

/** Resolves a chunk URL (absolute "/assets/x.js" or relative to the importer) to a site path; undefined for other hosts. */
function resolveUrl(spec: string, fromUrlPath: string): string | undefined {
  const url = new URL(spec, `http://site${fromUrlPath}`);
  return url.host === 'site' ? decodeURIComponent(url.pathname) : undefined;
}

export function routeBudget(outDir: string, route: string, htmlFile: string): RouteBudget {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const docUrl = route.endsWith('/') || route.endsWith('.html') ? route : `${route}/`;
  const seen = new Map<string, ChunkSize>();
  const visit = (urlPath: string | undefined) => {
    if (!urlPath || seen.has(urlPath)) return;
    const abs = path.join(outDir, urlPath);
    if (!abs.startsWith(outDir + path.sep) || !fs.existsSync(abs)) {
      throw new Error(`${route}: ${urlPath} is referenced but missing from ${outDir}`);
    }
    const buf = fs.readFileSync(abs);
    seen.set(urlPath, { file: urlPath, bytes: buf.length, gzip: gzipSync(buf, { level: GZIP_LEVEL }).length });
    for (const spec of parseStaticImports(buf.toString('utf8'))) visit(resolveUrl(spec, urlPath));
  };
  for (const u of htmlModuleUrls(html)) visit(resolveUrl(u, docUrl));
  const chunks = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  return { route, chunks, gzipTotal: chunks.reduce((n, c) => n + c.gzip, 0) };
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function describeChunks(chunks: readonly ChunkSize[]): string {
  return chunks.map((c) => `  ${c.file}  ${kib(c.gzip)} KiB gzip (${kib(c.bytes)} KiB raw)`).join('\n');
}

export function formatBudgetTable(results: readonly RouteBudget[], budgetKib = BUDGET_KIB): string {
  const w = Math.max(5, ...results.map((r) => r.route.length));
  const lines = [`${'route'.padEnd(w)}  chunks  gzip KiB  budget ${budgetKib} KiB`];
  for (const r of results) {
    const ok = r.gzipTotal <= budgetKib * 1024;
    lines.push(`${r.route.padEnd(w)}  ${String(r.chunks.length).padStart(6)}  ${kib(r.gzipTotal).padStart(8)}  ${ok ? 'pass' : 'FAIL'}`);
  }
  return lines.join('\n');
}
