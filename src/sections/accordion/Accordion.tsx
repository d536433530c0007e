import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { SectionHeader } from '../../ui/SectionHeader';
import './Accordion.css';

type Item = SectionOf<'accordion'>['items'][number];

export function faqJsonLd(items: Item[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.title,
      acceptedAnswer: { '@type': 'Answer', text: i.text },
    })),
  };
}

/**
 * Native disclosure elements: each item opens and closes on its own (several at once, as the spec asks),
 * by click, Enter or Space, with no code in the browser; find-in-page opens a closed answer that matches.
 */
export function Accordion({ id, eyebrow, title, intro, items, faq }: SectionOf<'accordion'>) {
  const base = useId();
  return (
    <section id={id} className="section accordion" aria-labelledby={`${base}-title`}>
      <div className="container accordion__inner">
        <div className="accordion__head">
          <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={`${base}-title`} />
        </div>
        <div className="accordion__items">
          {items.map((item) => (
            <details key={item.title} className="accordion__item">
              <summary className="accordion__trigger">
                <h3 className="accordion__heading">{item.title}</h3>
                <span className="accordion__icon" aria-hidden="true" />
              </summary>
              <div className="accordion__panel">
                <p>{item.text}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
      {faq && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd(items)).replace(/</g, '\\u003c') }}
        />
      )}
    </section>
  );
}
