/** Which document owns each route, and the section ids each route's page declares (shared by the routes, links and anchors rules). */
import type { RuleContext } from './rule';
import { pagesOf } from './rule';
import type { Page } from '../../../schemas/page';
import { legalSectionsOf } from '../legal-anchors';

/** A page's section ids, and the ids its legal texts give their own sections ("/privacy-policy#privacy-titolare-del-trattamento"). */
export function idsOf(page: Page): Set<string> {
  return new Set(
    page.sections.flatMap((s) => [
      ...(s.id ? [s.id] : []),
      ...(s.type === 'legalSections' ? legalSectionsOf(page.locale, s).map((ls) => ls.anchor) : []),
    ]),
  );
}

export interface RouteIndex {
  /** Route -> the file that claimed it first. */
  owners: Map<string, string>;
  /** Route -> its page's section ids; 'unknown' for a page that failed its schema. */
  ids: Map<string, Set<string> | 'unknown'>;
}

/** Built once per run: the routes, links and anchors rules each ask for it. */
const built = new WeakMap<RuleContext, RouteIndex>();

export function routeIndex(ctx: RuleContext): RouteIndex {
  let index = built.get(ctx);
  if (!index) built.set(ctx, (index = buildIndex(ctx)));
  return index;
}

function buildIndex(ctx: RuleContext): RouteIndex {
  const owners = new Map<string, string>();
  const ids = new Map<string, Set<string> | 'unknown'>();
  for (const { file, page } of pagesOf(ctx)) {
    const own = idsOf(page);
    for (const route of [page.path, ...page.aliases]) {
      if (!owners.has(route)) owners.set(route, file);
      ids.set(route, own);
    }
  }
  for (const { file, routes } of ctx.claimedRoutes) {
    for (const r of routes) {
      if (!owners.has(r)) owners.set(r, file);
      if (!ids.has(r)) ids.set(r, 'unknown'); // its anchors are checked once it validates
    }
  }
  return { owners, ids };
}
