/**
 * What a section that ships no code still does (hydrate: 'none', lib/section-definition.ts), served by one
 * listener for the whole page:
 * - an "Avvia una chat" button opens the chat, or says in a toast that it cannot (the bubble failed or was
 *   blocked); the cookie policy's button opens the cookie preferences, or says it cannot;
 * - a link to another page of the site is followed by the router, with the page transition, and a link to a
 *   place on the page scrolls there, like the links React renders (those handle their own click first and
 *   this one leaves them alone).
 */
import type { createBrowserRouter } from 'react-router-dom';
import { localeOfPath } from '../../schemas/locale';
import { openChat, OPEN_CHAT_ATTR, OPEN_COOKIE_PREFERENCES_ATTR } from '../lib/chat';
import { showCookiePreferences } from '../shell/consent/consent';
import { uiCatalog } from '../i18n/catalogs';
import { routeOf } from '../lib/routes';
import { scrollToSection } from '../lib/scroll';
import { toast } from '../lib/toast';

type Router = ReturnType<typeof createBrowserRouter>;

function followLink(event: MouseEvent, router: Router): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  // A place on this page: scrolled to as the site's other in-page links are (smooth, under the sticky header),
  // not left to the browser's jump, which the router's history handling and a starting smooth scroll can undo.
  if (url.pathname === window.location.pathname && url.hash) {
    const id = decodeURIComponent(url.hash.slice(1));
    if (document.getElementById(id) && scrollToSection(id)) event.preventDefault();
    return;
  }
  // Only a page of the site: a file (a PDF, the sitemap) is the browser's to open, not a 404 view.
  if (!routeOf(url.pathname)) return;
  event.preventDefault();
  void router.navigate(url.pathname + url.search + url.hash);
}

/** Says `message` of the page's language in a toast (when its strings are there). */
function warn(message: (ui: ReturnType<typeof uiCatalog.get>) => string): void {
  const locale = localeOfPath(window.location.pathname);
  if (uiCatalog.has(locale)) void toast(message(uiCatalog.get(locale)), 'warning');
}

function serveButtons(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(`[${OPEN_CHAT_ATTR}]`)) {
    if (!openChat()) warn((ui) => ui.chat.unavailable);
  } else if (target?.closest(`[${OPEN_COOKIE_PREFERENCES_ATTR}]`)) {
    showCookiePreferences().catch(() => warn((ui) => ui.unavailable.cookies));
  }
}

/** The buttons' handler (chat, cookie preferences) on `doc`; returns its removal (tests). */
export function servePageButtons(doc: Document = document): () => void {
  doc.addEventListener('click', serveButtons);
  return () => doc.removeEventListener('click', serveButtons);
}

/** Installs the page-wide handlers (once, before hydration: taps kept until then are replayed through them). */
export function installPageHandlers(router: Router): void {
  servePageButtons();
  document.addEventListener('click', (event) => followLink(event, router));
}
