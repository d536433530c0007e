import { useEffect } from 'react';
import { SMOOTH_SCROLL } from '../../lib/motion-constants';
import { msSinceNativeScroll, setScroller } from '../../lib/scroll';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { setLenis } from './scroll-effects';

/**
 * Lenis smooth scrolling, started 500 ms after mount so it never competes
 * with the first paint. Not started at all with reduced motion.
 */
export function SmoothScroll() {
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let destroyed = false;
    let destroy: (() => void) | undefined;
    let timer = 0;
    const start = async () => {
      // A native smooth scroll (a click before lenis was ready) gets 1 s to finish first.
      const wait = 1000 - msSinceNativeScroll();
      if (wait > 0) {
        timer = window.setTimeout(start, wait);
        return;
      }
      let Lenis: typeof import('lenis').default;
      try {
        ({ default: Lenis } = await import('lenis'));
      } catch {
        return; // the chunk failed to load: native scrolling stays, which works just as well
      }
      if (destroyed) return;
      // "smoothness 1.5": the duration (s) of a smoothed wheel scroll.
      const lenis = new Lenis({ duration: SMOOTH_SCROLL.smoothness, autoRaf: true, respectReducedMotion: true, anchors: false });
      setLenis(lenis);
      setScroller((target, { offset, duration }) => {
        lenis.resize(); // content may have grown since lenis measured it (images, fonts, late sections)
        lenis.scrollTo(target, { offset, duration: duration / 1000 });
      });
      destroy = () => {
        setScroller(undefined);
        setLenis(undefined);
        lenis.destroy();
      };
    };
    timer = window.setTimeout(start, SMOOTH_SCROLL.startDelayMs);
    return () => {
      destroyed = true;
      window.clearTimeout(timer);
      destroy?.();
    };
  }, []);
  return null;
}
