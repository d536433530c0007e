import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { SectionHeader } from '../../ui/SectionHeader';
import './TagList.css';

type Tag = SectionOf<'tagList'>['tags'][number];

function Chip({ tag }: { tag: Tag }) {
  if (typeof tag === 'string') return <>{tag}</>;
  return tag.href.startsWith('/') ? (
    <a href={tag.href} className="tag-list__link">
      {tag.label}
    </a>
  ) : (
    <a href={tag.href} className="tag-list__link">
      {tag.label}
    </a>
  );
}

export function TagList({ id, eyebrow, title, intro, tags }: SectionOf<'tagList'>) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className="section tag-list" aria-labelledby={titleId}>
      <div className="container">
        <SectionHeader eyebrow={eyebrow} title={title} intro={intro} titleId={titleId} />
        <ul className="tag-list__tags">
          {tags.map((t) => (
            <li
              key={typeof t === 'string' ? t : t.label}
              className={`tag-list__tag${typeof t === 'string' ? '' : ' tag-list__tag--link'}`}
            >
              <Chip tag={t} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
