/**
 * The route list (virtual:routes; server-side code and the dev server only: it grows with the site) looked up by any path a visitor can be on:
 * a canonical path or an alias, with or without a trailing slash.
 */
import { routes } from 'virtual:routes';
import type { RouteEntry } from '../../schemas/locale';

const byPath = new Map(routes.flatMap((r) => [r.path, ...r.aliases].map((route) => [route, r])));

export function routeOf(pathname: string): RouteEntry | undefined {
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
