/**
 * The site values of one edition: site.json's top-level description,
 * og:locale, header and footer are the Italian (default) ones; `locales.<l>`
 * replaces them for another locale. Used at build time (the per-locale
 * virtual:site-locale/<l> chunks, the chat indexes); the browser reads those
 * chunks through useSite().
 */
import type { Locale } from '../../schemas/locale';
import type { Site } from '../../schemas/site';

export function siteForLocale(site: Site, locale: Locale): Site {
  if (locale === 'it') return site; // the top-level values are the default locale's
  const values = site.locales[locale];
  return values ? { ...site, ...values } : site;
}
