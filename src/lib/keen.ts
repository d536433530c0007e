/**
 * keen-slider (JS + CSS) is loaded on demand from an effect: only pages with a
 * slider fetch it, and the prerendered HTML shows the slides without it.
 */
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
// A URL, not a CSS import: the site's single stylesheet must not carry slider rules to every page.
import keenCssUrl from 'keen-slider/keen-slider.min.css?url';
import { loadStylesheet } from './stylesheet';

export type { KeenSliderInstance, KeenSliderOptions };

export type KeenSliderFactory = (container: HTMLElement, options: KeenSliderOptions) => KeenSliderInstance;

let loading: Promise<KeenSliderFactory> | undefined;

export function loadKeenSlider(): Promise<KeenSliderFactory> {
  loading ??= Promise.all([import('keen-slider'), loadStylesheet(keenCssUrl)]).then(
    ([mod]) =>
      (container, options) =>
        new mod.default(container, options),
  );
  // A failed chunk load must not poison later attempts (e.g. after a reconnect).
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
