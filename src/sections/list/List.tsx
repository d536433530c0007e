import type { SectionOf } from '../../../schemas/section';
import { ConfigButton } from '../../components/Button';
import './List.css';

export function List({ id, eyebrow, title, intro, variant, items, button }: SectionOf<'list'>) {
  const Tag = variant === 'numbered' ? 'ol' : 'ul';
  return (
    <section id={id} className={`section list list--${variant}`}>
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 className="section__title">{title}</h2>
        {intro && <p className="section__intro">{intro}</p>}
        <Tag className="list__items">
          {items.map((item) => (
            <li key={item.title} className="list__item">
              <h3 className="list__item-title">{item.title}</h3>
              {item.text && <p className="list__item-text">{item.text}</p>}
            </li>
          ))}
        </Tag>
        {button && (
          <div className="list__button">
            <ConfigButton button={button} />
          </div>
        )}
      </div>
    </section>
  );
}
