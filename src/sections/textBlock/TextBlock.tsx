import { useId } from 'react';
import { site } from 'virtual:content';
import type { SectionOf } from '../../../schemas/section';
import { ConfigButton } from '../../ui/LinkButton';
import { fillSiteValues } from '../../lib/site-values';
import './TextBlock.css';

/** "{siteName}", "{email}"… in a title or paragraph read the value from site.json, so it is written once. */
const fill = (text: string) => fillSiteValues(text, site);

export function TextBlock({ id, eyebrow, title, paragraphs, button, layout, background }: SectionOf<'textBlock'>) {
  const titleId = `${useId()}-title`;
  return (
    <section
      id={id}
      className={`section text-block text-block--${layout} text-block--bg-${background}`}
      aria-labelledby={titleId}
    >
      <div className="container text-block__inner">
        <div className="text-block__head">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={titleId} className="section__title">
            {fill(title)}
          </h2>
        </div>
        <div className="text-block__body">
          {paragraphs.map((p) => (
            <p key={p}>{fill(p)}</p>
          ))}
          {button && (
            <div className="text-block__button">
              <ConfigButton button={button} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
