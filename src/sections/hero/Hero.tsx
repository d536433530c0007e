import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import { ButtonRow } from '../../ui/LinkButton';
import './Hero.css';

export function Hero({ id, eyebrow, title, subtitle, text, image, labels, buttons }: SectionOf<'hero'>) {
  return (
    <section
      id={id}
      className={`hero${image ? ' hero--with-image' : ''}${image?.decorative ? ' hero--decorative-image' : ''}`}
      aria-labelledby={id ? `${id}-title` : undefined}
    >
      <div className="container hero__inner">
        <div className="hero__copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id={id ? `${id}-title` : undefined} className="hero__title">
            {title}
          </h1>
          {subtitle && <p className="hero__subtitle">{subtitle}</p>}
          {text && <p className="hero__text">{text}</p>}
          {labels && labels.length > 0 && (
            <dl className="hero__labels">
              {labels.map((l) => (
                <div key={l.label} className="hero__label">
                  <dt>{l.label}</dt>
                  {/* Sanitised to an allowlist at build time (schemas/sanitize.ts). */}
                  <dd dangerouslySetInnerHTML={{ __html: l.text }} />
                </div>
              ))}
            </dl>
          )}
          <ButtonRow buttons={buttons} className="hero__buttons" />
        </div>
        {image && (
          <div className="hero__media">
            <ConfigImage image={image} priority />
          </div>
        )}
      </div>
    </section>
  );
}
