/** Every "Avvia una chat" button clicks the chat bubble, so a third-party widget can take its place. */
export const CHAT_BUBBLE_SELECTOR = '[data-chat-bubble]';

export function openChat(selector = CHAT_BUBBLE_SELECTOR): boolean {
  const bubble = document.querySelector<HTMLElement>(selector);
  if (!bubble) return false;
  bubble.click();
  return true;
}
