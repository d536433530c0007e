/**
 * Islands: each section whose type needs code in the browser (its definition's `hydrate`,
 * lib/section-definition.ts) was prerendered in a root of its own, in a frame that carries its rule, index
 * and props (PageRenderer). Each hydrates alone at its moment, sharing one copy of React, which arrives with
 * the first of them; nothing else on the page waits. A section whose code fails keeps its HTML (a form then
 * posts natively).
 */
import type { Section } from '../../schemas/section';
import { FIRST_SCREENS, type HydrationRule } from '../lib/section-definition';
import { whenNear } from '../lib/on-demand';

interface Island {
  frame: HTMLElement;
  rule: HydrationRule;
  index: number;
  section: Section;
  /** Started once, by its rule or by a submit: true once it has hydrated, false when its code failed. */
  hydration?: Promise<boolean>;
  /** Called once it has hydrated (the submit guard steps aside). */
  onHydrated?: () => void;
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

/** Hydrates the island with React, or, when its behaviour is a plain script (its definition's `enhance`), runs that. */
function load({ frame, section, index }: Island): Promise<void> {
  if (frame.hasAttribute('data-script'))
    return import('./enhance-island').then(({ enhanceIsland }) => enhanceIsland(frame, section));
  return import('./hydrate-island').then(({ hydrateIsland }) => hydrateIsland(frame, section, index));
}

function hydrate(island: Island): Promise<boolean> {
  island.hydration ??= load(island).then(
    () => {
      island.onHydrated?.();
      return true;
    },
    (err: unknown) => {
      console.warn(`[section ${island.section.type}] stays as prerendered: its code could not load`, err);
      return false;
    },
  );
  return island.hydration;
}

/**
 * A form sent before its island has hydrated is held (its button busy) and hydrates the island at once,
 * which then sends it, as JSON, with what was typed. If its code cannot load, it goes out as the browser's
 * own POST (server/form-post.ts answers with a page): never lost, never sent twice, never a GET.
 */
function holdSubmits(island: Island): void {
  const { frame } = island;
  let held = false;
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held) return; // a second press is the same request
    held = true;
    const submitter = event.submitter instanceof HTMLElement && form.contains(event.submitter) ? event.submitter : null;
    const busy = submitter ?? form;
    busy.setAttribute('aria-busy', 'true');
    void hydrate(island).then((ok) => {
      frame.removeEventListener('submit', onSubmit, true);
      busy.removeAttribute('aria-busy');
      if (!ok) return HTMLFormElement.prototype.submit.call(form);
      // Hydrated and settled (hydrate-island.tsx): the island's own handler takes the submit.
      if (form.isConnected) form.requestSubmit(submitter);
    });
  };
  frame.addEventListener('submit', onSubmit, true);
  // Hydrated with nothing held: the island's own code takes every submit from now on.
  island.onHydrated = () => {
    if (!held) frame.removeEventListener('submit', onSubmit, true);
  };
}

/**
 * 'interaction': the first tap, focus or key inside. The tap that woke it is given again once it has
 * hydrated, and so is the focus (a form loads its checks when focused); a form's send button is left to
 * its submit, which holdSubmits holds (busy) and sends once the island has its code.
 */
function onInteraction(island: Island): void {
  const { frame } = island;
  const types = ['pointerdown', 'focusin', 'keydown'] as const;
  let woke: HTMLElement | undefined;
  const keepClick = (e: MouseEvent) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLButtonElement>('button') : null;
    if (!button || !frame.contains(button) || (button.type === 'submit' && button.form)) return;
    e.preventDefault();
    e.stopPropagation();
    woke = button;
  };
  const wake = () => {
    for (const type of types) frame.removeEventListener(type, wake, true);
    frame.addEventListener('click', keepClick, true);
    void hydrate(island).then((ok) => {
      frame.removeEventListener('click', keepClick, true);
      if (!ok) return;
      if (woke?.isConnected) woke.click();
      else if (document.activeElement && frame.contains(document.activeElement))
        document.activeElement.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
  };
  for (const type of types) frame.addEventListener(type, wake, { capture: true, passive: true });
  // Focused before the islands started (they start a few frames after the load event): that focus counts.
  if (document.activeElement && frame.contains(document.activeElement)) wake();
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a timer after the load does the same job there.
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else globalThis.setTimeout(run, 1500);
}

/**
 * The islands whose top is within the first screens. Measured by an observer's first report, with the page's
 * own layout: reading positions here (getBoundingClientRect) forced a style and layout pass of the whole
 * page inside the islands' task, its longest part on a slow phone. (A hidden tab reports once it is shown.)
 */
function nearScreen(islands: readonly Island[]): Promise<Set<Island>> {
  if (!islands.length) return Promise.resolve(new Set());
  if (typeof IntersectionObserver === 'undefined') {
    const limit = window.innerHeight * FIRST_SCREENS;
    return Promise.resolve(new Set(islands.filter((island) => island.frame.getBoundingClientRect().top < limit)));
  }
  return new Promise((resolve) => {
    const near = new Set<Island>();
    const unreported = new Map<Element, Island>(islands.map((island) => [island.frame, island]));
    const observer = new IntersectionObserver((entries) => {
      for (const { target, boundingClientRect, rootBounds } of entries) {
        const island = unreported.get(target);
        if (!island) continue;
        unreported.delete(target);
        if (boundingClientRect.top < (rootBounds?.height ?? window.innerHeight) * FIRST_SCREENS) near.add(island);
      }
      if (unreported.size) return;
      observer.disconnect();
      resolve(near);
    });
    for (const island of islands) observer.observe(island.frame);
  });
}

/** Starts every island of the page; resolves once those near the screen have hydrated: true, or false when one failed. */
export function startIslands(root: ParentNode = document): Promise<boolean> {
  const byPosition: Island[] = [];
  for (const island of islandsOf(root)) {
    holdSubmits(island);
    if (island.rule === 'interaction') onInteraction(island);
    else if (island.rule === 'idle') whenIdle(() => void hydrate(island));
    else byPosition.push(island);
  }
  return nearScreen(byPosition)
    .then((near) => {
      for (const island of byPosition)
        if (!near.has(island)) whenNear(island.frame, '100% 0px', () => void hydrate(island));
      return Promise.all([...near].map(hydrate));
    })
    .then((done) => done.every(Boolean));
}
