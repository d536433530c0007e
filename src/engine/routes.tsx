import { pages } from 'virtual:content';
import { Route } from 'react-router-dom';
import { PageRenderer } from './PageRenderer';

/** Every path and alias of every document; a new JSON file is a new route. */
export function allRoutes(): { route: string; page: (typeof pages)[number] }[] {
  return pages.flatMap((page) => [page.path, ...page.aliases].map((route) => ({ route, page })));
}

export function pageRoutes() {
  return allRoutes().map(({ route, page }) => (
    <Route key={route} path={route} element={<PageRenderer page={page} />} />
  ));
}
