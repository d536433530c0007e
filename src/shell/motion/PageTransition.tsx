import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { resetScroll } from './scroll-effects';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Exit-before-enter page transition: the old page fades and slides out
 * (0.3 s) while the next page's data and sections load, then the new one is rendered, the window jumps to the top and the
 * new page fades and slides in. `children(location)` renders a location; `prepare(path)` loads
 * a page's data and section code (the app's, passed down: shell does not import app).
 * `frame(shown, page)` places the animated page in the layout; it gets the location on
 * screen, so what depends on the page shown (its language) changes with the page, not before.
 */
export function PageTransition({
  children,
  prepare,
  frame,
}: {
  children: (location: Location) => ReactNode;
  prepare: (path: string) => Promise<unknown>;
  frame: (shown: Location, page: ReactNode) => ReactNode;
}) {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const [entering, setEntering] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  // Same page (hash, search): no transition, the new location shows at once.
  if (location.pathname === shown.pathname && location.key !== shown.key) setShown(location);

  useEffect(() => {
    if (location.pathname === shown.pathname) return;
    let cancelled = false;
    const el = ref.current;
    const swap = () => {
      if (cancelled) return;
      setEntering(true);
      setShown(location);
    };
    // The next page's data and section code load while the old page leaves.
    const next = prepare(location.pathname).then(
      () => true,
      () => false,
    );
    const out =
      !el || prefersReducedMotion() ? Promise.resolve() : import('./animations').then(({ pageOut }) => pageOut(el));
    void Promise.all([next, out.catch(() => undefined)]).then(([loaded]) => {
      if (loaded) swap();
      // The page's data or code could not be fetched (a new deploy, a flaky network):
      // let the browser load the prerendered page itself instead of showing an error.
      else if (!cancelled) window.location.assign(location.pathname + location.search + location.hash);
    });
    return () => {
      cancelled = true;
    };
  }, [location, shown, prepare]);

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

  return frame(
    shown,
    <div ref={ref} className="page-transition">
      {children(shown)}
    </div>,
  );
}
