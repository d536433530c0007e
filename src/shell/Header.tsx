import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { site } from 'virtual:content';
import { LinkButton } from '../components/Button';
import { ui } from '../i18n/it';
import './Header.css';

/** Header with desktop navigation and a disclosure-pattern mobile menu. */
export function Header() {
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A route change (link tap) always closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        burger.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  const { menu, cta } = site.header;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${site.siteName} – ${ui.header.home}`}>
          <img src={site.logo.src} width={site.logo.width} height={site.logo.height} alt="" />
        </Link>
        <nav className="site-header__nav" aria-label={ui.header.mainNav}>
          <ul>
            {menu.map((l) => (
              <li key={l.href}>
                <NavLink to={l.href} end>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LinkButton href={cta.href} className="site-header__cta">
          {cta.label}
        </LinkButton>
        <button
          ref={burger}
          type="button"
          className="site-header__burger"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? ui.header.closeMenu : ui.header.openMenu}
          onClick={() => setOpen((v) => !v)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
      </div>
      <nav id="mobile-menu" className="mobile-menu" aria-label={ui.header.mobileNav} hidden={!open}>
        <ul>
          {menu.map((l) => (
            <li key={l.href}>
              <NavLink to={l.href} end onClick={close}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <LinkButton href={cta.href} onNavigate={close} className="mobile-menu__cta">
          {cta.label}
        </LinkButton>
      </nav>
    </header>
  );
}
