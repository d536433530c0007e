/**
 * The mobile menu is a native popover (Header.tsx): it opens, closes on Escape and on a tap outside with no
 * code. This mirrors its state in the burger's label and holds the page's smooth scroll while it is open.
 */
import { SHELL_IDS } from '../lib/shell-ids';
import { holdPageScroll } from './motion/scroll-effects';

/** Returns its removal (Storybook mounts and unmounts the header). */
export function startHeaderMenu(): () => void {
  const menu = document.getElementById(SHELL_IDS.mobileMenu);
  const burger = document.querySelector<HTMLButtonElement>(`[popovertarget="${SHELL_IDS.mobileMenu}"]`);
  if (!menu || !burger) return () => undefined;
  const sync = (open: boolean) => {
    const label = open ? burger.dataset.labelClose : burger.dataset.labelOpen;
    if (label) burger.setAttribute('aria-label', label);
    holdPageScroll(open);
  };
  sync(menu.matches(':popover-open'));
  const onToggle = (e: Event) => sync(e instanceof ToggleEvent ? e.newState === 'open' : menu.matches(':popover-open'));
  // Escape closes the popover natively; the focus goes back to the burger (WAI-ARIA disclosure menu).
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !menu.matches(':popover-open')) return;
    menu.hidePopover();
    burger.focus();
  };
  menu.addEventListener('beforetoggle', onToggle);
  document.addEventListener('keydown', onKey);
  return () => {
    menu.removeEventListener('beforetoggle', onToggle);
    document.removeEventListener('keydown', onKey);
  };
}
