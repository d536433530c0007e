import type { SectionOf } from '../../../schemas/section';
import { LeadForm } from '../../ui/LeadForm';
import './LeadBanner.css';

export function LeadBanner({ id, title, text, product }: SectionOf<'leadBanner'>) {
  const prefix = id ?? `lead-${product.toLowerCase()}`;
  return (
    <section id={id} className="section lead-banner" aria-labelledby={`${prefix}-title`}>
      <div className="container">
        <div className="lead-banner__box on-dark">
          <div className="lead-banner__copy">
            <h2 id={`${prefix}-title`} className="lead-banner__title">
              {title}
            </h2>
            {text && <p className="lead-banner__text">{text}</p>}
          </div>
          <div className="lead-banner__form">
            <LeadForm product={product} idPrefix={prefix} />
          </div>
        </div>
      </div>
    </section>
  );
}
