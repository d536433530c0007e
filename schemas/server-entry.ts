import type { Locale } from './locale';
import type { Page } from './page';
import type { SectionType } from './section';
import type { Site } from './site';

/**
 * The one contract between the two sides of the build: what the SSR bundle
 * (src/app/entry-server.tsx, its default export) gives the prerenderer
 * (src/build/prerender.ts). Both sides are checked against it.
 */
export interface ServerEntry {
  site: Site;
  pages: Page[];
  /** Every path and alias with its document. */
  allRoutes(): { route: string; page: Page }[];
  /** A section type's module: its key in Vite's manifest (from the section registry). */
  sectionModule(type: SectionType): string;
  /** A section type's plain script (its definition's `enhance`), when it has one: its key in Vite's manifest. */
  scriptOf(type: SectionType): string | undefined;
  /** When a section type needs code in the browser (its definition's `hydrate`): only 'visible' types are preloaded. */
  hydrationOf(type: SectionType): 'none' | 'visible' | 'idle' | 'interaction';
  /** The string catalogs' modules a page in `locale` with these sections reads (keys in Vite's manifest). */
  stringModules(locale: Locale, types: SectionType[]): string[];
  /** One URL rendered to HTML, every lazy part resolved. */
  render(url: string): Promise<string>;
}
