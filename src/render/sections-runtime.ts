/**
 * Loaded section components. A page renders only after its section chunks
 * are loaded (preloadSections), so server and client render the same tree
 * synchronously and hydration never meets a missing component.
 */
import type { ComponentType } from 'react';
import type { Section, SectionOf, SectionType } from '../../schemas/section';
import { registry } from './registry';

const loaded = new Map<SectionType, unknown>();
const pending = new Map<SectionType, Promise<void>>();

function load<K extends SectionType>(type: K): Promise<void> {
  let p = pending.get(type);
  if (!p) {
    const loader = registry[type] as () => Promise<ComponentType<SectionOf<K>>>;
    p = loader().then((component) => {
      loaded.set(type, component);
    });
    pending.set(type, p);
    p.catch(() => pending.delete(type)); // a failed chunk may be retried on the next navigation
  }
  return p;
}

export function preloadSections(sections: readonly Pick<Section, 'type'>[]): Promise<void> {
  return Promise.all([...new Set(sections.map((s) => s.type))].map(load)).then(() => undefined);
}

/** Every section type (the prerenderer renders every page). */
export function preloadAllSections(): Promise<void> {
  return Promise.all((Object.keys(registry) as SectionType[]).map(load)).then(() => undefined);
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
