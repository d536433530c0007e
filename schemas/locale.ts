/**
 * The site's languages. Italian is the default and the fallback: its pages
 * live at `/`, every other locale under `/<locale>/` with its own slugs.
 * A page's locale comes from its folder: `pages-config/en/x.json` is the
 * English translation of `pages-config/x.json` (the file name pairs them).
 */
export const locales = ['it', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'it';

/** BCP 47 language of each locale, as used by `<html lang>` and hreflang. */
export const htmlLang: Record<Locale, string> = { it: 'it', en: 'en' };

/** Open Graph locale (language_TERRITORY). */
export const ogLocale: Record<Locale, string> = { it: 'it_IT', en: 'en_GB' };

/** URL prefix of a locale's pages: '' for the default, '/en' for English. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The locale a route belongs to, from its first path segment. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1] ?? '';
  return (locales as readonly string[]).includes(first) && first !== defaultLocale ? (first as Locale) : defaultLocale;
}

/** Each locale that has a translation of a page, mapped to that translation's canonical path (the page itself included). */
export type Alternates = Partial<Record<Locale, string>>;

/** A route of virtual:content: a page's canonical path, its aliases, its locale and its translations. */
export interface RouteEntry {
  path: string;
  aliases: string[];
  locale: Locale;
  alternates: Alternates;
}

export const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);
