import { useId } from 'react';
import { site } from 'virtual:content';
import type { SectionOf } from '../../../schemas/section';
import { SectionHeader } from '../../ui/SectionHeader';
import { fillSiteValues } from '../../lib/site-values';
import './ContactColumns.css';
import { useUi } from '../../lib/locale';

type Item = SectionOf<'contactColumns'>['columns'][number]['items'][number];

/** "{email}", "mailto:{email}", "{mapUrl}"… read the value from site.json (the build fills them already; stories pass them as written). */
const fill = (text: string) => fillSiteValues(text, site);

function ItemLink({ item }: { item: Item }) {
  const ui = useUi();
  const href = fill(item.href);
  const text = fill(item.text ?? item.title);
  if (item.target === '_self' && href.startsWith('/')) {
    return (
      <a className="contact-columns__link" href={href}>
        {text}
      </a>
    );
  }
  const blank = item.target === '_blank';
  return (
    <a
      className="contact-columns__link"
      href={href}
      target={blank ? '_blank' : undefined}
      rel={blank ? 'noopener noreferrer' : undefined}
    >
      {text}
      {blank && (
        <>
          <span aria-hidden="true"> ↗</span>
          <span className="visually-hidden"> {ui.contactColumns.newTab}</span>
        </>
      )}
    </a>
  );
}

export function ContactColumns({ id, title, intro, columns }: SectionOf<'contactColumns'>) {
  const base = useId();
  return (
    <section id={id} className="section contact-columns" aria-labelledby={`${base}-title`}>
      <div className="container">
        <SectionHeader title={title} intro={intro} titleId={`${base}-title`} />
        <div className="contact-columns__grid">
          {columns.map((col, c) => (
            <div key={col.title} className="contact-columns__col">
              <h3 id={`${base}-col-${c}`} className="contact-columns__title">
                {col.title}
              </h3>
              <ul className="contact-columns__items" aria-labelledby={`${base}-col-${c}`}>
                {col.items.map((item) => (
                  <li key={item.title} className="contact-columns__item">
                    <span className="contact-columns__label">{item.title}</span>
                    <ItemLink item={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
