/**
 * The card slider's behaviour, without React: keen-slider on the track once it is about to be seen, the
 * previous/next buttons and dots in step with it (WAI-ARIA carousel without rotation). Until keen-slider
 * runs (no JavaScript, a failed chunk, not yet near) the cards sit in a native, focusable scroller and the
 * buttons stay disabled. The prerendered page runs it as the section's island; CardSlider.tsx runs it too.
 */
import type { Enhancer } from '../../lib/section-definition';
import type { KeenSliderInstance } from '../../lib/keen';
import { sliderWhenNear } from '../../lib/slider';
import { CARD_SLIDER } from '../../lib/motion-constants';

export const enhance: Enhancer = (root) => {
  const track = root.querySelector<HTMLElement>('.card-slider__track');
  const prev = root.querySelector<HTMLButtonElement>('.card-slider__nav > button:first-child');
  const next = root.querySelector<HTMLButtonElement>('.card-slider__nav > button:last-child');
  const dots = Array.from(root.querySelectorAll<HTMLButtonElement>('.card-slider__dot'));
  const slides = Array.from(root.querySelectorAll<HTMLElement>('.card-slider__slide'));
  if (!track || !prev || !next) return () => undefined;
  const last = slides.length - 1;
  let slider: KeenSliderInstance | undefined;
  let current = 0;
  // Cards start at the left edge, so the last ones share the track's end position: a button press sets the
  // current card itself; a drag reports the card it stopped on.
  let pressed = false;

  // The card the slider shows: at the track's end, the last (it shares that position with the ones before).
  const cardOf = (s: KeenSliderInstance) => (s.track.details.progress > 0.99 ? last : s.track.details.rel);
  const show = (idx: number) => {
    current = idx;
    prev.disabled = idx === 0;
    next.disabled = idx === last;
    const mark = (el: HTMLElement, on: boolean) =>
      on ? el.setAttribute('aria-current', 'true') : el.removeAttribute('aria-current');
    dots.forEach((dot, i) => {
      dot.disabled = false;
      mark(dot, i === idx);
    });
    slides.forEach((slide, i) => mark(slide, i === idx));
  };
  const go = (idx: number) => {
    if (!slider || idx < 0 || idx > last) return;
    pressed = true;
    show(idx);
    slider.moveToIdx(idx);
  };
  const onPrev = () => go(current - 1);
  const onNext = () => go(current + 1);
  const onDots = dots.map((_, i) => () => go(i));
  prev.addEventListener('click', onPrev);
  next.addEventListener('click', onNext);
  dots.forEach((dot, i) => dot.addEventListener('click', onDots[i]));

  const stop = sliderWhenNear(
    track,
    {
      loop: CARD_SLIDER.loop,
      slides: { origin: 'auto', perView: 1.15, spacing: CARD_SLIDER.gap },
      breakpoints: {
        '(min-width: 768px)': { slides: { origin: 'auto', perView: 1.8, spacing: CARD_SLIDER.gap } },
        '(min-width: 1100px)': { slides: { origin: 'auto', perView: 2.3, spacing: CARD_SLIDER.gap } },
      },
      dragStarted: () => {
        pressed = false;
      },
      slideChanged: (s) => {
        if (!pressed) show(cardOf(s));
      },
    },
    (created) => {
      slider = created;
      // The slider moves the cards now: the track is no longer a scroller to focus.
      track.removeAttribute('tabindex');
      show(cardOf(created)); // where the visitor had scrolled to, if they had
    },
  );
  return () => {
    stop();
    prev.removeEventListener('click', onPrev);
    next.removeEventListener('click', onNext);
    dots.forEach((dot, i) => dot.removeEventListener('click', onDots[i]));
    slider = undefined;
  };
};
