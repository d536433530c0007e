import { useId, type CSSProperties } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import { SectionHeader } from '../../ui/SectionHeader';
import { ButtonRow } from '../../ui/LinkButton';
import { Icon } from '../../ui/Icon';
import './FeatureGrid.css';

/** Features as a plain grid, an icon list or a ticked list; `columns` applies on wide screens. */
export function FeatureGrid({ id, eyebrow, title, intro, variant, columns, items, buttons }: SectionOf<'featureGrid'>) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className={`section feature-grid feature-grid--${variant}`} aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={titleId} />
        <ul className="feature-grid__items" style={{ '--columns': columns } as CSSProperties}>
          {items.map((item) => (
            <li key={item.title} className="feature-grid__item">
              {item.image && <ConfigImage className="feature-grid__image" image={item.image} />}
              {variant === 'icons' && item.icon && (
                <span className="feature-grid__icon">
                  <Icon name={item.icon} />
                </span>
              )}
              {variant === 'ticked' && (
                <span className="feature-grid__icon feature-grid__icon--tick">
                  <Icon name="check" />
                </span>
              )}
              <div className="feature-grid__body">
                {item.label && <p className="feature-grid__label">{item.label}</p>}
                <h3 className="feature-grid__title">{item.title}</h3>
                {item.description && <p className="feature-grid__description">{item.description}</p>}
                {item.text && <p className="feature-grid__text">{item.text}</p>}
              </div>
            </li>
          ))}
        </ul>
        <ButtonRow buttons={buttons} className="feature-grid__buttons" />
      </div>
    </section>
  );
}
