/** A path or alias belongs to one document only, and some document is the home page "/". */
import { formatJsonPath, type ContentError } from '../content-error';
import { pagesOf, type Rule } from './rule';

export const routesRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  const owners = new Map<string, string>();
  for (const { file, page } of pagesOf(ctx)) {
    [page.path, ...page.aliases].forEach((route, i) => {
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
