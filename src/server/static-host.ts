/**
 * How a static host answers a request for the built site, as data: one answer per URL, the one the
 * browser's router gives too. The preview server (build/vite-plugin-static-host.ts) and the Cloudflare
 * Worker (server/platforms/cloudflare.ts) both act on it, so `npm start` and a deploy cannot drift apart.
 *
 * - "/chi-siamo" and "/chi-siamo/" are dist/chi-siamo/index.html; paths are case-sensitive;
 * - `/x/index.html`, `/index.html` and empty segments (`//chi-siamo`, `/chi-siamo//`) redirect (301) to the
 *   clean URL, never to a "//host" Location;
 * - a path with no file is a 404 with the not-found page of its language (/en/… gets /en/404.html);
 *   an encoded separator (`%2F`, `%5C`), a NUL and the host's own files (_headers…) are 404s too;
 * - an unknown /api/ path is a JSON 404; OPTIONS is 204; other methods than GET/HEAD are 405;
 * - a malformed URL is a 400 with no stack.
 */
import { localePrefix, localeOfPath } from '../../schemas/locale';

/** Files the build writes for the host itself, not for visitors. */
export const HOST_FILES: ReadonlySet<string> = new Set([
  '/_headers',
  '/_redirects',
  '/chat-indexes.json',
  '/.assetsignore',
]);
/** Hashed build files never change: cached for a year (the same rule as _headers). */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const NOT_FOUND_PAGE = '/404.html';
/** The not-found page for a request path: "/en/nope" -> "/en/404.html", "/nope" -> "/404.html". */
export const notFoundPageFor = (pathname: string): string => `${localePrefix(localeOfPath(pathname))}${NOT_FOUND_PAGE}`;

export type StaticAnswer =
  | { kind: 'bad-request' }
  | { kind: 'no-endpoint' }
  | { kind: 'options' }
  | { kind: 'method-not-allowed' }
  | { kind: 'redirect'; location: string }
  /** `file` is a path under the output folder ("/chi-siamo/index.html"); `cache` the Cache-Control to add. */
  | { kind: 'file'; file: string; cache?: string }
  | { kind: 'not-found'; file: string };

/**
 * `target` is the request target as sent (path and query, not URL-parsed: `//chi-siamo` would read as a
 * host); `isFile` tells whether a path under the output folder is a file.
 */
export function resolveStatic(target: string, method: string, isFile: (file: string) => boolean): StaticAnswer {
  const raw = target.split(/[?#]/)[0] || '/';
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return { kind: 'bad-request' };
  }
  // The endpoints (lead form, chat) are answered before this: any other /api/ path is a 404.
  if (pathname.startsWith('/api/')) return { kind: 'no-endpoint' };
  if (method === 'OPTIONS') return { kind: 'options' };
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'method-not-allowed' };
  const notFound = (): StaticAnswer => {
    const localized = notFoundPageFor(pathname);
    return { kind: 'not-found', file: isFile(localized) ? localized : NOT_FOUND_PAGE };
  };
  if (pathname.includes('\0') || /%2f|%5c/i.test(raw) || HOST_FILES.has(pathname)) return notFound();
  const index = /^(.*\/)index\.html$/.exec(raw);
  if (raw.includes('//') || index) {
    const collapsed = (index ? index[1] : raw).replace(/\/{2,}/g, '/');
    const clean = collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/';
    return { kind: 'redirect', location: clean + target.slice(raw.length) };
  }
  const cache = pathname.startsWith('/assets/') ? ASSET_CACHE : undefined;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.lastIndexOf('.') > 0) return isFile(pathname) ? { kind: 'file', file: pathname, cache } : notFound();
  const page = `${pathname.replace(/\/$/, '')}/index.html`;
  return isFile(page) ? { kind: 'file', file: page } : notFound();
}
