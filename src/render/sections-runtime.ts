/**
 * Loaded section components. A page renders only after its section chunks
 * are loaded (preloadSections), so server and client render the same tree
 * synchronously and hydration never meets a missing component.
 */
import type { ComponentType } from 'react';
import type { Locale } from '../../schemas/locale';
import { locales } from '../../schemas/locale';
import type { Section, SectionOf, SectionType } from '../../schemas/section';
import type { SectionDefinition } from '../lib/section-definition';
import { registry } from './registry';

const definitions: { readonly [K in SectionType]: SectionDefinition<K> } = registry;

export function definitionOf<K extends SectionType>(type: K): SectionDefinition<K> {
  return definitions[type];
}

const loaded = new Map<SectionType, unknown>();
const pending = new Map<SectionType, Promise<void>>();

function load(type: SectionType): Promise<void> {
  let p = pending.get(type);
  if (!p) {
    p = definitionOf(type)
      .load()
      .then((component) => {
        loaded.set(type, component);
      });
    pending.set(type, p);
    p.catch(() => pending.delete(type)); // a failed chunk may be retried on the next navigation
  }
  return p;
}

/** The code of each section type on a page and the strings it reads, in the page's language. */
export function preloadSections(sections: readonly Pick<Section, 'type'>[], locale: Locale): Promise<void> {
  const types = [...new Set(sections.map((s) => s.type))];
  const catalogs = types.flatMap((t) => definitionOf(t).catalogs ?? []);
  return Promise.all([...types.map(load), ...catalogs.map((c) => c.load(locale))]).then(() => undefined);
}

/** Every section type, in every language (the prerenderer renders every page). */
export function preloadAllSections(): Promise<void> {
  const types = Object.keys(registry) as SectionType[];
  return Promise.all(
    locales.map((locale) =>
      preloadSections(
        types.map((type) => ({ type })),
        locale,
      ),
    ),
  ).then(() => undefined);
}

export function loadedComponent<K extends SectionType>(type: K): ComponentType<SectionOf<K>> | undefined {
  return loaded.get(type) as ComponentType<SectionOf<K>> | undefined;
}

/**
 * The prerendered HTML of each section of the page the browser loaded,
 * read just before hydration. A section whose code fails to load (a blocked
 * or missing chunk) or that throws keeps showing it instead of vanishing.
 */
const serverHtml = new Map<string, string>();

export function rememberServerSections(path: string, frames: Iterable<Element>): void {
  let i = 0;
  for (const frame of frames) serverHtml.set(`${path}#${i++}`, frame.innerHTML);
}

export function serverSectionHtml(path: string, index: number): string | undefined {
  return serverHtml.get(`${path}#${index}`);
}
