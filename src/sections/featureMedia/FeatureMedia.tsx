import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import { SectionHeader } from '../../ui/SectionHeader';
import { ButtonRow } from '../../ui/LinkButton';
import { Icon } from '../../ui/Icon';
import './FeatureMedia.css';

/** An image beside a title, a text and icon boxes ("Box: icon, text"). */
export function FeatureMedia({
  id,
  eyebrow,
  title,
  text,
  image,
  imagePosition,
  boxes,
  buttons,
}: SectionOf<'featureMedia'>) {
  const titleId = `${useId()}-title`;
  return (
    <section
      id={id}
      className={`section feature-media feature-media--image-${imagePosition}`}
      aria-labelledby={titleId}
    >
      <div className="container feature-media__inner">
        <div className="feature-media__media">
          <ConfigImage image={image} />
        </div>
        <div className="feature-media__copy">
          <SectionHeader eyebrow={eyebrow} title={title} titleId={titleId} />
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
          <ButtonRow buttons={buttons} className="feature-media__buttons" />
        </div>
      </div>
    </section>
  );
}
