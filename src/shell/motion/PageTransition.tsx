import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { preparePage } from '../../app/page-store';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { resetScroll } from './scroll-effects';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Exit-before-enter page transition: the old page fades and slides out
 * (0.3 s) while the next page's data and sections load, then the new one is rendered, the window jumps to the top and the
 * new page fades and slides in. `children(location)` renders a location.
 */
export function PageTransition({ children }: { children: (location: Location) => ReactNode }) {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  const [entering, setEntering] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (location.pathname === shown.pathname) {
      if (location.key !== shown.key) setShown(location); // same page (hash, search): no transition
      return;
    }
    let cancelled = false;
    const el = ref.current;
    const swap = () => {
      if (cancelled) return;
      setEntering(true);
      setShown(location);
    };
    // The next page's data and section code load while the old page leaves.
    const next = preparePage(location.pathname).then(
      () => true,
      () => false,
    );
    const out = !el || prefersReducedMotion() ? Promise.resolve() : import('./animations').then(({ pageOut }) => pageOut(el));
    Promise.all([next, out.catch(() => undefined)]).then(([loaded]) => {
      if (loaded) swap();
      // The page's data or code could not be fetched (a new deploy, a flaky network):
      // let the browser load the prerendered page itself instead of showing an error.
      else if (!cancelled) window.location.assign(location.pathname + location.search + location.hash);
    });
    return () => {
      cancelled = true;
    };
  }, [location, shown]);

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

  return (
    <div ref={ref} className="page-transition">
      {children(shown)}
    </div>
  );
}
