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
 * hydrated, and a tap or a form submit inside it waits for that (a submit
 * would otherwise be the browser's own: a GET of this page with the fields
 * in its URL).
 */
export const HYDRATED_ATTR = 'data-hydrated';
const REPLAYABLE = 'button[type="button"]:not([popovertarget]):not(:disabled)';

/** A kept tap (a button) or submit (a form, and the button that sent it). */
type Kept = HTMLElement | { form: HTMLFormElement; submitter: HTMLElement | null };

/** Section frames not hydrated yet, with what was kept for each. */
const held = new Map<Element, Kept[]>();

function keep(list: Kept[], target: Kept) {
  const busy = target instanceof HTMLElement ? target : (target.submitter ?? target.form);
  busy.setAttribute('aria-busy', 'true');
  list.push(target);
}

function heldFrameOf(el: Element): Kept[] | undefined {
  for (const [frame, kept] of held) if (frame.contains(el)) return kept;
  return undefined;
}

function replay(kept: Kept[], run: boolean) {
  for (const k of kept) {
    if (k instanceof HTMLElement) {
      k.removeAttribute('aria-busy');
      if (run && k.isConnected) k.click();
      continue;
    }
    const { form, submitter } = k;
    (submitter ?? form).removeAttribute('aria-busy');
    if (!run || !form.isConnected) continue;
    form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
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

  // A form in a section not hydrated yet: its submit waits for the section's code.
  const holdSubmit = (e: SubmitEvent) => {
    if (!(e.target instanceof HTMLFormElement)) return;
    const list = heldFrameOf(e.target);
    if (!list) return;
    e.preventDefault();
    e.stopPropagation();
    const submitter = e.submitter instanceof HTMLElement ? e.submitter : null;
    keep(list, { form: e.target, submitter });
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
  doc.addEventListener('submit', holdSubmit, true);
  return () => {
    observer.disconnect();
    doc.removeEventListener('click', record, true);
    doc.removeEventListener('submit', holdSubmit, true);
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
