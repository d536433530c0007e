import { useEffect, useId, useRef } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import { SectionHeader } from '../../ui/SectionHeader';
import '../../ui/Button.css';
import './Carousel.css';
import { useUi } from '../../lib/locale';
import { enhance } from './enhance';

/**
 * WAI-ARIA carousel with a rotation control (WCAG 2.2.2). The markup is the carousel before it runs: the
 * slides side by side where keen-slider will put them. Its behaviour (rotation, the pause button, stopping on
 * hover, focus, off screen and with prefers-reduced-motion) is enhance.ts, run here and, on a prerendered
 * page, by the island without React.
 */
export function Carousel({ id, eyebrow, title, intro, images }: SectionOf<'carousel'>) {
  const ui = useUi();
  const titleId = `${useId()}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => (sectionRef.current ? enhance(sectionRef.current) : undefined), []);

  return (
    // The section itself is the carousel region (APG): one landmark, named by the visible title.
    <section
      ref={sectionRef}
      id={id}
      className="section carousel"
      aria-labelledby={titleId}
      aria-roledescription={ui.carousel.roleDescription}
    >
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={titleId} />
      </div>
      <div className="carousel__region" data-state="paused">
        <div className="container carousel__controls">
          {/* Its name and icon follow the visitor's choice (enhance.ts reads both names from here). */}
          <button
            type="button"
            className="icon-button"
            aria-label={ui.carousel.pause}
            data-pause={ui.carousel.pause}
            data-play={ui.carousel.play}
            data-playing="true"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path className="carousel__icon-pause" d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
              <path className="carousel__icon-play" d="M6 4l10 6-10 6z" fill="currentColor" />
            </svg>
          </button>
        </div>
        <div className="keen-slider carousel__track" aria-live="off">
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
