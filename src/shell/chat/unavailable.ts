/**
 * The chat could not open (React, the panel, the index or its strings failed to load, or the panel threw):
 * the visitor learns why nothing opened and where to write instead, in a note they can dismiss. Plain DOM,
 * so it works whatever failed; the strings are on the prerendered bubble (ChatBubble.tsx).
 */
export function sayChatUnavailable(bubble: HTMLElement): void {
  if (document.querySelector('.chat-unavailable')) return;
  const note = document.createElement('div');
  note.className = 'chat-loading chat-unavailable';
  note.setAttribute('role', 'status');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'chat-unavailable__close';
  close.textContent = bubble.dataset.dismissText ?? '×';
  close.addEventListener('click', () => note.remove());
  note.append(`${bubble.dataset.unavailableText ?? ''} `, close);
  document.body.append(note);
}
