import type { Link as LinkItem } from '../../schemas/fields';
import { LinkButton } from '../ui/LinkButton';
import { ManageCookies } from './consent/ManageCookies';
import './Footer.css';
import { useSite, useUi } from '../lib/locale';

function Links({ title, links }: { title: string; links: LinkItem[] }) {
  return (
    <nav aria-label={title} className="site-footer__col">
      <h2 className="site-footer__heading">{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const ui = useUi();
  const { company, footer } = useSite();
  const year = new Date().getFullYear();
  const a = company.address;
  return (
    <footer className="site-footer on-dark">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__cta">
            <p className="site-footer__claim">{footer.title}</p>
            <LinkButton href={footer.cta.href}>{footer.cta.label}</LinkButton>
          </div>
          <Links title={ui.footer.menu} links={footer.menu} />
          <Links title={ui.footer.products} links={footer.productLinks} />
        </div>
        <div className="site-footer__legal">
          <p>
            © {year} {company.name} · {ui.footer.vat} {company.vatId} · {a.street}, {a.postalCode} {a.city} ·{' '}
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </p>
          <ul aria-label={ui.footer.legal}>
            {footer.legalLinks.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
            <li>
              <ManageCookies />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
