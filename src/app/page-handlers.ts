/**
 * What the page's static HTML still does, served by one listener for the whole page (sections that ship no
 * code, the footer, the header):
 * - an "Avvia una chat" button opens the chat, or says in a toast (a note if toasts cannot load) that it cannot (the bubble failed or was
 *   blocked); a button that opens the cookie preferences does, or says it cannot (in the status beside it,
 *   or in a toast);
 * - a link to a place on the page scrolls there smoothly, under the sticky header, like the links React
 *   renders (those handle their own click first and this one leaves them alone). A link to another page
 *   is the browser's own navigation (view transitions animate it).
 */
import { localeOfPath } from '../../schemas/locale';
import { openChat, OPEN_CHAT_ATTR, OPEN_COOKIE_PREFERENCES_ATTR } from '../lib/chat';
import { showCookiePreferences } from '../shell/consent/consent';
import { uiCatalog } from '../i18n/catalogs';
import { scrollToSection } from '../lib/scroll';
import { toast } from '../lib/toast';
import { sayInNote } from '../shell/chat/unavailable';

function followInPageLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || !url.hash) return;
  const id = decodeURIComponent(url.hash.slice(1));
  if (document.getElementById(id) && scrollToSection(id)) event.preventDefault();
}

/**
 * Says `message` of the page's language in a toast (its strings load when first needed), or in a note at the
 * foot of the page when the toast code cannot load either: the visitor who clicked is always told.
 */
function warn(message: (ui: ReturnType<typeof uiCatalog.get>) => string): void {
  const locale = localeOfPath(window.location.pathname);
  uiCatalog.load(locale).then(
    () => {
      const ui = uiCatalog.get(locale);
      void toast(message(ui), 'warning').then((shown) => shown || sayInNote(message(ui), ui.chat.dismiss));
    },
    () => undefined,
  );
}

function serveButtons(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(`[${OPEN_CHAT_ATTR}]`)) {
    if (!openChat()) warn((ui) => ui.chat.unavailable);
    return;
  }
  const cookies = target?.closest<HTMLElement>(`[${OPEN_COOKIE_PREFERENCES_ATTR}]`);
  if (!cookies) return;
  const status = cookies.nextElementSibling?.getAttribute('role') === 'status' ? cookies.nextElementSibling : null;
  showCookiePreferences().then(
    () => status && (status.textContent = ''),
    () => {
      if (status && cookies.dataset.failedText) status.textContent = ` ${cookies.dataset.failedText}`;
      else warn((ui) => ui.unavailable.cookies);
    },
  );
}

/** The buttons' handler (chat, cookie preferences) on `doc`; returns its removal (tests). */
export function servePageButtons(doc: Document = document): () => void {
  doc.addEventListener('click', serveButtons);
  return () => doc.removeEventListener('click', serveButtons);
}

/** Installs the page-wide handlers. */
export function installPageHandlers(): void {
  servePageButtons();
  document.addEventListener('click', followInPageLink);
}
