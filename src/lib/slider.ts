/** A slider section's keen-slider, built when it is about to be seen (the card slider's and carousel's scripts). */
import { loadKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from './keen';
import { whenAboutToBeSeen } from './on-demand';

/** Once the visitor scrolls, a slider within one screen of the viewport is fetched and built: ready before it is reached. */
export const SLIDER_AHEAD = '100% 0px';

/** The slide the visitor scrolled the native scroller to before keen-slider came: the one nearest its left edge. */
function scrolledTo(track: HTMLElement): number {
  if (!track.scrollLeft) return 0;
  const left = track.getBoundingClientRect().left;
  const gaps = Array.from(track.children, (slide) => Math.abs(slide.getBoundingClientRect().left - left));
  return gaps.indexOf(Math.min(...gaps));
}

/**
 * Builds a slider on `track` once it is about to be seen and keen-slider has loaded, then calls `ready`
 * with it. Returns the clean-up, which also destroys it. Without keen-slider (offline, a failed chunk) the
 * slides stay where the prerendered HTML put them. A visitor who scrolled the cards meanwhile keeps the
 * card they scrolled to: the slider starts there, and the native scroll is undone (it would add to
 * keen-slider's own offset).
 */
export function sliderWhenNear(
  track: HTMLElement,
  options: KeenSliderOptions,
  ready: (slider: KeenSliderInstance) => void,
): () => void {
  let cancelled = false;
  let slider: KeenSliderInstance | undefined;
  const unobserve = whenAboutToBeSeen(track, SLIDER_AHEAD, () => {
    loadKeenSlider()
      .then((create) => {
        if (cancelled) return;
        const initial = scrolledTo(track);
        track.scrollLeft = 0;
        slider = create(track, { initial, ...options });
        track.classList.add('is-ready');
        ready(slider);
      })
      .catch(() => undefined);
  });
  return () => {
    cancelled = true;
    unobserve();
    slider?.destroy();
  };
}
