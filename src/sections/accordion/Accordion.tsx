import { useId, useState, type KeyboardEvent } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { SectionHeader } from '../../ui/SectionHeader';
import './Accordion.css';

type Item = SectionOf<'accordion'>['items'][number];

export function faqJsonLd(items: Item[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.title, acceptedAnswer: { '@type': 'Answer', text: i.text } })),
  };
}

/** Arrow keys, Home and End move between the item buttons (WAI-ARIA accordion pattern). */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('.accordion__trigger'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const last = buttons.length - 1;
  const next = e.key === 'Home' ? 0 : e.key === 'End' ? last : e.key === 'ArrowDown' ? (at === last ? 0 : at + 1) : at === 0 ? last : at - 1;
  buttons[next].focus();
}

export function Accordion({ id, eyebrow, title, intro, items, faq }: SectionOf<'accordion'>) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(i)) next.add(i);
      return next;
    });

  return (
    <section id={id} className="section accordion" aria-labelledby={`${base}-title`}>
      <div className="container accordion__inner">
        <div className="accordion__head">
          <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={`${base}-title`} />
        </div>
        <div className="accordion__items" onKeyDown={moveFocus}>
          {items.map((item, i) => {
            const isOpen = open.has(i);
            return (
              <div key={item.title} className={`accordion__item${isOpen ? ' accordion__item--open' : ''}`}>
                <h3 className="accordion__heading">
                  <button
                    type="button"
                    id={`${base}-button-${i}`}
                    className="accordion__trigger"
                    aria-expanded={isOpen}
                    aria-controls={`${base}-panel-${i}`}
                    onClick={() => toggle(i)}
                  >
                    <span>{item.title}</span>
                    <span className="accordion__icon" aria-hidden="true" />
                  </button>
                </h3>
                {/* Present in the prerendered HTML, hidden until opened. */}
                <div id={`${base}-panel-${i}`} role="region" aria-labelledby={`${base}-button-${i}`} className="accordion__panel" hidden={!isOpen}>
                  <p>{item.text}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {faq && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd(items)).replace(/</g, '\\u003c') }} />
      )}
    </section>
  );
}
