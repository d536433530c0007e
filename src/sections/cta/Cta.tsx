import { useId } from 'react';
import { site } from 'virtual:content';
import type { SectionOf } from '../../../schemas/section';
import { ConfigButton } from '../../ui/LinkButton';
import { ConfigImage } from '../../ui/ConfigImage';
import './Cta.css';

export function Cta({ id, title, subtitle, text, button, variant }: SectionOf<'cta'>) {
  const titleId = `${useId()}-title`;
  // The assistant's picture is content (site.json chat.avatar), the same on every page.
  const avatar = variant === 'assistant' ? site.chat.avatar : undefined;
  return (
    <section id={id} className={`section cta cta--${variant}`} aria-labelledby={titleId}>
      <div className="container">
        <div className={`cta__box${variant === 'dark' ? ' on-dark' : ''}`}>
          {avatar && <ConfigImage className="cta__avatar" image={avatar} />}
          <div className="cta__copy">
            <h2 id={titleId} className="cta__title">
              {title}
            </h2>
            {subtitle && <p className="cta__subtitle">{subtitle}</p>}
            {text && <p className="cta__text">{text}</p>}
          </div>
          <div className="cta__action">
            <ConfigButton button={button} />
          </div>
        </div>
      </div>
    </section>
  );
}
