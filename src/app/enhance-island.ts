/**
 * An island whose behaviour is a plain script (its definition's `enhance`, e.g. the card slider): the
 * script runs on the prerendered HTML, and React is not loaded for it (app/islands.ts loads this module).
 */
import type { Section } from '../../schemas/section';
import { definitionOf } from '../render/load-sections';

/** Runs `section`'s script on `frame`; rejects when its code cannot load. */
export async function enhanceIsland(frame: HTMLElement, section: Section): Promise<void> {
  const { enhance } = definitionOf(section.type);
  if (!enhance) throw new Error(`section ${section.type} has no script`);
  (await enhance())(frame);
  frame.setAttribute('data-hydrated', '');
}
