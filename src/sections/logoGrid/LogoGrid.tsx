import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { SectionHeader } from '../../ui/SectionHeader';
import { clientNameFromFile } from '../../lib/client-name';
import './LogoGrid.css';

export function LogoGrid({ id, eyebrow, title, intro, logos }: SectionOf<'logoGrid'>) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className="section logo-grid" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={titleId} />
        <ul className="logo-grid__list">
          {logos.map((logo) => (
            <li key={logo.src} className="logo-grid__item">
              <img
                src={logo.src}
                width={logo.width}
                height={logo.height}
                alt={clientNameFromFile(logo.src)}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
