/**
 * Writes the prerendered HTML of every path and alias to dist/, plus
 * 404.html, sitemap.xml and robots.txt. Runs after the client and SSR builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../engine/content';
import { netlifyHeaders, nginxServerBlock, securityHeaders } from '../engine/security-headers';

interface ServerEntry {
  render(url: string): Promise<string>;
  allRoutes(): { route: string; page: { path: string } }[];
  site: { siteUrl: string };
}

const root = process.cwd();
const dist = path.resolve(root, process.env.RUNSITE_OUT_DIR ?? 'dist');
const started = performance.now();
const entry = (await import(pathToFileURL(`${dist}-ssr/entry-server.js`).href)) as ServerEntry;
const baseTemplate = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

/** Preload the Latin Inter font (the only font file every page needs at first paint). */
const font = fs.readdirSync(path.join(dist, 'assets')).find((f) => /^inter-latin-wght-normal.*\.woff2$/.test(f));
const template = font
  ? baseTemplate.replace('<!--app-head-->', `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>\n    <!--app-head-->`)
  : baseTemplate;

/** React 19 emits hoistable <title>/<meta>/<link> first: move them into <head>. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export function toDocument(rendered: string): string {
  const head = rendered.match(HOISTED)?.[0] ?? '';
  const body = rendered.slice(head.length);
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
}

function write(relFile: string, html: string) {
  const file = path.join(dist, relFile);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}

const routes = entry.allRoutes();
for (const { route } of routes) {
  const html = toDocument(await entry.render(route));
  write(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`, html);
}
write('404.html', toDocument(await entry.render('/404')));

const canonical = [...new Set(routes.map((r) => r.page.path))].sort();
const today = new Date().toISOString().slice(0, 10);
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${canonical
    .map((p) => `  <url><loc>${entry.site.siteUrl}${p}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n')}\n</urlset>\n`,
);
write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${entry.site.siteUrl}/sitemap.xml\n`);
// Security headers with a CSP naming exactly the third parties this content uses.
const content = loadContent(root);
if (content.site) {
  const headers = securityHeaders(content.site, content.pages, process.env.VITE_LEAD_WEBHOOK_URL ?? '');
  write('_headers', netlifyHeaders(headers));
  fs.mkdirSync(path.join(root, 'deploy'), { recursive: true });
  fs.writeFileSync(path.join(root, 'deploy/nginx.conf'), nginxServerBlock(headers, new URL(content.site.siteUrl).host));
}
fs.rmSync(`${dist}-ssr`, { recursive: true, force: true });
console.log(`prerendered ${routes.length} routes + 404 in ${Math.round(performance.now() - started)} ms`);
