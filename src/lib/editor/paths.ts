/** Where a page document of a locale lives and what its path starts with (the editor's server and browser sides). */
import { defaultLocale, isLocale, type Locale } from '../../../schemas/locale';

/** "/prodotti/runplay" in `locale`: "/en/prodotti/runplay" and back (a start the editor then translates). */
export function pathIn(locale: Locale, path: string): string {
  const bare = path.replace(/^\/([a-z]{2})(?=\/|$)/, (p, l: string) => (isLocale(l) ? '' : p)) || '/';
  return locale === defaultLocale ? bare : `/${locale}${bare === '/' ? '' : bare}`;
}

export const pageFileIn = (locale: Locale, name: string) =>
  `pages-config/${locale === defaultLocale ? '' : `${locale}/`}${name}`;

/** The `$schema` reference of a page document in `locale`'s folder. */
export const schemaRefIn = (locale: Locale) =>
  `${locale === defaultLocale ? '..' : '../..'}/schemas/generated/page.schema.json`;
