import { useId } from 'react';
import type { SectionOf } from '../../../schemas/section';
import { ConfigImage } from '../../ui/ConfigImage';
import './ImageBlock.css';

export function ImageBlock({ id, title, caption, images }: SectionOf<'imageBlock'>) {
  const titleId = `${useId()}-title`;
  return (
    <section id={id} className="section image-block" aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        {title && (
          <h2 id={titleId} className="section__title">
            {title}
          </h2>
        )}
        <figure className={`image-block__figure image-block__figure--${images.length === 2 ? 'pair' : 'single'}`}>
          <div className="image-block__images">
            {images.map((img) => (
              <ConfigImage key={img.src} className="image-block__image" image={img} />
            ))}
          </div>
          {caption && <figcaption className="image-block__caption">{caption}</figcaption>}
        </figure>
      </div>
    </section>
  );
}
