import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Root } from './Root';

export { allRoutes } from './engine/routes';
export { site } from 'virtual:content';

/** Renders one URL to HTML, waiting for every lazy part (Suspense) to resolve. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<Root router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
