import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { clientNameFromFile } from './clientName';
import './LogoGrid.css';

export function LogoGrid({ id, eyebrow, title, intro, logos }: SectionOf<'logoGrid'>) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className="section logo-grid" aria-labelledby={titleId}>
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        {intro && <p className="section__intro">{intro}</p>}
        <ul className="logo-grid__list">
          {logos.map((logo) => (
            <li key={logo.src} className="logo-grid__item">
              <img src={logo.src} width={logo.width} height={logo.height} alt={clientNameFromFile(logo.src)} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
