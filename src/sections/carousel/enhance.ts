/**
 * The carousel's behaviour, without React (WAI-ARIA carousel with a rotation control, WCAG 2.2.2): keen-slider
 * on the track once it is about to be seen, moving on its own one slide per CAROUSEL.speed ms. Rotation
 * stops while the pointer is over it, while focus is inside, off screen, and never starts on its own with
 * prefers-reduced-motion; the pause button is the visitor's choice and changes its name. The prerendered
 * page runs it as the section's island; Carousel.tsx runs it too.
 */
import type { Enhancer } from '../../lib/section-definition';
import { loadKeenSlider, SLIDER_AHEAD, type KeenSliderInstance } from '../../lib/keen';
import { whenAboutToBeSeen } from '../../lib/on-demand';
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
  let hovered = false;
  let focused = false;
  let visible = true;
  let running = false;

  const update = () => {
    const playing = chosen ?? !reduced;
    toggle.setAttribute('aria-label', (playing ? toggle.dataset.pause : toggle.dataset.play) ?? '');
    toggle.dataset.playing = String(playing);
    const now = slider !== undefined && playing && !hovered && !focused && visible;
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

  function leaves(e: Event): boolean {
    const to = e instanceof MouseEvent || e instanceof FocusEvent ? e.relatedTarget : null;
    return !(to instanceof Node && region?.contains(to));
  }
  const listeners: [EventTarget, string, (e: Event) => void][] = [
    [
      toggle,
      'click',
      () => {
        chosen = !(chosen ?? !reduced);
        update();
      },
    ],
    // mouseover/mouseout bubble from the slides; the pointer has left once it is outside the region.
    [
      region,
      'mouseover',
      () => {
        hovered = true;
        update();
      },
    ],
    [
      region,
      'mouseout',
      (e) => {
        if (!leaves(e)) return;
        hovered = false;
        update();
      },
    ],
    [
      region,
      'focusin',
      () => {
        focused = true;
        update();
      },
    ],
    [
      region,
      'focusout',
      (e) => {
        if (!leaves(e)) return;
        focused = false;
        update();
      },
    ],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  const unsubscribe = subscribeReducedMotion(() => {
    reduced = prefersReducedMotion();
    update();
  });
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(([entry]) => {
          visible = entry.isIntersecting;
          update();
        });
  observer?.observe(region);

  let cancelled = false;
  const unobserve = whenAboutToBeSeen(track, SLIDER_AHEAD, () => {
    loadKeenSlider()
      .then((create) => {
        if (cancelled) return;
        slider = create(track, {
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
        });
        track.classList.add('is-ready');
        update();
      })
      .catch(() => undefined);
  });
  update();

  return () => {
    cancelled = true;
    unobserve();
    unsubscribe();
    observer?.disconnect();
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    running = false;
    slider?.destroy();
    slider = undefined;
  };
};
