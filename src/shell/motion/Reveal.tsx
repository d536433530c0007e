import { useEffect, useRef, type ReactNode } from 'react';
import { EXPAND } from '../../lib/motion-constants';
import { prefersReducedMotion } from '../../lib/reduced-motion';

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
 */
export function Reveal({ type, expand, children, html }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = ref.current;
    if (!frame || prefersReducedMotion()) return;
    if (frame.getBoundingClientRect().top < window.innerHeight) return; // above the fold: leave as painted
    const container = frame.querySelector<HTMLElement>(':scope > section > .container');
    const items = container ? Array.from(container.children).filter((c): c is HTMLElement => c instanceof HTMLElement) : [frame];
    const hide = () => {
      for (const el of items) el.style.opacity = '0';
    };
    const show = () => {
      for (const el of items) el.style.removeProperty('opacity');
      frame.style.removeProperty('transform');
    };
    hide();
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./animations')
      .then(({ reveal, expansionApplies }) => {
        if (cancelled) return;
        const expanding = expand && expansionApplies();
        if (expanding) frame.style.transform = `scale(${EXPAND.fromScale})`;
        stop = reveal(frame, items, expanding);
      })
      .catch(show); // never leave content hidden if the animation code fails to load
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [expand]);

  return (
    // With `html` the hydrated frame keeps the server's markup untouched (no mismatch, nothing re-rendered).
    <div ref={ref} className="section-frame" data-section={type} {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })} />
  );
}
