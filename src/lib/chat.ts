/** Every "Avvia una chat" button clicks the chat bubble, so a third-party widget can take its place. */
export const CHAT_BUBBLE_SELECTOR = '[data-chat-bubble]';

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
