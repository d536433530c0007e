import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { pages, site } from 'virtual:pages';
import { setPage } from './page-store';
import type { SectionType } from '../../schemas/section';
import type { ServerEntry } from '../../schemas/server-entry';
import { definitionOf, preloadAllSections } from '../render/sections-runtime';
import { Root } from './Root';
import { locales, type Locale } from '../../schemas/locale';
import { pageCatalogs } from '../i18n/catalogs';

/** Every path and alias with its document. */
export function allRoutes() {
  return pages.flatMap((page) => [page.path, ...page.aliases].map((route) => ({ route, page })));
}

/** The module of a section type, as Vite's manifest names it (the prerenderer preloads its chunk). */
export function sectionModule(type: SectionType): string {
  return definitionOf(type).module;
}

/** The interface strings and those of the page's sections, in its language. */
export function stringModules(locale: Locale, types: SectionType[]): string[] {
  const catalogs = new Set([...pageCatalogs, ...types.flatMap((t) => definitionOf(t).catalogs ?? [])]);
  return [...catalogs].map((c) => c.module(locale));
}

pages.forEach(setPage);
const ready = Promise.all([preloadAllSections(), ...locales.flatMap((l) => pageCatalogs.map((c) => c.load(l)))]);

/** Renders one URL to HTML, waiting for every lazy part (Suspense) to resolve. */
export async function render(url: string): Promise<string> {
  await ready;
  const { prelude } = await prerenderToNodeStream(
    <Root router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** What the prerenderer reads (schemas/server-entry.ts). */
export default { site, pages, allRoutes, sectionModule, stringModules, render } satisfies ServerEntry;
