import type { SectionOf } from '../../../schemas/section';
import './Placeholder.css';

export function Placeholder({ id, title, text }: SectionOf<'placeholder'>) {
  return (
    <section id={id} className="section placeholder">
      <div className="container">
        <h1 className="placeholder__title">{title}</h1>
        {text && <p className="placeholder__text">{text}</p>}
      </div>
    </section>
  );
}
