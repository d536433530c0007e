import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadKeenSlider, SLIDER_AHEAD, type KeenSliderInstance, type KeenSliderOptions } from './keen';
import { whenAboutToBeSeen } from './on-demand';

/**
 * Creates a slider on `trackRef` once the track is about to be seen and
 * keen-slider has loaded (client only), and destroys it on unmount. Until
 * then the prerendered slides sit where the slider will put them. `options`
 * is read once, at creation: its callbacks should use refs and state setters. Without the slider (offline, failed
 * chunk) the slides stay where the prerendered HTML put them.
 */
export function useKeenSlider(trackRef: RefObject<HTMLElement | null>, options: () => KeenSliderOptions) {
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const [ready, setReady] = useState(false);
  const initial = useRef(options);
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let cancelled = false;
    const unobserve = whenAboutToBeSeen(track, SLIDER_AHEAD, () => {
      loadKeenSlider()
        .then((create) => {
          if (cancelled) return;
          sliderRef.current = create(track, initial.current());
          setReady(true);
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      unobserve();
      sliderRef.current?.destroy();
      sliderRef.current = null;
    };
  }, [trackRef]);
  return { sliderRef, ready };
}
