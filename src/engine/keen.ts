/**
 * keen-slider (JS + CSS) is loaded on demand from an effect: only pages with a
 * slider fetch it, and the prerendered HTML shows the slides without it.
 */
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
// A URL, not a CSS import: the site's single stylesheet must not carry slider rules to every page.
import keenCssUrl from 'keen-slider/keen-slider.min.css?url';

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

/** Resolves once the stylesheet applies; a failed load is not fatal (the sections' own CSS lays the slides out). */
function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}


