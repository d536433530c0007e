/**
 * A page's hreflang cluster, the one list the head's `<link rel="alternate">`
 * tags and sitemap.xml's `xhtml:link`s are written from: every translation
 * (the page itself included) under its language code, plus `x-default` on the
 * Italian (default-locale) page. An untranslated page has no cluster.
 * Pure and browser-safe: paths only, the caller prefixes the site URL.
 */
import { defaultLocale, htmlLang, locales, type Alternates } from '../../schemas/locale';

export interface AlternateLink {
  /** A BCP 47 language ("it", "en") or "x-default". */
  hreflang: string;
  path: string;
}

export function alternateLinks(alternates: Alternates): AlternateLink[] {
  const present = locales.flatMap((l) => {
    const path = alternates[l];
    return path === undefined ? [] : [{ hreflang: htmlLang[l], path }];
  });
  if (present.length < 2) return [];
  const fallback = alternates[defaultLocale];
  return fallback === undefined ? present : [...present, { hreflang: 'x-default', path: fallback }];
}
