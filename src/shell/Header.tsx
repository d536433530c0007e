import { LinkButton } from '../ui/LinkButton';
import './Header.css';
import { isHome, useHome, usePath, useSite, useUi } from '../lib/locale';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SHELL_IDS } from '../lib/shell-ids';

/** A home ("/", "/en") is current only on itself; any other entry also for the pages under it (Prodotti on /prodotti/runplay). */
function isCurrent(href: string, path: string): boolean {
  return path === href || (!isHome(href) && path.startsWith(`${href}/`));
}

/** A menu entry: marked as the current page (aria-current) on itself and the pages under it. */
function NavAnchor({ href, children }: { href: string; children: string }) {
  const current = isCurrent(href, usePath());
  return (
    <a href={href} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}

/**
 * Header with desktop navigation and a mobile menu. The menu is a native
 * popover opened by the burger (popovertarget): it works without JavaScript
 * and before hydration, closes on Escape (focus back to the burger) and on a
 * tap outside. The browser exposes its expanded state from popovertarget (ARIA in HTML
 * forbids aria-expanded there); a small script (./header-menu.ts) mirrors the state in the label
 * and holds the page's scroll while the menu is open. Rendered on the server only: no code ships.
 */
export function Header() {
  const ui = useUi();
  const site = useSite();
  const home = useHome();
  const { menu, cta } = site.header;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a href={home} className="site-header__logo" aria-label={`${site.siteName} – ${ui.header.home}`}>
          <img src={site.logo.src} width={site.logo.width} height={site.logo.height} alt="" />
        </a>
        <nav className="site-header__nav" aria-label={ui.header.mainNav}>
          <ul>
            {menu.map((l) => (
              <li key={l.href}>
                <NavAnchor href={l.href}>{l.label}</NavAnchor>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher variant="bar" />
        <LinkButton href={cta.href} className="site-header__cta">
          {cta.label}
        </LinkButton>
        <button
          type="button"
          className="site-header__burger"
          popoverTarget={SHELL_IDS.mobileMenu}
          aria-controls={SHELL_IDS.mobileMenu}
          aria-label={ui.header.openMenu}
          data-label-open={ui.header.openMenu}
          data-label-close={ui.header.closeMenu}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
      </div>
      <nav id={SHELL_IDS.mobileMenu} className="mobile-menu" popover="auto" aria-label={ui.header.mobileNav}>
        <ul>
          {menu.map((l) => (
            <li key={l.href}>
              <NavAnchor href={l.href}>{l.label}</NavAnchor>
            </li>
          ))}
        </ul>
        <LanguageSwitcher variant="menu" />
        <LinkButton href={cta.href} className="mobile-menu__cta">
          {cta.label}
        </LinkButton>
      </nav>
    </header>
  );
}
