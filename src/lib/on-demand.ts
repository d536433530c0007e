/**
 * Moments at which code that the first paint does not need is fetched: the
 * visitor's first scroll intent, or an element coming near the viewport.
 * Both cost nothing until then (a few listeners, one observer).
 */

const INTENT_EVENTS = ['wheel', 'touchstart', 'keydown', 'scroll'] as const;
let intent: Promise<void> | undefined;

/** Resolves at the visitor's first wheel, touch, key press or scroll (of any origin: a link, a script, find-in-page). */
export function whenScrollIntent(): Promise<void> {
  intent ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return intent;
}

/**
 * Calls `run` once when `el` comes within `rootMargin` of the viewport (or at
 * once without IntersectionObserver). Returns a function that cancels it.
 */
export function whenNear(el: Element, rootMargin: string, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * Calls `run` once when `el` can be seen: in the viewport, or, from the
 * visitor's first scroll intent on, within `ahead` of it (they are on their
 * way). Returns a function that cancels it.
 */
export function whenAboutToBeSeen(el: Element, ahead: string, run: () => void): () => void {
  let done = false;
  let cancel: () => void = () => undefined;
  const fire = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  cancel = whenNear(el, '0px', fire); // may fire at once (no IntersectionObserver)
  void whenScrollIntent().then(() => {
    if (done) return;
    cancel();
    cancel = whenNear(el, ahead, fire);
  });
  return () => {
    done = true;
    cancel();
  };
}
