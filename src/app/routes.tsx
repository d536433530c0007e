import { routes } from 'virtual:content';
import { Route } from 'react-router-dom';
import { getPage } from './page-store';
import { PageRenderer } from '../render/PageRenderer';

/** Renders the document whose canonical path is `path` (prepared before rendering). */
function PageRoute({ path }: { path: string }) {
  const page = getPage(path);
  // Caught by the route's error boundary: the full-height 'Error' view.
  if (!page) throw new Error(`page ${path} was not loaded`);
  return <PageRenderer page={page} />;
}

/** Every path and alias of every document; a new JSON file is a new route. */
export function pageRoutes() {
  return routes.flatMap((r) =>
    [r.path, ...r.aliases].map((route) => <Route key={route} path={route} element={<PageRoute path={r.path} />} />),
  );
}
