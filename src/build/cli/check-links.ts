/**
 * Link integrity of a build: every internal link, anchor, image and script in
 * dist/ resolves, and sitemap.xml lists exactly the canonical pages.
 * `npm run check-links` (reads RUNSITE_OUT_DIR or dist/); also run by the e2e suite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listRoutes } from './js-budget';

/** The 404 page is served at any unknown path; links must not point to it. */
const routeOf = (route: string) => (route === '/404.html' ? '/404' : route);

const attr = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1].replace(/&amp;/g, '&'));

export interface IntegrityReport {
  pages: number;
  links: number;
  problems: string[];
}

export function checkDist(dist: string, siteUrl: string): IntegrityReport {
  const problems: string[] = [];
  const byRoute = new Map(listRoutes(dist).map(({ route, file }) => [routeOf(route), fs.readFileSync(file, 'utf8')]));
  const ids = new Map([...byRoute].map(([r, html]) => [r, new Set(attr(html, /\sid="([^"]+)"/g))]));
  let links = 0;

  for (const [route, html] of byRoute) {
    const hrefs = attr(html, /<a\b[^>]*\shref="([^"]+)"/g);
    const assets = [
      ...attr(html, /\ssrc="([^"]+)"/g),
      ...attr(html, /<link\b[^>]*\shref="([^"]+)"/g),
      ...attr(html, /\ssrcset="([^"]+)"/g).flatMap((s) => s.split(',').map((part) => part.trim().split(/\s+/)[0])),
    ];
    for (const href of hrefs) {
      links++;
      if (href.startsWith('#')) {
        if (href.length > 1 && !ids.get(route)?.has(href.slice(1))) problems.push(`${route}: anchor ${href} has no target`);
        continue;
      }
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const [pathname, hash] = href.split('#');
      const clean = pathname.replace(/\/$/, '') || '/';
      if (path.extname(clean)) {
        if (!fs.existsSync(path.join(dist, clean))) problems.push(`${route}: link ${href} points to a missing file`);
      } else if (!byRoute.has(clean) || clean === '/404') problems.push(`${route}: link ${href} matches no page`);
      else if (hash && !ids.get(clean)?.has(hash)) problems.push(`${route}: link ${href} has no anchor #${hash} on ${clean}`);
    }
    for (const src of assets) {
      links++;
      if (src.startsWith('data:') || src.startsWith(siteUrl)) continue;
      if (/^(https?:)?\/\//.test(src)) {
        problems.push(`${route}: hot-linked resource ${src}`);
        continue;
      }
      if (src.startsWith('/') && !fs.existsSync(path.join(dist, src.split(/[?#]/)[0]))) problems.push(`${route}: missing file ${src}`);
    }
  }

  // The sitemap lists exactly the canonical URL of every page (aliases and 404 left out).
  const canonical = new Set<string>();
  for (const [route, html] of byRoute) {
    if (route === '/404') continue;
    const c = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    if (!c) problems.push(`${route}: no canonical link`);
    else canonical.add(c);
  }
  const sitemapFile = path.join(dist, 'sitemap.xml');
  const inSitemap = fs.existsSync(sitemapFile) ? new Set(attr(fs.readFileSync(sitemapFile, 'utf8'), /<loc>([^<]+)<\/loc>/g)) : new Set<string>();
  for (const c of canonical) if (!inSitemap.has(c)) problems.push(`sitemap.xml: missing ${c}`);
  for (const s of inSitemap) if (!canonical.has(s)) problems.push(`sitemap.xml: lists ${s}, which is no canonical page`);

  return { pages: byRoute.size, links, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(process.env.RUNSITE_OUT_DIR ?? 'dist');
  const siteUrl = (JSON.parse(fs.readFileSync('pages-config/site.json', 'utf8')) as { siteUrl: string }).siteUrl;
  const report = checkDist(dist, siteUrl);
  for (const p of report.problems) console.error(p);
  console.log(`${report.pages} pages, ${report.links} links and assets checked, ${report.problems.length} problems`);
  process.exit(report.problems.length ? 1 : 0);
}
