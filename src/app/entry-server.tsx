import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { pages } from 'virtual:pages';
import { setPage } from './page-store';
import { preloadAllSections } from '../render/sections-runtime';
import { Root } from './Root';

export { site } from 'virtual:content';
export { pages };

/** Every path and alias with its document. */
export function allRoutes() {
  return pages.flatMap((page) => [page.path, ...page.aliases].map((route) => ({ route, page })));
}

pages.forEach(setPage);
const ready = preloadAllSections();

/** Renders one URL to HTML, waiting for every lazy part (Suspense) to resolve. */
export async function render(url: string): Promise<string> {
  await ready;
  const { prelude } = await prerenderToNodeStream(<Root router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
