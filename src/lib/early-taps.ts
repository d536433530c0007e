/**
 * On a slow connection several seconds pass between the first paint and
 * hydration. A tap on a button React will handle (the chat bubble, "Avvia una
 * chat", an accordion item…) would be lost in that time: it is recorded here,
 * the button shows it is busy, and the tap is replayed once the app has
 * hydrated (App sets html[data-hydrated]). Buttons that work natively (the
 * burger is a popovertarget button) and form submits are left alone.
 *
 * The same holds after that for a section whose code loads later (far below
 * the fold, app/load-page.ts): its frame is held until the section has
 * hydrated, and a tap inside it waits for that.
 */
export const HYDRATED_ATTR = 'data-hydrated';
const REPLAYABLE = 'button[type="button"]:not([popovertarget]):not(:disabled)';

/** Section frames not hydrated yet, with the taps kept for each. */
const held = new Map<Element, HTMLElement[]>();

function keep(list: HTMLElement[], target: HTMLElement) {
  target.setAttribute('aria-busy', 'true');
  list.push(target);
}

function heldFrameOf(el: Element): HTMLElement[] | undefined {
  for (const [frame, taps] of held) if (frame.contains(el)) return taps;
  return undefined;
}

function replay(taps: HTMLElement[], click: boolean) {
  for (const el of taps) {
    el.removeAttribute('aria-busy');
    if (click && el.isConnected) el.click();
  }
}

/** Starts recording; returns a function that stops it (tests). */
export function recordTapsUntilHydrated(doc: Document): () => void {
  const root = doc.documentElement;
  if (root.hasAttribute(HYDRATED_ATTR)) return () => undefined;
  const pending: HTMLElement[] = [];

  const record = (e: MouseEvent) => {
    const hydrated = root.hasAttribute(HYDRATED_ATTR);
    if (hydrated && !held.size) return;
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>(REPLAYABLE) : null;
    if (!target || !target.closest('#root')) return;
    const list = heldFrameOf(target) ?? (hydrated ? undefined : pending);
    if (!list) return;
    e.preventDefault();
    e.stopPropagation();
    keep(list, target);
  };

  const hydratedNow = () => {
    if (!root.hasAttribute(HYDRATED_ATTR)) return;
    observer.disconnect();
    // A tap inside a section that hydrates later waits for it; the others are replayed now.
    const now = pending.filter((el) => {
      const frame = heldFrameOf(el);
      frame?.push(el);
      return !frame;
    });
    replay(now, true);
  };

  const observer = new MutationObserver(hydratedNow);
  observer.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTR] });
  // Kept after hydration: it does nothing unless a section is held.
  doc.addEventListener('click', record, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('click', record, true);
  };
}

/** `frame`'s section hydrates later: taps inside it wait for `releaseTaps`. */
export function holdTaps(frame: Element): void {
  if (!held.has(frame)) held.set(frame, []);
}

/** `frame`'s section has hydrated (`replay`: its kept taps are replayed) or will not (its code failed to load). */
export function releaseTaps(frame: Element, replayTaps: boolean): void {
  const taps = held.get(frame);
  held.delete(frame);
  if (taps) replay(taps, replayTaps);
}
