import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from './keen';

/**
 * Creates a slider on `trackRef` once keen-slider has loaded (client only) and
 * destroys it on unmount. `options` is read once, at creation: its callbacks
 * should use refs and state setters. Without the slider (offline, failed
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
    loadKeenSlider()
      .then((create) => {
        if (cancelled) return;
        sliderRef.current = create(track, initial.current());
        setReady(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      sliderRef.current?.destroy();
      sliderRef.current = null;
    };
  }, [trackRef]);
  return { sliderRef, ready };
}
