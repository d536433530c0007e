import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import { SectionHeader } from '../../ui/SectionHeader';
import type { KeenSliderInstance } from '../../lib/keen';
import { useKeenSlider } from '../../lib/useKeenSlider';
import { prefersReducedMotion, subscribeReducedMotion } from '../../lib/reduced-motion';
import { CAROUSEL } from '../../lib/motion-constants';
import '../../ui/Button.css';
import './Carousel.css';
import { useUi } from '../../lib/locale';

const linear = (t: number) => t;

/** One linear step of CAROUSEL.speed ms per slide; chained with no delay it reads as continuous movement. */
function advance(slider: KeenSliderInstance) {
  slider.moveToIdx(slider.track.details.abs + 1, true, { duration: CAROUSEL.speed, easing: linear });
}

/**
 * WAI-ARIA carousel with a rotation control (WCAG 2.2.2). Rotation stops on
 * hover, while focus is inside, off screen, and never starts on its own with
 * prefers-reduced-motion.
 */
export function Carousel({ id, eyebrow, title, intro, images }: SectionOf<'carousel'>) {
  const ui = useUi();
  const titleId = `${useId()}-title`;
  const regionRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const runningRef = useRef(false);
  // Rotation plays unless the visitor paused it or, before any choice, asks the system for reduced
  // motion (false on the server and while hydrating, so the markup matches).
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(true);

  // keen-slider stops the animation in progress when it re-measures (window
  // resized, phone rotated) without firing animationEnded: start again from there.
  const resume = (slider: KeenSliderInstance) => {
    if (runningRef.current) advance(slider);
  };
  const { sliderRef, ready } = useKeenSlider(trackRef, () => ({
    loop: CAROUSEL.loop,
    renderMode: 'performance',
    slides: { perView: 'auto', spacing: CAROUSEL.spacing },
    animationEnded: (slider) => {
      if (!runningRef.current) return;
      if (CAROUSEL.autoplayDelay > 0)
        window.setTimeout(() => runningRef.current && advance(slider), CAROUSEL.autoplayDelay);
      else advance(slider);
    },
    updated: resume,
    optionsChanged: resume,
  }));

  useEffect(() => {
    const region = regionRef.current;
    if (!region || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting));
    io.observe(region);
    return () => io.disconnect();
  }, []);

  const running = ready && playing && !hovered && !focused && visible;
  useEffect(() => {
    runningRef.current = running;
    const slider = sliderRef.current;
    if (!slider) return;
    if (running) advance(slider);
    else slider.animator.stop();
  }, [running, sliderRef]);

  return (
    // The section itself is the carousel region (APG): one landmark, named by the visible title.
    <section
      id={id}
      className="section carousel"
      aria-labelledby={titleId}
      aria-roledescription={ui.carousel.roleDescription}
    >
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={titleId} />
      </div>
      <div
        ref={regionRef}
        className="carousel__region"
        data-state={running ? 'running' : 'paused'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
        }}
      >
        <div className="container carousel__controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => setChosen(!playing)}
            aria-label={playing ? ui.carousel.pause : ui.carousel.play}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              {playing ? (
                <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
              ) : (
                <path d="M6 4l10 6-10 6z" fill="currentColor" />
              )}
            </svg>
          </button>
        </div>
        <div ref={trackRef} className={`keen-slider carousel__track${ready ? ' is-ready' : ''}`} aria-live="off">
          {images.map((item, i) => (
            // The slide is a div: role="group" is not allowed on <figure> (axe aria-allowed-role).
            <div
              key={item.image.src}
              className={`keen-slider__slide carousel__slide carousel__slide--r${item.aspectRatio}`}
              role="group"
              aria-roledescription={ui.carousel.slide}
              aria-label={ui.carousel.slideLabel(i + 1, images.length)}
            >
              <figure className="carousel__figure">
                <ConfigImage image={item.image} loading={i < 3 ? 'eager' : 'lazy'} draggable={false} />
                <figcaption className="carousel__caption">{item.title}</figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
