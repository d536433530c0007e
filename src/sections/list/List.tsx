import type { SectionOf } from '../../../schemas/section';
import { SectionHeader } from '../../ui/SectionHeader';
import { ConfigButton } from '../../ui/LinkButton';
import './List.css';

export function List({ id, eyebrow, title, intro, variant, items, button }: SectionOf<'list'>) {
  const Tag = variant === 'numbered' ? 'ol' : 'ul';
  return (
    <section id={id} className={`section list list--${variant}`}>
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} />
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
