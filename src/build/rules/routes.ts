/**
 * A path or alias belongs to one document only, some document is the home
 * page "/", and no route takes a path the host itself answers (the endpoints,
 * the built assets and images, the page data, the not-found page).
 */
import { formatJsonPath, type ContentError } from '../content-error';
import { pagesOf, type Rule } from './rule';

/** Paths the host serves itself: a page there would be shadowed by (or shadow) them. */
export const HOST_PATHS = ['/api', '/assets', '/images', '/_data', '/404', '/404.html', '/en/404'];
const hostPathOf = (route: string) =>
  HOST_PATHS.find((p) => route.toLowerCase() === p || route.toLowerCase().startsWith(`${p}/`));

export const routesRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  const owners = new Map<string, string>();
  for (const { file, page } of pagesOf(ctx)) {
    [page.path, ...page.aliases].forEach((route, i) => {
      const host = hostPathOf(route);
      if (host)
        errors.push({
          file,
          path: i === 0 ? 'path' : formatJsonPath(['aliases', i - 1]),
          message: `route "${route}" collides with ${host}, which the host serves itself: choose another path`,
        });
      const owner = owners.get(route);
      if (owner)
        errors.push({
          file,
          path: i === 0 ? 'path' : formatJsonPath(['aliases', i - 1]),
          message: `route "${route}" is already claimed by ${owner}`,
        });
      else owners.set(route, file);
    });
  }
  const claimsHome = owners.has('/') || ctx.claimedRoutes.some((c) => c.routes.includes('/'));
  if (!claimsHome) errors.push({ file: ctx.configDir, path: '$', message: 'no document has path "/"' });
  return errors;
};
