import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pages, site } from 'virtual:pages';
import type { SectionType } from '../../schemas/section';
import type { ServerEntry } from '../../schemas/server-entry';
import { definitionOf, loadSections } from '../render/load-sections';
import { catalogModule } from '../i18n/catalog-modules';
import { sectionModule } from '../lib/section-definition';
import { appRoutes } from './routes';
import { loadPageStrings } from './page-data';
import { Root } from './Root';
import { localeOfPath, type Locale } from '../../schemas/locale';
import { pageCatalogs } from '../i18n/catalogs';

/** Every path and alias with its document. */
export function allRoutes() {
  return pages.flatMap((page) => [page.path, ...page.aliases].map((route) => ({ route, page })));
}

/** The interface strings and those of the page's sections, in its language. */
export function stringModules(locale: Locale, types: SectionType[]): string[] {
  const catalogs = new Set([...pageCatalogs, ...types.flatMap((t) => definitionOf(t).catalogs ?? [])]);
  return [...catalogs].map((c) => catalogModule(c.name, locale));
}

const byPath = new Map(pages.map((page) => [page.path, page]));
const load: Parameters<typeof appRoutes>[0] = async (path, request) => {
  const locale = localeOfPath(new URL(request.url).pathname);
  await loadPageStrings(locale);
  if (path === undefined) return null;
  const page = byPath.get(path);
  if (!page) throw new Error(`no document has path ${path}`);
  const { components, failed } = await loadSections(page.sections, locale);
  if (failed.length) throw new Error(`${path}: the code of ${failed.join(', ')} could not be loaded`);
  return { page, sections: components };
};

/** Renders one URL to HTML through the route loaders, waiting for every lazy part (Suspense) to resolve. */
export async function render(url: string): Promise<string> {
  // A route table holding only this URL's route (and the 404): the same match, without matching every page.
  const handler = createStaticHandler(appRoutes(load, url));
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url}: the router answered with a redirect`);
  const error: unknown = Object.values(context.errors ?? {})[0];
  if (error) throw error instanceof Error ? error : new Error(`${url}: ${JSON.stringify(error)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A section that throws inside its Suspense boundary would not fail the render: React would write
  // the boundary as 'client rendered', with the error and its stack in the HTML. It fails the build.
  const thrown: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <Root>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Root>,
    {
      // Every section is a Suspense boundary (PageRenderer): inline in the document, never outlined into
      // templates completed by inline scripts (Fizz outlines large boundaries by default).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (err) => {
        thrown.push(err);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (thrown.length) {
    const first = thrown[0];
    throw new Error(`${url}: rendering failed: ${first instanceof Error ? first.message : String(first)}`, {
      cause: first,
    });
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What the prerenderer reads (schemas/server-entry.ts). */
const hydrationOf = (type: SectionType) => definitionOf(type).hydrate;

export default { site, pages, allRoutes, sectionModule, hydrationOf, stringModules, render } satisfies ServerEntry;
