import { useId, useRef, useState } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import { SectionHeader } from '../../ui/SectionHeader';
import { useKeenSlider } from '../../lib/useKeenSlider';
import { CARD_SLIDER } from '../../lib/motion-constants';
import '../../ui/Button.css';
import './CardSlider.css';
import { useUi } from '../../lib/locale';

/**
 * Cards moved by previous/next buttons and dots (WAI-ARIA carousel without
 * rotation). Without JavaScript the cards sit in a native horizontal scroller.
 */
export function CardSlider({ id, eyebrow, title, intro, slides }: SectionOf<'cardSlider'>) {
  const ui = useUi();
  const titleId = `${useId()}-title`;
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const last = slides.length - 1;
  // Cards start at the left edge, so the last ones share the track's end position:
  // a button press sets the current card itself; a drag reports the card it stopped on.
  const pressed = useRef(false);
  const { sliderRef, ready } = useKeenSlider(trackRef, () => ({
    loop: CARD_SLIDER.loop,
    slides: { origin: 'auto', perView: 1.15, spacing: CARD_SLIDER.gap },
    breakpoints: {
      '(min-width: 768px)': { slides: { origin: 'auto', perView: 1.8, spacing: CARD_SLIDER.gap } },
      '(min-width: 1100px)': { slides: { origin: 'auto', perView: 2.3, spacing: CARD_SLIDER.gap } },
    },
    dragStarted: () => {
      pressed.current = false;
    },
    slideChanged: (s) => {
      if (pressed.current) return;
      const { rel, progress } = s.track.details;
      setCurrent(progress > 0.99 ? last : rel);
    },
  }));

  const go = (idx: number) => {
    pressed.current = true;
    setCurrent(idx);
    sliderRef.current?.moveToIdx(idx);
  };

  return (
    <section
      id={id}
      className="section card-slider"
      aria-labelledby={titleId}
      aria-roledescription={ui.carousel.roleDescription}
    >
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={titleId} />
        <div className="card-slider__region">
          {/* Until keen-slider runs (no JavaScript, or not yet near the viewport) the track is a native
              scroller: focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
          <div
            ref={trackRef}
            className={`keen-slider card-slider__track${ready ? ' is-ready' : ''}`}
            aria-live="polite"
            tabIndex={ready ? undefined : 0}
          >
            {slides.map((slide, i) => (
              <div
                key={slide.image.src}
                className="keen-slider__slide card-slider__slide"
                role="group"
                aria-roledescription={ui.carousel.slide}
                aria-label={ui.carousel.slideLabel(i + 1, slides.length)}
                aria-current={ready && i === current ? 'true' : undefined}
              >
                <ConfigImage image={slide.image} loading={i === 0 ? 'eager' : 'lazy'} draggable={false} />
                <p className="card-slider__text">{slide.text}</p>
              </div>
            ))}
          </div>
          <div className="card-slider__nav">
            <button
              type="button"
              className="icon-button"
              aria-label={ui.cardSlider.prev}
              disabled={!ready || current === 0}
              onClick={() => go(current - 1)}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M12.5 4l-6 6 6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            <div className="card-slider__dots">
              {slides.map((slide, i) => (
                <button
                  key={slide.image.src}
                  type="button"
                  className="card-slider__dot"
                  aria-label={ui.cardSlider.goTo(i + 1, slides.length)}
                  aria-current={i === current ? 'true' : undefined}
                  disabled={!ready}
                  onClick={() => go(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="icon-button"
              aria-label={ui.cardSlider.next}
              disabled={!ready || current === last}
              onClick={() => go(current + 1)}
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M7.5 4l6 6-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
