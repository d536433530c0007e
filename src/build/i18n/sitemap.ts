/** sitemap.xml with `xhtml:link` alternates, so search engines see each translation cluster. */
import type { RouteEntry } from '../../../schemas/locale';
import { alternateLinks } from '../../lib/alternates';

export interface SitemapEntry {
  /** Canonical path of the page. */
  path: string;
  /** The page and its translations, as hreflang -> path (includes the page itself and x-default); empty when untranslated. */
  alternates: readonly { hreflang: string; path: string }[];
}

const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[], lastmod: string): string {
  const urls = entries.map(({ path, alternates }) => {
    const links = alternates
      .map((a) => `\n    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(siteUrl + a.path)}"/>`)
      .join('');
    return `  <url><loc>${xml(siteUrl + path)}</loc><lastmod>${lastmod}</lastmod>${links}${links ? '\n  ' : ''}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** One entry per canonical page (aliases left out), sorted by path, with its hreflang cluster. */
export function sitemapEntries(routes: readonly RouteEntry[]): SitemapEntry[] {
  return [...routes]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((r) => ({ path: r.path, alternates: alternateLinks(r.alternates) }));
}
