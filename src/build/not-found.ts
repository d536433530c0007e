/**
 * Which not-found page a host serves: an unknown path under a locale's prefix
 * (/en/…) gets that locale's page (dist/en/404.html, prerendered in English),
 * every other one dist/404.html (Italian). The preview server, nginx and
 * Netlify's _redirects are all written from this one list.
 */
import { defaultLocale, localePrefix, locales } from '../../schemas/locale';
import { NOT_FOUND_PAGE } from '../server/static-host';

export { NOT_FOUND_PAGE, notFoundPageFor } from '../server/static-host';

/** The not-found page of each non-default locale, with the path prefix it answers for. */
export const localeNotFoundPages: readonly { prefix: string; page: string }[] = locales
  .filter((l) => l !== defaultLocale)
  .map((l) => ({ prefix: `${localePrefix(l)}/`, page: `${localePrefix(l)}${NOT_FOUND_PAGE}` }));

/** Netlify's _redirects: a 404 rule per locale prefix (applied only when no file matches the path). */
export function netlifyRedirects(): string {
  return localeNotFoundPages.map(({ prefix, page }) => `${prefix}*  ${page}  404\n`).join('');
}
