/**
 * The chat's code on every page: a click listener on the prerendered bubble (ChatBubble.tsx). At the first
 * click, React and the panel load (ChatController.tsx); until they are there the bubble is busy. A page
 * reached from a link in an answer (on a wide screen, where the panel stays beside the page) opens the
 * chat again; the conversation of the tab is kept in any case (ChatPanel.tsx). A third-party widget
 * (site.json chat.provider "embed") is loaded once the page is idle and its own bubble takes the clicks.
 */
import { site } from 'virtual:content';
import { sayChatUnavailable } from './unavailable';
import { chatWasOpen, rememberChatOpen, setChatBubbleSelector, CHAT_BUBBLE_SELECTOR } from '../../lib/chat';
import { localeOfPath } from '../../../schemas/locale';
import { loadPageStrings } from '../../i18n/catalogs';
import { loadPanel } from './load-panel';

/** A third-party widget: its script once the page has settled; "Avvia una chat" then clicks its bubble. */
export function startEmbedChat(scriptUrl: string, bubbleSelector: string): void {
  setChatBubbleSelector(bubbleSelector);
  if (document.querySelector(`script[src="${CSS.escape(scriptUrl)}"]`)) return;
  window.setTimeout(() => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    document.body.append(script);
  }, 1500);
}

export function startChat(): void {
  const { chat } = site;
  if (chat.provider === 'embed') return startEmbedChat(chat.embed.scriptUrl, chat.embed.bubbleSelector);
  const bubble = document.querySelector<HTMLButtonElement>(CHAT_BUBBLE_SELECTOR);
  if (!bubble) return;
  const endpoint = chat.provider === 'llm' ? chat.endpoint : undefined;
  let mounting: Promise<unknown> | undefined;
  // Everything the panel needs (the index, the largest file; its code, stylesheet and strings; the page's
  // strings the root waits for) is fetched beside the controller's code, not once that code has run:
  // waiting for it to ask cost two round trips (~100 ms here, far more on a phone). A failure is the
  // controller's to report. Each of these loads is shared: a second call joins the first.
  const fetchChat = () => {
    const locale = localeOfPath(window.location.pathname);
    const panel = loadPanel(locale);
    panel.catch(() => undefined);
    loadPageStrings(locale).catch(() => undefined);
    return { panel, controller: import('./ChatController') };
  };
  const open = () => {
    if (mounting) return; // mounted (or on its way): the controller takes the clicks
    bubble.setAttribute('aria-expanded', 'true');
    bubble.setAttribute('aria-busy', 'true');
    const { panel, controller } = fetchChat();
    mounting = controller
      .then(({ mountChat }) => mountChat(bubble, endpoint, panel))
      .catch((err: unknown) => {
        // React or the controller could not load (blocked, offline, a new deploy): say so and let a later click retry.
        console.warn('the chat could not load', err);
        mounting = undefined;
        bubble.setAttribute('aria-expanded', 'false');
        sayChatUnavailable(bubble);
      })
      .finally(() => bubble.removeAttribute('aria-busy'));
  };
  bubble.addEventListener('click', open);
  // A pointer on its way to the bubble starts the same fetches (fetched, not run: the click still mounts
  // it): a finger comes down ~100 ms before its click, a mouse rests on it longer. A mouse only passing
  // over it (under 80 ms) fetches nothing.
  let warmed = false;
  let resting = 0;
  const warm = () => {
    if (warmed || mounting) return;
    warmed = true;
    fetchChat().controller.catch(() => undefined);
  };
  bubble.addEventListener('pointerdown', warm);
  bubble.addEventListener('pointerenter', () => {
    resting = window.setTimeout(warm, 80);
  });
  bubble.addEventListener('pointerleave', () => clearTimeout(resting));
  // The visitor followed a link in an answer with the chat open beside the page: it stays open here. In a
  // task of its own: a tab's first read of sessionStorage is slow (about 2 ms on this machine, 8 ms at the
  // 4x slowdown Lighthouse simulates), and the boot's task is the one a phone waits on.
  setTimeout(() => {
    if (!chatWasOpen()) return;
    rememberChatOpen(false);
    open();
  }, 0);
}
