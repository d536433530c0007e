import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { resetScroll } from './scroll-effects';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Exit-before-enter page transition; animation only, the router loads pages.
 * Once the router has loaded and committed the next page (`id`, the shown
 * page's path, changes), the old page fades and slides out (0.3 s), then the
 * new page replaces it, the window jumps to the top and the new page fades and
 * slides in. Same-page changes (hash, search) render at once.
 * `frame(shown, page)` places the animated page in the layout; it gets the path
 * on screen, so what depends on the page shown (its language) changes with the
 * page, not before.
 */
export function PageTransition({
  id,
  children,
  frame,
}: {
  id: string;
  children: ReactNode;
  frame: (shown: string, page: ReactNode) => ReactNode;
}) {
  const [shown, setShown] = useState({ id, children });
  const [entering, setEntering] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // One exit per page change, whatever re-renders happen meanwhile.
  const leaving = useRef<{ from: string; done: Promise<void> } | undefined>(undefined);

  const leave = useCallback((from: string): Promise<void> => {
    const el = ref.current;
    if (leaving.current?.from !== from) {
      const done =
        !el || prefersReducedMotion()
          ? Promise.resolve()
          : import('./animations').then(
              ({ pageOut }) => pageOut(el),
              () => undefined,
            );
      leaving.current = { from, done };
    }
    return leaving.current.done;
  }, []);

  // The router has moved to another page: swap once the old one has left.
  useEffect(() => {
    if (id === shown.id) {
      // Back to the shown page before the swap: it comes back.
      const out = leaving.current;
      leaving.current = undefined;
      void out?.done.then(() => {
        ref.current?.style.removeProperty('opacity');
        ref.current?.style.removeProperty('transform');
      });
      return;
    }
    let cancelled = false;
    void leave(shown.id).then(() => {
      if (cancelled) return;
      leaving.current = undefined;
      setEntering(true);
      setShown({ id, children });
    });
    return () => {
      cancelled = true;
    };
  }, [id, children, shown.id, leave]);

  // The new page is in the DOM: top of the page at once, then animate in.
  useIsoLayoutEffect(() => {
    if (!entering) return;
    setEntering(false);
    resetScroll();
    const el = ref.current;
    if (el && !prefersReducedMotion()) {
      el.style.opacity = '0';
      import('./animations').then(({ pageIn }) => pageIn(el)).catch(() => el.style.removeProperty('opacity'));
    }
  }, [entering]);

  const current = id === shown.id;
  return frame(
    current ? id : shown.id,
    <div ref={ref} className="page-transition">
      {current ? children : shown.children}
    </div>,
  );
}
