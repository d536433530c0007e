/**
 * The animation code, loaded on demand (at the first scroll intent, or when
 * a hidden section comes into view) so it never delays the first paint. motion/mini drives the
 * Web Animations API; inView and stagger come from motion's DOM API.
 */
import { inView, stagger } from 'motion';
import { animate } from 'motion/mini';
import { EXPAND, IN_VIEW } from '../../lib/motion-constants';

/**
 * Entrance once, when 30% of the section is visible: its content fades and
 * rises with staggered delays; expanding sections also grow from 0.92 to 1
 * on desktop. `items` were hidden (and `frame` shrunk) synchronously by the caller.
 */
export function reveal(frame: HTMLElement, items: HTMLElement[], expand: boolean): () => void {
  const stop = inView(
    frame,
    () => {
      animate(
        items,
        { opacity: [0, 1], transform: [`translateY(${IN_VIEW.offsetY}px)`, 'none'] },
        { duration: IN_VIEW.duration, delay: stagger(IN_VIEW.stagger), ease: 'easeOut' },
      );
      if (expand)
        animate(
          frame,
          { transform: [`scale(${EXPAND.fromScale})`, 'scale(1)'] },
          { duration: EXPAND.duration, ease: 'easeOut' },
        );
      stop();
    },
    { amount: IN_VIEW.threshold },
  );
  return stop;
}
