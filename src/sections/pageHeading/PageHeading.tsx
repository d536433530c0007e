import type { SectionOf } from '../../../schemas/section';
import './PageHeading.css';

export function PageHeading({ id, title, text }: SectionOf<'pageHeading'>) {
  return (
    <section id={id} className="section page-heading">
      <div className="container">
        <h1 className="page-heading__title">{title}</h1>
        {text && <p className="page-heading__text">{text}</p>}
      </div>
    </section>
  );
}
