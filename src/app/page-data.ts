import type { Locale } from '../../schemas/locale';
import type { Page } from '../../schemas/page';
import { pageCatalogs } from '../i18n/catalogs';
import type { SectionComponents } from '../render/load-sections';

/** What a page route's loader gives App. */
export interface PageData {
  page: Page;
  /** The page's section code, loaded before it renders. */
  sections: SectionComponents;
  /** The prerendered HTML of each section, by index: only for the page the browser loaded first. */
  kept?: readonly string[];
}

/**
 * Loads what the route at `request` shows: the document whose canonical path
 * is `path` (the route may be one of its aliases), or only the interface
 * strings when `path` is undefined (the 404 page). The client and the
 * prerenderer pass their own.
 */
export type PageLoader = (path: string | undefined, request: Request) => Promise<PageData | null | Response>;

/** Where the prerenderer writes a page's document, fetched on client navigation. */
export function dataUrl(path: string): string {
  return `/_data${path === '/' ? '/index' : path}.json`;
}

/** The strings every page of `locale` reads (header, footer, site values). */
export async function loadPageStrings(locale: Locale): Promise<void> {
  await Promise.all(pageCatalogs.map((c) => c.load(locale)));
}
