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
export function appRoutes(load: PageLoader): RouteObject[] {
  const pages: RouteObject[] = routes.flatMap((r) =>
    [r.path, ...r.aliases].map((route) => ({
      id: route,
      path: route,
      // As the static host: /prodotti/RunVoice is not /prodotti/runvoice (a 404 on both sides, no hydration mismatch).
      caseSensitive: true,
      element: null,
      loader: ({ request }) => load(r.path, request),
    })),
  );
  const notFound: RouteObject = {
    id: 'not-found',
    path: '*',
    element: null,
    loader: ({ request }) => load(undefined, request),
  };
  return [{ id: 'root', Component: App, children: [...pages, notFound] }];
}
