import { useEffect, useRef, type ReactNode } from 'react';
import { DESKTOP_BREAKPOINT, EXPAND } from '../../lib/motion-constants';
import { whenNear, whenScrollIntent } from '../../lib/on-demand';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { SectionFrame } from '../../lib/section-frame';

interface Props {
  type: string;
  /** cta and lead banner also "expand" into view on desktop. */
  expand: boolean;
  children: ReactNode;
  /** The section's prerendered HTML, shown as is (its code failed to load); children are then ignored. */
  html?: string;
}

/**
 * Wraps a section for its in-view entrance. The server renders it fully
 * visible (readable without JavaScript, nothing transparent at first paint);
 * after hydration only sections below the fold are hidden and animated in.
 * Nothing above the fold moves, so the animation code is fetched only when
 * it can be seen: at the first scroll intent, or when a hidden section
 * reaches the viewport without one (a taller window, a rotated phone).
 */
export function Reveal({ type, expand, children, html }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = ref.current;
    if (!frame || prefersReducedMotion()) return;
    if (frame.getBoundingClientRect().top < window.innerHeight) return; // above the fold: leave as painted
    const container = frame.querySelector<HTMLElement>(':scope > section > .container');
    const items = container
      ? Array.from(container.children).filter((c): c is HTMLElement => c instanceof HTMLElement)
      : [frame];
    const hide = () => {
      for (const el of items) el.style.opacity = '0';
    };
    const show = () => {
      for (const el of items) el.style.removeProperty('opacity');
      frame.style.removeProperty('transform');
    };
    hide();
    // cta / lead banner also grow into view on desktop; shrunk now, with the content hidden.
    const expanding = expand && window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT}px)`).matches;
    if (expanding) frame.style.transform = `scale(${EXPAND.fromScale})`;
    let stop: (() => void) | undefined;
    let cancelled = false;
    let unobserve: () => void = () => undefined;
    const load = () => {
      unobserve();
      if (cancelled || stop) return;
      stop = () => undefined; // loading: a second trigger does nothing
      import('./animations')
        .then(({ reveal }) => {
          if (!cancelled) stop = reveal(frame, items, expanding);
        })
        .catch(show); // never leave content hidden if the animation code fails to load
    };
    void whenScrollIntent().then(load);
    unobserve = whenNear(frame, '0px', load);
    return () => {
      cancelled = true;
      unobserve();
      stop?.();
    };
  }, [expand]);

  return (
    // With `html` the hydrated frame keeps the server's markup untouched (no mismatch, nothing re-rendered).
    <div
      ref={ref}
      className="section-frame"
      data-section={type}
      {...(html === undefined
        ? { children: <SectionFrame value={ref}>{children}</SectionFrame> }
        : { dangerouslySetInnerHTML: { __html: html } })}
    />
  );
}
