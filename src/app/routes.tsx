import { routes } from 'virtual:content';
import type { RouteObject } from 'react-router-dom';
import { App } from './App';
import type { PageLoader } from './page-data';

/**
 * The route table: every path and alias of every document (a new JSON file is
 * a new route) and `*` for the 404 page, all under App. Routes only load data:
 * App draws the page from it, so PageTransition can keep the leaving page on
 * screen (see App.tsx). The client and the prerenderer pass their own `load`.
 */
type RouteEntry = (typeof routes)[number];
let byRoute: Map<string, RouteEntry> | undefined;
/** The document a path or alias belongs to (built at the first call). */
function entryOf(route: string): RouteEntry | undefined {
  byRoute ??= new Map(routes.flatMap((r) => [r.path, ...r.aliases].map((x) => [x, r] as const)));
  return byRoute.get(route);
}

/**
 * `only`: the prerenderer renders one URL per call and passes it here, getting a table with that URL's
 * route alone (and the 404). A table of every page for every page made prerendering quadratic.
 */
export function appRoutes(load: PageLoader, only?: string): RouteObject[] {
  const one = only === undefined ? undefined : entryOf(only);
  const entries: [string, RouteEntry][] =
    only === undefined
      ? routes.flatMap((r) => [r.path, ...r.aliases].map((route) => [route, r] as [string, RouteEntry]))
      : one
        ? [[only, one]]
        : [];
  const pages: RouteObject[] = entries.map(([route, r]) => ({
    id: route,
    path: route,
    // As the static host: /prodotti/RunVoice is not /prodotti/runvoice (a 404 on both sides, no hydration mismatch).
    caseSensitive: true,
    element: null,
    loader: ({ request }) => load(r.path, request),
  }));
  const notFound: RouteObject = {
    id: 'not-found',
    path: '*',
    element: null,
    loader: ({ request }) => load(undefined, request),
  };
  return [{ id: 'root', Component: App, children: [...pages, notFound] }];
}
