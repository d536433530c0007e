import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import './TagList.css';

export function TagList({ id, eyebrow, title, intro, tags }: SectionOf<'tagList'>) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className="section tag-list" aria-labelledby={titleId}>
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        {intro && <p className="section__intro">{intro}</p>}
        <ul className="tag-list__tags">
          {tags.map((t) => (
            <li key={t} className="tag-list__tag">
              {t}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
