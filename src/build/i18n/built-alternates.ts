/**
 * The hreflang data of a built site, for checkHreflang: each prerendered
 * page's canonical URL, `<html lang>` and `<link rel="alternate" hreflang>`
 * links (aliases and not-found pages left out: their canonical URL is
 * another page's), and the clusters sitemap.xml declares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listRoutes } from '../dist-routes';
import { htmlElements } from '../html';
import type { ExpectedClusters, PageAlternates } from './hreflang';

export function builtAlternates(outDir: string): PageAlternates[] {
  return listRoutes(outDir).flatMap(({ route, file }) => {
    const elements = htmlElements(fs.readFileSync(file, 'utf8'));
    const canonical = elements.find((e) => e.tag === 'link' && e.attrs.get('rel') === 'canonical')?.attrs.get('href');
    if (!canonical || route.endsWith('.html')) return [];
    const url = new URL(canonical);
    if (url.pathname !== route) return []; // an alias: its page is checked at its own path
    const alternates = elements.flatMap((e) => {
      const hreflang = e.attrs.get('hreflang');
      const href = e.attrs.get('href');
      return e.tag === 'link' && e.attrs.get('rel') === 'alternate' && hreflang !== undefined && href !== undefined
        ? [{ hreflang, href }]
        : [];
    });
    const lang = elements.find((e) => e.tag === 'html')?.attrs.get('lang') ?? '';
    return [{ url: canonical, lang, alternates }];
  });
}

/** sitemap.xml's clusters: each <loc> with the xhtml:link alternates that follow it. */
export function sitemapClusters(outDir: string): ExpectedClusters {
  const clusters = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const e of htmlElements(fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8'))) {
    if (e.tag === 'loc') clusters.set(e.text.trim(), (current = new Map<string, string>()));
    const hreflang = e.attrs.get('hreflang');
    const href = e.attrs.get('href');
    if (e.tag === 'xhtml:link' && current && hreflang !== undefined && href !== undefined) current.set(hreflang, href);
  }
  return clusters;
}
