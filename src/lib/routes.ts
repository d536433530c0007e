/**
 * The route list (virtual:content) looked up by any path a visitor can be on:
 * a canonical path or an alias, with or without a trailing slash.
 */
import { routes } from 'virtual:content';
import type { RouteEntry } from '../../schemas/locale';

const byPath = new Map(routes.flatMap((r) => [r.path, ...r.aliases].map((route) => [route, r])));

export function routeOf(pathname: string): RouteEntry | undefined {
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
