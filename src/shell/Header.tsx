import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LinkButton } from '../ui/Button';
import { holdPageScroll } from './motion/scroll-effects';
import './Header.css';
import { isHome, useHome, useSite, useUi } from '../lib/locale';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SHELL_IDS } from '../lib/shell-ids';

/** A home ("/", "/en") is current only on itself; any other entry also for the pages under it (Prodotti on /prodotti/runplay). */
const endFor = isHome;

/**
 * Header with desktop navigation and a mobile menu. The menu is a native
 * popover opened by the burger (popovertarget): it works without JavaScript
 * and before hydration, closes on Escape (focus back to the burger) and on a
 * tap outside. The browser exposes its expanded state from popovertarget (ARIA in HTML
 * forbids aria-expanded there); React only mirrors the state in the label.
 */
export function Header() {
  const ui = useUi();
  const site = useSite();
  const home = useHome();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const sync = (isOpen: boolean) => {
      setOpen(isOpen);
      holdPageScroll(isOpen);
    };
    // A tap before hydration may already have opened it.
    sync(menu.matches(':popover-open'));
    // beforetoggle fires at once (toggle only after a task): the label follows the tap immediately.
    const onBeforeToggle = (e: Event) =>
      sync(e instanceof ToggleEvent ? e.newState === 'open' : menu.matches(':popover-open'));
    menu.addEventListener('beforetoggle', onBeforeToggle);
    // The browser closes the popover on Escape only for a real key press; this also covers
    // synthetic ones (assistive tools, tests) and puts focus back on the burger.
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !menu.matches(':popover-open')) return;
      menu.hidePopover();
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      menu.removeEventListener('beforetoggle', onBeforeToggle);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const close = () => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  };
  // A route change (link tap) closes the menu; the first render is not a change.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) close();
    shownPath.current = pathname;
  }, [pathname]);

  const { menu, cta } = site.header;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={home} className="site-header__logo" aria-label={`${site.siteName} – ${ui.header.home}`}>
          <img src={site.logo.src} width={site.logo.width} height={site.logo.height} alt="" />
        </Link>
        <nav className="site-header__nav" aria-label={ui.header.mainNav}>
          <ul>
            {menu.map((l) => (
              <li key={l.href}>
                <NavLink to={l.href} end={endFor(l.href)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher variant="bar" />
        <LinkButton href={cta.href} className="site-header__cta">
          {cta.label}
        </LinkButton>
        <button
          ref={burgerRef}
          type="button"
          className="site-header__burger"
          popoverTarget={SHELL_IDS.mobileMenu}
          aria-controls={SHELL_IDS.mobileMenu}
          aria-label={open ? ui.header.closeMenu : ui.header.openMenu}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
      </div>
      <nav
        ref={menuRef}
        id={SHELL_IDS.mobileMenu}
        className="mobile-menu"
        popover="auto"
        aria-label={ui.header.mobileNav}
      >
        <ul>
          {menu.map((l) => (
            <li key={l.href}>
              <NavLink to={l.href} end={endFor(l.href)} onClick={close}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitcher variant="menu" onNavigate={close} />
        <LinkButton href={cta.href} onNavigate={close} className="mobile-menu__cta">
          {cta.label}
        </LinkButton>
      </nav>
    </header>
  );
}
