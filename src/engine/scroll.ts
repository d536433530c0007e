/** Scroll-to-section helper used by every in-page "Scopri di più" button. */
export const SCROLL_DEFAULTS = { offset: 0, duration: 800 } as const;

export interface ScrollOptions {
  offset?: number;
  duration?: number;
}

type Scroller = (target: HTMLElement, options: Required<ScrollOptions>) => void;

/** Smooth-scroll engine (lenis) registers itself here; the fallback is native scrolling. */
let scroller: Scroller | undefined;
export function setScroller(next: Scroller | undefined) {
  scroller = next;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Returns false (and warns) when no element has that id; the visitor sees nothing. */
export function scrollToSection(id: string, options: ScrollOptions = {}): boolean {
  const target = document.getElementById(id.replace(/^#/, ''));
  if (!target) {
    console.warn(`scrollToSection: element "#${id.replace(/^#/, '')}" not found`);
    return false;
  }
  const opts = { ...SCROLL_DEFAULTS, ...options };
  if (scroller) scroller(target, opts);
  else {
    const top = target.getBoundingClientRect().top + window.scrollY + opts.offset;
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }
  return true;
}
