import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { SectionHeader } from '../../components/SectionHeader';
import './TagList.css';

export function TagList({ id, eyebrow, title, intro, tags }: SectionOf<'tagList'>) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className="section tag-list" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={titleId} />
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
