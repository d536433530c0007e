import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import './ProductGrid.css';
import { useUi } from '../../lib/locale';

export function ProductGrid({ id, title, intro, products }: SectionOf<'productGrid'>) {
  const ui = useUi();
  const cardId = useId();
  return (
    <section id={id} className="section product-grid">
      <div className="container">
        <h2 className="section__title">{title}</h2>
        {intro && <p className="section__intro">{intro}</p>}
        <ul className="product-grid__list">
          {products.map((p, i) => (
            <li
              key={p.name}
              className={`product-card${p.large ? ' product-card--large' : ''}`}
              style={{ backgroundColor: p.bg }}
            >
              {/* Card pattern: the link is the product name, stretched over the card by CSS,
                  so its accessible name is exactly its visible text; the promise describes it. */}
              <ConfigImage className="product-card__image" image={p.image} />
              <h3 className="product-card__name">
                <a href={p.href} className="product-card__link" aria-describedby={`${cardId}-${i}-desc`}>
                  {p.name}
                </a>
              </h3>
              <p id={`${cardId}-${i}-desc`} className="product-card__description">
                {p.description}
              </p>
              <span className="product-card__more" aria-hidden="true">
                {ui.productGrid.discover} →
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
