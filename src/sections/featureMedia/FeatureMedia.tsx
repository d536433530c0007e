import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { ConfigButton } from '../../components/Button';
import { Icon } from '../../components/Icon';
import './FeatureMedia.css';

/** An image beside a title, a text and icon boxes ("Box: icon, text"). */
export function FeatureMedia({ id, eyebrow, title, text, image, imagePosition, boxes, buttons }: SectionOf<'featureMedia'>) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className={`section feature-media feature-media--image-${imagePosition}`} aria-labelledby={titleId}>
      <div className="container feature-media__inner">
        <div className="feature-media__media">
          <img src={image.src} width={image.width} height={image.height} alt={image.decorative ? '' : image.alt} loading="lazy" decoding="async" />
        </div>
        <div className="feature-media__copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={titleId} className="section__title">
            {title}
          </h2>
          {text && <p className="feature-media__text">{text}</p>}
          <ul className="feature-media__boxes">
            {boxes.map((box) => (
              <li key={box.text} className="feature-media__box">
                <span className="feature-media__icon">
                  <Icon name={box.icon} />
                </span>
                <span>{box.text}</span>
              </li>
            ))}
          </ul>
          {buttons && buttons.length > 0 && (
            <div className="feature-media__buttons">
              {buttons.map((b) => (
                <ConfigButton key={b.label} button={b} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
