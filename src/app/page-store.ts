/**
 * Page documents on the client: the current page arrives inline in the
 * prerendered HTML (#page-data); others are fetched as /_data/<path>.json
 * when the visitor navigates. The server fills the store with every page.
 */
import { localeOfPath, type Locale } from '../../schemas/locale';
import type { Page } from '../../schemas/page';
import { pageCatalogs } from '../i18n/catalogs';
import { routeOf } from '../lib/routes';
import { preloadSections } from '../render/sections-runtime';

const pages = new Map<string, Page>();
export function canonicalPath(route: string): string | undefined {
  return routeOf(route)?.path;
}

/** Where the prerenderer writes a page's data. */
export function dataUrl(path: string): string {
  return `/_data${path === '/' ? '/index' : path}.json`;
}

export function setPage(page: Page) {
  pages.set(page.path, page);
}

export function getPage(path: string): Page | undefined {
  return pages.get(path);
}

/** Data and section code of the document at `path`. */
async function loadPage(path: string, locale: Locale): Promise<void> {
  let page = pages.get(path);
  if (!page) {
    const res = await fetch(dataUrl(path));
    if (!res.ok) throw new Error(`page data ${dataUrl(path)}: HTTP ${res.status}`);
    page = (await res.json()) as Page;
    setPage(page);
  }
  await preloadSections(page.sections, locale);
}

/**
 * Interface strings, data and section code of the page at `route` (an unknown route's 404
 * needs the strings only). The strings settle before it returns, even when something else
 * failed: the page may still render (a section that failed keeps its server HTML) and reads them.
 */
export async function preparePage(route: string): Promise<void> {
  const locale = localeOfPath(route);
  const path = canonicalPath(route);
  const results = await Promise.allSettled([
    Promise.all(pageCatalogs.map((c) => c.load(locale))),
    path ? loadPage(path, locale) : Promise.resolve(),
  ]);
  for (const r of results) if (r.status === 'rejected') throw r.reason;
}

/** Whether the strings every page reads in `route`'s language are loaded (without them the app cannot render). */
export const stringsReady = (route: string): boolean => {
  const locale = localeOfPath(route);
  return pageCatalogs.every((c) => c.has(locale));
};
