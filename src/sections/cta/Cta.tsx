import { useId } from 'react';
import type { Image } from '../../../schemas/fields';
import type { SectionOf } from '../../../schemas/section';
import { ConfigButton } from '../../ui/Button';
import { ConfigImage } from '../../ui/ConfigImage';
import './Cta.css';

/** Rachel's avatar ships with the site; decorative next to the visible title. */
export const RACHEL_AVATAR: Image = { src: '/images/rachel-avatar.svg', width: 96, height: 96, decorative: true };

export function Cta({ id, title, subtitle, text, button, variant }: SectionOf<'cta'>) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className={`section cta cta--${variant}`} aria-labelledby={titleId}>
      <div className="container">
        <div className={`cta__box${variant === 'dark' ? ' on-dark' : ''}`}>
          {variant === 'rachel' && (
            <ConfigImage className="cta__avatar" image={RACHEL_AVATAR} />
          )}
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
