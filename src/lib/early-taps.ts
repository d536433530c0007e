/**
 * On a slow connection several seconds pass between the first paint and
 * hydration. A tap on a button React will handle (the chat bubble, "Avvia una
 * chat", an accordion item…) would be lost in that time: it is recorded here,
 * the button shows it is busy, and the tap is replayed once the app has
 * hydrated (App sets html[data-hydrated]). Buttons that work natively (the
 * burger is a popovertarget button) are left alone. A form submit is held
 * the same way and replayed once (its own code then sends it as JSON); if the
 * app never hydrates (its chunk or strings failed), held submits go out as
 * the browser's own POST, which the endpoint answers with a page
 * (server/form-post.ts), and later ones are no longer held.
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
  // A second press on the same form before its code arrives is the same request: it is sent once.
  if (!(target instanceof HTMLElement) && list.some((k) => !(k instanceof HTMLElement) && k.form === target.form))
    return;
  const busy = target instanceof HTMLElement ? target : (target.submitter ?? target.form);
  busy.setAttribute('aria-busy', 'true');
  list.push(target);
}

function heldFrameOf(el: Element): Kept[] | undefined {
  for (const [frame, kept] of held) if (frame.contains(el)) return kept;
  return undefined;
}

/**
 * `run`: the code has arrived, replay through it. Otherwise taps are dropped
 * (nothing would handle them) and submits go out natively: the form is a real
 * POST to the endpoint, so what was typed still arrives.
 */
function replay(kept: Kept[], run: boolean) {
  for (const k of kept) {
    if (k instanceof HTMLElement) {
      k.removeAttribute('aria-busy');
      if (run && k.isConnected) k.click();
      continue;
    }
    const { form, submitter } = k;
    (submitter ?? form).removeAttribute('aria-busy');
    if (!form.isConnected) continue;
    if (run) form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
    else if (form.method === 'post') HTMLFormElement.prototype.submit.call(form);
  }
}

/** Set when the app will not hydrate: nothing is held any more. */
let gaveUp = false;
let giveUpNow: (() => void) | undefined;

/**
 * The app could not start (its chunk or its strings failed to load): held
 * submits go out as the browser's own POST, and the page works as it does
 * without JavaScript from now on.
 */
export function hydrationFailed(): void {
  gaveUp = true;
  giveUpNow?.();
}

/** Starts recording; returns a function that stops it (tests). */
export function recordTapsUntilHydrated(doc: Document): () => void {
  const root = doc.documentElement;
  if (root.hasAttribute(HYDRATED_ATTR)) return () => undefined;
  const pending: Kept[] = [];

  const record = (e: MouseEvent) => {
    const hydrated = root.hasAttribute(HYDRATED_ATTR);
    if (gaveUp || (hydrated && !held.size)) return;
    const target = e.target instanceof Element ? e.target.closest<HTMLElement>(REPLAYABLE) : null;
    if (!target || !target.closest('#root')) return;
    const list = heldFrameOf(target) ?? (hydrated ? undefined : pending);
    if (!list) return;
    e.preventDefault();
    e.stopPropagation();
    keep(list, target);
  };

  // A form whose code has not arrived (the app, or its section far below the fold): its submit waits for it.
  const holdSubmit = (e: SubmitEvent) => {
    if (gaveUp || !(e.target instanceof HTMLFormElement) || !e.target.closest('#root')) return;
    const list = heldFrameOf(e.target) ?? (root.hasAttribute(HYDRATED_ATTR) ? undefined : pending);
    if (!list) return;
    e.preventDefault();
    e.stopPropagation();
    const submitter = e.submitter instanceof HTMLElement ? e.submitter : null;
    keep(list, { form: e.target, submitter });
  };

  const hydratedNow = () => {
    if (!root.hasAttribute(HYDRATED_ATTR)) return;
    observer.disconnect();
    // A tap or submit inside a section that hydrates later waits for it; the others are replayed now.
    const now = pending.filter((k) => {
      const frame = heldFrameOf(k instanceof HTMLElement ? k : k.form);
      frame?.push(k);
      return !frame;
    });
    pending.length = 0;
    replay(now, true);
  };
  giveUpNow = () => {
    observer.disconnect();
    replay(pending.splice(0), false);
    for (const [frame, kept] of held) {
      held.delete(frame);
      replay(kept, false);
    }
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
