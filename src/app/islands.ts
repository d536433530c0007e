/**
 * Islands: each section whose type needs code in the browser (its definition's `hydrate`,
 * lib/section-definition.ts) was prerendered in a root of its own, in a frame that carries its rule, index
 * and props (PageRenderer). Each hydrates alone at its moment, sharing one copy of React, which arrives with
 * the first of them; nothing else on the page waits. A section whose code fails keeps its HTML (a form then
 * posts natively).
 */
import type { Section } from '../../schemas/section';
import type { HydrationRule } from '../lib/section-definition';
import { whenNear } from '../lib/on-demand';

/** Islands closer than this below the fold, in viewport heights, hydrate at once (the boot preloads their code). */
const NEAR_VIEWPORTS = 2;

/** Set on an island's frame once it has hydrated (tests and CSS can read it). */
export const ISLAND_HYDRATED = 'data-hydrated';

interface Island {
  frame: HTMLElement;
  rule: HydrationRule;
  index: number;
  section: Section;
}

function islandsOf(root: ParentNode): Island[] {
  return Array.from(root.querySelectorAll<HTMLElement>('.section-frame[data-island]')).flatMap((frame) => {
    try {
      const section = JSON.parse(frame.dataset.props ?? '') as Section;
      return [{ frame, rule: frame.dataset.island as HydrationRule, index: Number(frame.dataset.index), section }];
    } catch {
      return []; // a damaged frame keeps its HTML
    }
  });
}

async function hydrate(island: Island): Promise<void> {
  try {
    const { hydrateIsland } = await import('./hydrate-island');
    await hydrateIsland(island.frame, island.section, island.index);
  } catch (err) {
    console.warn(`[section ${island.section.type}] stays as prerendered: its code could not load`, err);
  }
}

/** 'interaction': the first tap, focus or key inside; the tap that woke it is given again once it has hydrated. */
function onInteraction(island: Island): void {
  const { frame } = island;
  const types = ['pointerdown', 'focusin', 'keydown'] as const;
  let woke: HTMLElement | undefined;
  const keepClick = (e: MouseEvent) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('button') : null;
    if (!button || !frame.contains(button)) return;
    e.preventDefault();
    e.stopPropagation();
    woke = button;
  };
  const wake = () => {
    for (const type of types) frame.removeEventListener(type, wake, true);
    frame.addEventListener('click', keepClick, true);
    void hydrate(island).then(() => {
      frame.removeEventListener('click', keepClick, true);
      if (woke?.isConnected) woke.click();
    });
  };
  for (const type of types) frame.addEventListener(type, wake, { capture: true, passive: true });
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a timer after the load does the same job there.
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else globalThis.setTimeout(run, 1500);
}

/** Starts every island of the page; resolves once those near the screen have hydrated (or failed). */
export function startIslands(root: ParentNode = document): Promise<void> {
  const now: Promise<void>[] = [];
  const limit = window.innerHeight * NEAR_VIEWPORTS;
  for (const island of islandsOf(root)) {
    if (island.rule === 'interaction') onInteraction(island);
    else if (island.rule === 'idle') whenIdle(() => void hydrate(island));
    else if (island.frame.getBoundingClientRect().top < limit) now.push(hydrate(island));
    else whenNear(island.frame, '100% 0px', () => void hydrate(island));
  }
  return Promise.all(now).then(() => undefined);
}
