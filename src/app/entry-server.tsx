import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { pages, site } from 'virtual:pages';
import type { SectionType } from '../../schemas/section';
import type { ServerEntry } from '../../schemas/server-entry';
import { definitionOf, loadSections, componentOf } from '../render/load-sections';
import { islandPrefix, SectionView } from '../render/SectionView';
import { catalogModule } from '../i18n/catalog-modules';
import { scriptModule, sectionModule } from '../lib/section-definition';
import { PageContext } from '../lib/locale';
import { loadPageStrings, pageCatalogs } from '../i18n/catalogs';
import { Document } from './Document';
import { Root } from './Root';
import { localeOfPath, type Locale } from '../../schemas/locale';

/** Every path and alias with its document. */
export function allRoutes() {
  return pages.flatMap((page) => [page.path, ...page.aliases].map((route) => ({ route, page })));
}

/** The interface strings and those of the page's sections, in its language. */
export function stringModules(locale: Locale, types: SectionType[]): string[] {
  const catalogs = new Set([...pageCatalogs, ...types.flatMap((t) => definitionOf(t).catalogs ?? [])]);
  return [...catalogs].map((c) => catalogModule(c.name, locale));
}

let byRoute: Map<string, (typeof pages)[number]> | undefined;

/** `node` as HTML, every lazy part resolved; errors go to `onError`. */
async function toHtml(node: ReactNode, onError: (err: unknown) => void, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node, {
    identifierPrefix,
    // Every section is a Suspense boundary: inline in the document, never outlined into templates
    // completed by inline scripts (Fizz outlines large boundaries by default).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A section that throws fails the build, with the URL and the section. */
function failed(url: string, what: string, err: unknown): Error {
  return new Error(`${url}: ${what}: rendering failed: ${err instanceof Error ? err.message : String(err)}`, {
    cause: err,
  });
}

/**
 * Renders one URL to HTML: the page in the shell, each island (a section whose type needs code in the
 * browser) in a root of its own with its own id prefix, as the browser hydrates it (app/hydrate-island.tsx).
 * A path no document has is the 404 page.
 */
export async function render(url: string): Promise<string> {
  byRoute ??= new Map(allRoutes().map(({ route, page }) => [route, page]));
  const path = new URL(url, 'http://prerender.invalid').pathname;
  const page = byRoute.get(path);
  await loadPageStrings(localeOfPath(path));
  const { components, failed: missing } = page
    ? await loadSections(page.sections, page.locale)
    : { components: new Map(), failed: [] };
  if (missing.length) throw new Error(`${path}: the code of ${missing.join(', ')} could not be loaded`);
  // A section that throws inside its boundary would not fail the render (React would write it as
  // 'client rendered', with the error in the HTML): it fails the build.
  const thrown: unknown[] = [];
  const onError = (err: unknown) => void thrown.push(err);
  const islands: (string | undefined)[] = [];
  for (const [i, section] of (page?.sections ?? []).entries()) {
    if (definitionOf(section.type).hydrate === 'none') continue;
    islands[i] = await toHtml(
      <Root>
        <PageContext path={path}>
          <SectionView section={section} component={componentOf(components, section.type)} />
        </PageContext>
      </Root>,
      onError,
      islandPrefix(i),
    );
    if (thrown.length) throw failed(url, `sections[${i}] (${section.type})`, thrown[0]);
  }
  const html = await toHtml(
    <Root>
      <Document path={path} page={page} sections={components} islands={islands} />
    </Root>,
    onError,
  );
  if (thrown.length) throw failed(url, 'the page', thrown[0]);
  return html;
}

/** What the prerenderer reads (schemas/server-entry.ts). */
const hydrationOf = (type: SectionType) => definitionOf(type).hydrate;
const scriptOf = (type: SectionType) => (definitionOf(type).enhance ? scriptModule(type) : undefined);

export default {
  site,
  pages,
  allRoutes,
  sectionModule,
  scriptOf,
  hydrationOf,
  stringModules,
  render,
} satisfies ServerEntry;
