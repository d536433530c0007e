/** Scroll-to-section helper used by every in-page "Scopri di più" button. */
import { SCROLL_TO } from './motion-constants';
import { prefersReducedMotion } from './reduced-motion';

export const SCROLL_DEFAULTS = { offset: SCROLL_TO.offset, duration: SCROLL_TO.durationMs } as const;

export interface ScrollOptions {
  offset?: number;
  duration?: number;
}

type Scroller = (target: HTMLElement, options: Required<ScrollOptions>) => void;

/** When the last native smooth scroll started: lenis must not start (and stop it) mid-way. */
let nativeScrollAt = -Infinity;
export function msSinceNativeScroll(): number {
  return performance.now() - nativeScrollAt;
}

/** Smooth-scroll engine (lenis) registers itself here; the fallback is native scrolling. */
let scroller: Scroller | undefined;
export function setScroller(next: Scroller | undefined) {
  scroller = next;
}

/**
 * Lays out every section from now on. global.css leaves the sections below the first screen to the browser
 * until they near the viewport, sized by a placeholder: a scroll to a section must measure the real page, or
 * it lands off its target as the sections it passes take their real size.
 */
export function layOutAllSections(): void {
  document.documentElement.classList.add('all-laid-out');
}

/** Returns false (and warns) when no element has that id; the visitor sees nothing. */
export function scrollToSection(id: string, options: ScrollOptions = {}): boolean {
  const target = document.getElementById(id.replace(/^#/, ''));
  if (!target) {
    console.warn(`scrollToSection: element "#${id.replace(/^#/, '')}" not found`);
    return false;
  }
  layOutAllSections();
  const opts = { ...SCROLL_DEFAULTS, ...options };
  if (scroller) scroller(target, opts);
  else {
    nativeScrollAt = performance.now();
    // Honour the target's scroll-margin-top (global.css: the sticky header's height), as lenis and a native jump do.
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    const top = target.getBoundingClientRect().top + window.scrollY + opts.offset - margin;
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }
  return true;
}
