/** Shared scroll state: the lenis instance (if started) and the page style variables. */
interface LenisLike {
  scrollTo(target: number, options: { immediate: boolean; force: boolean }): void;
  resize(): void;
  stop(): void;
  start(): void;
}

let lenis: LenisLike | undefined;
export function setLenis(next: LenisLike | undefined) {
  lenis = next;
}

/** An overlay (the mobile menu) is open: the page behind it stays put. CSS hides html's overflow; lenis scrolls on its own, so it pauses too. */
export function holdPageScroll(hold: boolean) {
  if (hold) lenis?.stop();
  else lenis?.start();
}

/** Writes scroll position and viewport height to CSS variables on <html>. */
export function writeScrollVars() {
  const root = document.documentElement.style;
  root.setProperty('--scroll-y', `${Math.round(window.scrollY)}px`);
  root.setProperty('--vh', `${window.innerHeight / 100}px`);
}

/** Route change: jump to the top instantly and let scroll-driven effects re-measure. */
export function resetScroll() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  lenis?.scrollTo(0, { immediate: true, force: true });
  lenis?.resize();
  writeScrollVars();
}
