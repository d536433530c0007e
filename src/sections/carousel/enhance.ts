/**
 * The carousel's behaviour, without React (WAI-ARIA carousel with a rotation control, WCAG 2.2.2): keen-slider
 * on the track once it is about to be seen, moving on its own one slide per CAROUSEL.speed ms. Rotation
 * stops while the pointer is over it, while focus is inside, off screen, and never starts on its own with
 * prefers-reduced-motion; the pause button is the visitor's choice and changes its name. The prerendered
 * page runs it as the section's island; Carousel.tsx runs it too.
 */
import type { Enhancer } from '../../lib/section-definition';
import type { KeenSliderInstance } from '../../lib/keen';
import { sliderWhenNear } from '../../lib/slider';
import { prefersReducedMotion, subscribeReducedMotion } from '../../lib/reduced-motion';
import { CAROUSEL } from '../../lib/motion-constants';

const linear = (t: number) => t;

/** One linear step of CAROUSEL.speed ms per slide; chained with no delay it reads as continuous movement. */
function advance(slider: KeenSliderInstance) {
  slider.moveToIdx(slider.track.details.abs + 1, true, { duration: CAROUSEL.speed, easing: linear });
}

export const enhance: Enhancer = (root) => {
  const region = root.querySelector<HTMLElement>('.carousel__region');
  const track = root.querySelector<HTMLElement>('.carousel__track');
  const toggle = root.querySelector<HTMLButtonElement>('.carousel__controls button');
  if (!region || !track || !toggle) return () => undefined;
  let slider: KeenSliderInstance | undefined;
  // Rotation plays unless the visitor paused it or, before any choice, asks the system for reduced motion.
  let chosen: boolean | undefined;
  let reduced = prefersReducedMotion();
  /** What holds the rotation besides the visitor's choice: the pointer over it, focus inside, off screen. */
  const held = { hovered: false, focused: false, hidden: false };
  let running = false;

  const update = () => {
    const playing = chosen ?? !reduced;
    toggle.setAttribute('aria-label', (playing ? toggle.dataset.pause : toggle.dataset.play) ?? '');
    toggle.dataset.playing = String(playing);
    const now = slider !== undefined && playing && !held.hovered && !held.focused && !held.hidden;
    region.dataset.state = now ? 'running' : 'paused';
    if (now === running || !slider) return;
    running = now;
    if (running) advance(slider);
    else slider.animator.stop();
  };
  // keen-slider stops the animation in progress when it re-measures (window resized, phone rotated)
  // without firing animationEnded: start again from there.
  const resume = (s: KeenSliderInstance) => {
    if (running) advance(s);
  };

  // mouseover/focusin bubble from the slides; the pointer or focus has left once it is outside the region.
  const hold = (what: 'hovered' | 'focused', on: boolean) => (e: Event) => {
    const to = e instanceof MouseEvent || e instanceof FocusEvent ? e.relatedTarget : null;
    if (!on && to instanceof Node && region.contains(to)) return;
    held[what] = on;
    update();
  };
  const choose = () => {
    chosen = !(chosen ?? !reduced);
    update();
  };
  const listeners: [EventTarget, string, (e: Event) => void][] = [
    [toggle, 'click', choose],
    [region, 'mouseover', hold('hovered', true)],
    [region, 'mouseout', hold('hovered', false)],
    [region, 'focusin', hold('focused', true)],
    [region, 'focusout', hold('focused', false)],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  region.classList.add('is-enhanced'); // shows the rotation control (Carousel.css)
  const unsubscribe = subscribeReducedMotion(() => {
    reduced = prefersReducedMotion();
    update();
  });
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(([entry]) => {
          held.hidden = !entry.isIntersecting;
          update();
        });
  observer?.observe(region);

  const stop = sliderWhenNear(
    track,
    {
      loop: CAROUSEL.loop,
      renderMode: 'performance',
      slides: { perView: 'auto', spacing: CAROUSEL.spacing },
      animationEnded: (s) => {
        if (!running) return;
        if (CAROUSEL.autoplayDelay > 0) window.setTimeout(() => running && advance(s), CAROUSEL.autoplayDelay);
        else advance(s);
      },
      updated: resume,
      optionsChanged: resume,
    },
    (created) => {
      slider = created;
      update();
    },
  );
  update();

  return () => {
    running = false;
    stop();
    unsubscribe();
    observer?.disconnect();
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    region.classList.remove('is-enhanced');
    slider = undefined;
  };
};
