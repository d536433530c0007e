/**
 * The animation code, loaded on demand (after hydration, or on the first
 * navigation) so it never delays the first paint. motion/mini drives the
 * Web Animations API; inView and stagger come from motion's DOM API.
 */
import { inView, stagger } from 'motion';
import { animate } from 'motion/mini';
import { DESKTOP_BREAKPOINT, EXPAND, IN_VIEW, PAGE_TRANSITION } from '../../lib/motion-constants';

export async function pageOut(el: HTMLElement): Promise<void> {
  await animate(el, { opacity: [1, 0], transform: ['none', `translateY(-${PAGE_TRANSITION.offsetY}px)`] }, { duration: PAGE_TRANSITION.duration, ease: 'easeIn' }).finished;
}

export async function pageIn(el: HTMLElement): Promise<void> {
  await animate(el, { opacity: [0, 1], transform: [`translateY(${PAGE_TRANSITION.offsetY}px)`, 'none'] }, { duration: PAGE_TRANSITION.duration, ease: 'easeOut' }).finished;
  el.style.removeProperty('transform');
  el.style.removeProperty('opacity');
}

/** True when the expansion effect of cta / lead banner applies (desktop only). */
export function expansionApplies(): boolean {
  return window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT}px)`).matches;
}

/**
 * Entrance once, when 30% of the section is visible: its content fades and
 * rises with staggered delays; expanding sections also grow from 0.92 to 1
 * on desktop. `items` were hidden (and `frame` shrunk) synchronously by the caller.
 */
export function reveal(frame: HTMLElement, items: HTMLElement[], expand: boolean): () => void {
  const stop = inView(
    frame,
    () => {
      animate(items, { opacity: [0, 1], transform: [`translateY(${IN_VIEW.offsetY}px)`, 'none'] }, { duration: IN_VIEW.duration, delay: stagger(IN_VIEW.stagger), ease: 'easeOut' });
      if (expand) animate(frame, { transform: [`scale(${EXPAND.fromScale})`, 'scale(1)'] }, { duration: EXPAND.duration, ease: 'easeOut' });
      stop();
    },
    { amount: IN_VIEW.threshold },
  );
  return stop;
}
