/**
 * Loads the code of a page's sections (each type is its own chunk) and the
 * string catalogs they read, in the page's language. Route loaders call it,
 * so a page renders only once its sections are there and the server and the
 * client render the same tree synchronously.
 */
import type { ComponentType } from 'react';
import type { Locale } from '../../schemas/locale';
import type { Section, SectionOf, SectionType } from '../../schemas/section';
import type { SectionDefinition } from '../lib/section-definition';
import { registry } from './registry';

/** The loaded component of each section type; a type whose chunk failed to load is absent. */
export type SectionComponents = ReadonlyMap<SectionType, unknown>;

export interface LoadedSections {
  components: SectionComponents;
  /** Types whose chunk or strings failed to load (blocked, offline, removed by a new deploy). */
  failed: SectionType[];
}

const definitions: { readonly [K in SectionType]: SectionDefinition<K> } = registry;

export function definitionOf<K extends SectionType>(type: K): SectionDefinition<K> {
  return definitions[type];
}

export function componentOf<K extends SectionType>(
  components: SectionComponents,
  type: K,
): ComponentType<SectionOf<K>> | undefined {
  // loadSections stores under each type the component its definition loads.
  return components.get(type) as ComponentType<SectionOf<K>> | undefined;
}

/** Every section type the registry knows (the prerenderer and Storybook render any page). */
export const allSectionTypes = Object.keys(registry) as SectionType[];

/**
 * Each type's component once loaded: a module is imported once, not at every page that uses it (the
 * prerenderer renders thousands; an import() of a loaded module still goes through the module loader,
 * and under a loader hook, as `tsx` installs, waits on its thread). A failed load is forgotten, so the
 * next page retries it.
 */
const loading = new Map<SectionType, Promise<unknown>>();
function loadComponent(type: SectionType): Promise<unknown> {
  let p = loading.get(type);
  if (!p) {
    p = definitionOf(type).load();
    loading.set(type, p);
    p.catch(() => loading.delete(type));
  }
  return p;
}

/** The components of every type `sections` uses, with their strings. A failed chunk does not fail the others: the caller decides. */
export async function loadSections(
  sections: readonly Pick<Section, 'type'>[],
  locale: Locale,
): Promise<LoadedSections> {
  const types = [...new Set(sections.map((s) => s.type))];
  const components = new Map<SectionType, unknown>();
  const failed: SectionType[] = [];
  await Promise.all(
    types.map(async (type) => {
      try {
        const [component] = await Promise.all([
          loadComponent(type),
          ...(definitionOf(type).catalogs ?? []).map((c) => c.load(locale)),
        ]);
        components.set(type, component);
      } catch (err) {
        console.error(`[section ${type}] code failed to load`, err);
        failed.push(type);
      }
    }),
  );
  return { components, failed };
}
