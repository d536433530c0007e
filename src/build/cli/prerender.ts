/**
 * Writes the prerendered HTML of every path and alias to dist/, plus
 * 404.html, sitemap.xml and robots.txt. Runs after the client and SSR builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from '../content';
import { netlifyHeaders, securityHeaders } from '../security-headers';
import { pageData, robotsTxt, sitemapXml, toDocument } from './prerender-document';

interface ServerEntry {
  render(url: string): Promise<string>;
  allRoutes(): { route: string; page: { path: string; sections: { type: string }[] } }[];
  site: { siteUrl: string };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const root = process.cwd();
const dist = path.resolve(root, process.env.RUNSITE_OUT_DIR ?? 'dist');
const started = performance.now();
const entry = (await import(pathToFileURL(`${dist}-ssr/entry-server.js`).href)) as ServerEntry;
const baseTemplate = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

/** Preload the Latin Inter font (the only font file every page needs at first paint). */
const font = fs.readdirSync(path.join(dist, 'assets')).find((f) => /^inter-latin-wght-normal.*\.woff2$/.test(f));
const template = font
  ? baseTemplate.replace('<!--app-head-->', () => `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>\n    <!--app-head-->`)
  : baseTemplate;

// Vite's manifest: which chunk holds the app and each section, and what they import statically.
const manifestFile = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
const bootKey = Object.keys(manifest).find((k) => manifest[k].file === baseTemplate.match(/src="\/(assets\/[^"]+\.js)"/)?.[1]);
if (!bootKey) throw new Error('prerender: the boot script of index.html is not in the manifest');

/** A chunk, its CSS and, recursively, its static imports. */
const walk = (key: string, into: Set<string>) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  chunk.css?.forEach((c) => into.add(c));
  chunk.imports?.forEach((k) => walk(k, into));
};
const inBoot = new Set<string>();
walk(bootKey, inBoot);
const appFiles = new Set<string>();
for (const k of manifest[bootKey].dynamicImports ?? []) walk(k, appFiles);

/**
 * What the boot script loads after the page has painted: the app and the
 * chunks of the sections this page renders (data-modules). CSS is one file,
 * linked in <head> like any stylesheet.
 */
function bootModules(types: string[]): string[] {
  const files = new Set(appFiles);
  for (const type of new Set(types)) {
    const key = Object.keys(manifest).find((k) => k.startsWith(`sections/${type}/`) && k.endsWith('.tsx'));
    if (key) walk(key, files);
  }
  return [...files].filter((f) => f.endsWith('.js') && !inBoot.has(f)).map((f) => `/${f}`);
}

function write(relFile: string, html: string) {
  const file = path.join(dist, relFile);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}

const routes = entry.allRoutes();
for (const { route, page } of routes) {
  const html = toDocument(template, await entry.render(route), bootModules(page.sections.map((s) => s.type)), pageData(page));
  write(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`, html);
  // Fetched by the client when the visitor navigates to this page.
  if (route === page.path) write(`_data${route === '/' ? '/index' : route}.json`, JSON.stringify(page));
}
write('404.html', toDocument(template, await entry.render('/404'), bootModules([])));

const canonical = [...new Set(routes.map((r) => r.page.path))].sort();
const today = new Date().toISOString().slice(0, 10);
write('sitemap.xml', sitemapXml(entry.site.siteUrl, canonical, today));
write('robots.txt', robotsTxt(entry.site.siteUrl));
// Security headers with a CSP naming exactly the third parties this content uses.
const content = loadContent(root);
if (content.site) {
  const headers = securityHeaders(content.site, content.pages, process.env.VITE_LEAD_WEBHOOK_URL ?? '');
  write('_headers', netlifyHeaders(headers));
}
fs.rmSync(`${dist}-ssr`, { recursive: true, force: true });
console.log(`prerendered ${routes.length} routes + 404 in ${Math.round(performance.now() - started)} ms`);
