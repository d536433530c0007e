import { useEffect, useId, useRef } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import { SectionHeader } from '../../ui/SectionHeader';
import '../../ui/Button.css';
import './CardSlider.css';
import { useUi } from '../../lib/locale';
import { enhance } from './enhance';

/**
 * Cards moved by previous/next buttons and dots (WAI-ARIA carousel without rotation). The markup is the
 * slider before it runs: a native horizontal scroller, the buttons disabled. Its behaviour is enhance.ts,
 * run here and, on a prerendered page, by the island without React.
 */
export function CardSlider({ id, eyebrow, title, intro, slides }: SectionOf<'cardSlider'>) {
  const ui = useUi();
  const titleId = `${useId()}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => (sectionRef.current ? enhance(sectionRef.current) : undefined), []);

  return (
    <section
      ref={sectionRef}
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
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller the keyboard must reach */}
          <div className="keen-slider card-slider__track" aria-live="polite" tabIndex={0}>
            {slides.map((slide, i) => (
              <div
                key={slide.image.src}
                className="keen-slider__slide card-slider__slide"
                role="group"
                aria-roledescription={ui.carousel.slide}
                aria-label={ui.carousel.slideLabel(i + 1, slides.length)}
              >
                <ConfigImage image={slide.image} loading={i === 0 ? 'eager' : 'lazy'} draggable={false} />
                <p className="card-slider__text">{slide.text}</p>
              </div>
            ))}
          </div>
          <div className="card-slider__nav">
            <button type="button" className="icon-button" aria-label={ui.cardSlider.prev} disabled>
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
                  aria-current={i === 0 ? 'true' : undefined}
                  disabled
                />
              ))}
            </div>
            <button type="button" className="icon-button" aria-label={ui.cardSlider.next} disabled>
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
