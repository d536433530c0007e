import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../../schemas/section';
import type { Catalog } from '../i18n/catalog';

/**
 * What the engine knows about one section type, kept in the section's own
 * folder (`definition.ts`) and collected by src/render/registry.ts.
 */
export interface SectionDefinition<K extends SectionType> {
  /** The component, in its own chunk: loaded only on the pages that use it. */
  load: () => Promise<ComponentType<SectionOf<K>>>;
  /**
   * The module `load` imports, relative to src/: its key in Vite's manifest,
   * where the prerenderer finds the chunks to preload (tests/unit/registry.test.ts
   * checks it is the module `load` returns).
   */
  module: string;
  /** String catalogs it reads besides the interface's (loaded with it, in the page's language). */
  catalogs?: readonly Catalog<unknown>[];
  /** Its entrance also "expands" (scales up) on desktop widths. */
  expands?: boolean;
}
