/**
 * Link integrity of a build: every internal link, anchor, image, stylesheet
 * and script in the prerendered HTML resolves, every chunk a page loads at once
 * (and their static imports) is in the build, and sitemap.xml lists exactly
 * the canonical pages. HTML is read with parse5 (src/build/html.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootGraph } from './boot-graph';
import { listRoutes } from './dist-routes';
import { htmlElements, srcsetUrls, tokens, type HtmlElement } from './html';

/** A 404 page (one per language: /404.html, /en/404.html) is served at unknown paths; links must not point to it. */
const routeOf = (route: string) => (route.endsWith('/404.html') ? route.replace(/\.html$/, '') : route);
const isNotFound = (route: string) => route.endsWith('/404');

export interface IntegrityReport {
  pages: number;
  links: number;
  problems: string[];
}

/** A value as a list of zero or one item. */
const present = (value: string | undefined): string[] => (value ? [value] : []);

export function checkDist(dist: string, siteUrl: string): IntegrityReport {
  const problems: string[] = [];
  const built = listRoutes(dist);
  const byRoute = new Map<string, HtmlElement[]>(
    built.map(({ route, file }) => [routeOf(route), htmlElements(fs.readFileSync(file, 'utf8'))]),
  );
  const ids = new Map([...byRoute].map(([r, els]) => [r, new Set(els.flatMap((e) => e.attrs.get('id') ?? []))]));
  let links = 0;

  for (const [route, els] of byRoute) {
    const hrefs = els.flatMap((e) => (e.tag === 'a' ? (e.attrs.get('href') ?? []) : []));
    const assets = els.flatMap((e) => [
      ...present(e.attrs.get('src')),
      ...(e.tag === 'link' ? present(e.attrs.get('href')) : []),
      ...srcsetUrls(e.attrs.get('srcset') ?? ''),
    ]);
    for (const href of hrefs) {
      links++;
      if (href.startsWith('#')) {
        if (href.length > 1 && !ids.get(route)?.has(href.slice(1)))
          problems.push(`${route}: anchor ${href} has no target`);
        continue;
      }
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const [beforeHash, hash] = href.split('#');
      const clean = beforeHash.split('?')[0].replace(/\/$/, '') || '/';
      if (path.extname(clean)) {
        if (!fs.existsSync(path.join(dist, clean))) problems.push(`${route}: link ${href} points to a missing file`);
      } else if (!byRoute.has(clean) || isNotFound(clean)) problems.push(`${route}: link ${href} matches no page`);
      else if (hash && !ids.get(clean)?.has(hash))
        problems.push(`${route}: link ${href} has no anchor #${hash} on ${clean}`);
    }
    for (const src of assets) {
      links++;
      if (src.startsWith('data:') || src.startsWith(siteUrl)) continue;
      if (/^(https?:)?\/\//.test(src)) {
        problems.push(`${route}: hot-linked resource ${src}`);
        continue;
      }
      if (src.startsWith('/') && !fs.existsSync(path.join(dist, src.split(/[?#]/)[0])))
        problems.push(`${route}: missing file ${src}`);
    }
  }

  // Chunks the boot script loads (data-modules) and static imports are not attributes a crawler sees.
  for (const { route, file } of built) {
    for (const m of bootGraph(dist, route, file).missing)
      problems.push(`${routeOf(route)}: script ${m} is loaded but missing from the build`);
  }

  // The sitemap lists exactly the canonical URL of every page (aliases and 404 left out).
  const canonical = new Set<string>();
  for (const [route, els] of byRoute) {
    if (isNotFound(route)) continue;
    const c = els
      .find((e) => e.tag === 'link' && tokens(e.attrs.get('rel'), true).includes('canonical'))
      ?.attrs.get('href');
    if (!c) problems.push(`${route}: no canonical link`);
    else canonical.add(c);
  }
  const sitemapFile = path.join(dist, 'sitemap.xml');
  // parse5 reads the sitemap's unknown <url><loc> elements like any other; only their text is used.
  const locs = fs.existsSync(sitemapFile)
    ? htmlElements(fs.readFileSync(sitemapFile, 'utf8')).filter((e) => e.tag === 'loc')
    : [];
  const inSitemap = new Set(locs.map((e) => e.text.trim()));
  for (const c of canonical) if (!inSitemap.has(c)) problems.push(`sitemap.xml: missing ${c}`);
  for (const s of inSitemap)
    if (!canonical.has(s)) problems.push(`sitemap.xml: lists ${s}, which is no canonical page`);

  return { pages: byRoute.size, links, problems };
}
