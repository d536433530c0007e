/** Every "Avvia una chat" button clicks the chat bubble, so a third-party widget can take its place. */
export const CHAT_BUBBLE_SELECTOR = '[data-chat-bubble]';

/** Marks an "Avvia una chat" button: one handler for the whole page opens the chat (app/page-handlers.ts). */
export const OPEN_CHAT_ATTR = 'data-open-chat';
/** Marks a button that opens the cookie preferences (the cookie policy's), served the same way. */
export const OPEN_COOKIE_PREFERENCES_ATTR = 'data-open-cookie-preferences';

let bubbleSelector = CHAT_BUBBLE_SELECTOR;

/** A third-party widget (site.json chat.provider "embed") registers its own bubble here. */
export function setChatBubbleSelector(selector: string): void {
  bubbleSelector = selector;
}

/** Clicks the bubble; false when there is none (not loaded yet, failed, or an invalid selector). */
export function openChat(selector = bubbleSelector): boolean {
  let bubble: HTMLElement | null;
  try {
    bubble = document.querySelector<HTMLElement>(selector);
  } catch {
    return false; // validate refuses invalid selectors; never let a click throw
  }
  if (!bubble) return false;
  bubble.click();
  return true;
}

/** Whether the visitor left the last page of this tab by a link in an answer, with the chat open beside the page. */
const OPEN_KEY = 'runsite:chat-open';
export function chatWasOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false; // no storage: nothing to reopen
  }
}
export function rememberChatOpen(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, '1');
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // no storage: the next page starts with the chat closed
  }
}
