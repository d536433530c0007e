/**
 * The shell's motion without React: the scroll variables, lenis smooth scrolling and the in-view entrance
 * of the sections below the fold (each section's frame, PageRenderer.tsx). The animation code (motion) and
 * lenis are fetched at the visitor's first scroll intent, never with the page.
 */
import { DESKTOP_BREAKPOINT, EXPAND, SMOOTH_SCROLL } from '../../lib/motion-constants';
import { msSinceNativeScroll, setScroller } from '../../lib/scroll';
import { whenNear, whenScrollIntent } from '../../lib/on-demand';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { setLenis, writeScrollVars } from './scroll-effects';

/**
 * Keeps --scroll-y and --vh on <html> current (one write per animation frame), from the first scroll or
 * resize on: until then global.css's defaults hold (0px, 1vh). Not written at boot: reading scrollY forces
 * a layout of the whole page, and a variable on <html> restyles all of it (the boot's longest task).
 * Nor for an event that changed neither: a phone (and Lighthouse's emulation of one) fires a resize as the
 * page loads, whose write restyled the whole page right after the first paint (15 ms of a load at 4x CPU).
 */
export function startScrollVars(): void {
  let frame = 0;
  // The height the page was first laid out with, read in its first frame (which lays the page out anyway):
  // until something changes, global.css's defaults stand for it and for the top of the page.
  let height: number | undefined;
  let written = false;
  const write = () => {
    frame = 0;
    if (!written && window.scrollY === 0 && window.innerHeight === height) return;
    written = true;
    writeScrollVars();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(write);
  };
  requestAnimationFrame(() => {
    height = window.innerHeight;
    // Scrolled before the boot listened (a link to a section, a reload further down): written now.
    if (window.scrollY !== 0) schedule();
  });
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
}

/**
 * Lenis, fetched at the first scroll intent and started no sooner than 500 ms after the page (so it never
 * competes with the first paint). Not at all with reduced motion.
 */
export function startSmoothScroll(): void {
  if (prefersReducedMotion()) return;
  const start = async () => {
    // A native smooth scroll (a click before lenis was ready) gets 1 s to finish first.
    const wait = 1000 - msSinceNativeScroll();
    if (wait > 0) {
      window.setTimeout(() => void start(), wait);
      return;
    }
    let Lenis: typeof import('lenis').default;
    try {
      ({ default: Lenis } = await import('lenis'));
    } catch {
      return; // the chunk failed to load: native scrolling stays, which works just as well
    }
    // "smoothness 1.5": the duration (s) of a smoothed wheel scroll.
    const lenis = new Lenis({
      duration: SMOOTH_SCROLL.smoothness,
      autoRaf: false,
      respectReducedMotion: true,
      anchors: false,
    });
    // Frames only while lenis animates a scroll. Its own loop (autoRaf) asks for every frame for the rest of
    // the page's life: a page scrolled once kept waking the CPU 60 times a second, 7-10 % of a core here.
    let frame = 0;
    let resumed = false;
    const tick = (time: number) => {
      // After a pause, one frame's time since the last: lenis advances by the time between frames, and the
      // whole pause would end the new scroll at once.
      if (resumed) lenis.time = time - 1000 / 60;
      resumed = false;
      lenis.raf(time);
      frame = lenis.isScrolling === 'smooth' ? requestAnimationFrame(tick) : 0;
    };
    const wake = () => {
      if (frame) return;
      resumed = true;
      frame = requestAnimationFrame(tick);
    };
    lenis.on('virtual-scroll', wake);
    setLenis(lenis);
    setScroller((target, { offset, duration }) => {
      lenis.resize(); // content may have grown since lenis measured it (images, fonts, islands)
      lenis.scrollTo(target, { offset, duration: duration / 1000 });
      wake();
    });
  };
  const intent = whenScrollIntent(); // listening from now: an early scroll counts too
  window.setTimeout(() => void intent.then(start), SMOOTH_SCROLL.startDelayMs);
}

/**
 * The entrance of one section. The server renders it fully visible (readable without JavaScript, nothing
 * transparent at first paint); only a section below the fold is hidden here and animated in. The animation
 * code is fetched at the first scroll intent, or when a hidden section reaches the viewport without one.
 */
function reveal(frame: HTMLElement): void {
  const container = frame.querySelector<HTMLElement>(':scope > section > .container');
  const items = container
    ? Array.from(container.children).filter((c): c is HTMLElement => c instanceof HTMLElement)
    : [frame];
  for (const el of items) el.style.opacity = '0';
  // cta / lead banner also grow into view on desktop; shrunk now, with the content hidden.
  const expanding =
    frame.dataset.expand !== undefined && window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT}px)`).matches;
  if (expanding) frame.style.transform = `scale(${EXPAND.fromScale})`;
  const show = () => {
    for (const el of items) el.style.removeProperty('opacity');
    frame.style.removeProperty('transform');
  };
  let started = false;
  let unobserve: () => void = () => undefined;
  const load = () => {
    unobserve();
    if (started) return;
    started = true;
    import('./animations').then(({ reveal: animate }) => animate(frame, items, expanding)).catch(show); // never leave content hidden
  };
  void whenScrollIntent().then(load);
  unobserve = whenNear(frame, '0px', load);
}

/** Every section frame of the page (not with reduced motion: everything stays as painted). */
export function startReveal(root: ParentNode = document): void {
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
  // Which sections are below the fold comes from an observer's first report, measured with the page's own
  // layout: reading positions here (getBoundingClientRect) forced a layout of the whole page inside the
  // boot script, its longest task on a slow phone. Above the fold: left as painted.
  const observer = new IntersectionObserver((entries) => {
    for (const { target, boundingClientRect, rootBounds } of entries) {
      observer.unobserve(target);
      if (target instanceof HTMLElement && boundingClientRect.top >= (rootBounds?.height ?? window.innerHeight))
        reveal(target);
    }
  });
  root.querySelectorAll<HTMLElement>('.section-frame[data-section]').forEach((frame) => observer.observe(frame));
}
