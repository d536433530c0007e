import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../../schemas/section';
import type { Catalog } from '../i18n/catalog';

/**
 * The module a type's `load` imports, relative to src/: its key in Vite's
 * manifest, where the prerenderer finds the chunk to preload. By convention a
 * type's component is sections/<type>/<Type>.tsx (tests/unit/registry.test.ts
 * checks every type): a name the browser never needs, so it is not shipped.
 */
export function sectionModule(type: SectionType): string {
  return `sections/${type}/${type[0].toUpperCase()}${type.slice(1)}.tsx`;
}

/** The module of a type's `enhance` script, by the same convention: sections/<type>/enhance.ts. */
export function scriptModule(type: SectionType): string {
  return `sections/${type}/enhance.ts`;
}

/**
 * A section's behaviour as a plain script on its HTML (a slider's buttons and dots), without React: given
 * the element that holds the section, it wires it and returns its clean-up.
 */
export type Enhancer = (root: HTMLElement) => () => void;

/**
 * How far below the top of the page, in viewport heights, an island counts as on the first screens: the boot
 * hydrates a 'visible' one there right after the load event (app/islands.ts), and the JavaScript budget
 * allows a route with one there 85 KiB instead of 25 (build/budget.ts).
 */
export const FIRST_SCREENS = 2;

/**
 * When a section type needs its code in the browser on the page the visitor loaded (the idea of Astro's
 * `client:*` directives):
 * - 'none': never. The prerendered HTML is the section (text, images, plain links, native <details>, and
 *   "Avvia una chat" buttons, which a page-wide handler serves); its component never reaches the browser.
 * - 'visible': within the first screens (FIRST_SCREENS), right after the load event, its code preloaded;
 *   further down, when it comes within a screen of the viewport.
 * - 'idle': once the browser is idle after loading.
 * - 'interaction': at the first tap, focus or key press inside it (the tap is kept and replayed).
 * The dev server and the editor's preview render every section in the browser, whatever its rule.
 */
export type HydrationRule = 'none' | 'visible' | 'idle' | 'interaction';

/** The rules whose islands load their code with no act of the visitor (the JavaScript budget counts them). */
export const LOADS_BY_ITSELF: readonly HydrationRule[] = ['visible', 'idle'];

/**
 * What the engine knows about one section type, kept in the section's own
 * folder (`definition.ts`) and collected by src/render/registry.ts.
 */
export interface SectionDefinition<K extends SectionType> {
  /** When its code is needed in the browser (see HydrationRule). Required: each new type decides. */
  hydrate: HydrationRule;
  /** The component, in its own chunk: loaded only on the pages that use it. */
  load: () => Promise<ComponentType<SectionOf<K>>>;
  /**
   * Its behaviour as a plain script (scriptModule): the island runs it on the prerendered HTML instead of
   * hydrating the component, so React is not loaded for it. The component runs the same script in an
   * effect (the dev server, Storybook and the editor's preview render sections with React).
   */
  enhance?: () => Promise<Enhancer>;
  /** String catalogs it reads besides the interface's (loaded with it, in the page's language). */
  catalogs?: readonly Catalog<unknown>[];
  /** Its entrance also "expands" (scales up) on desktop widths. */
  expands?: boolean;
}
