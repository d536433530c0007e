/**
 * The chat could not open (React, the panel, the index or its strings failed to load, or the panel threw):
 * the visitor learns why nothing opened and where to write instead, in a note they can dismiss. Plain DOM,
 * so it works whatever failed; the strings are on the prerendered bubble (ChatBubble.tsx).
 */
export function sayChatUnavailable(bubble: HTMLElement): void {
  sayInNote(bubble.dataset.unavailableText ?? '', bubble.dataset.dismissText ?? '×');
}

/**
 * `text` in a note at the foot of the page, read out as a status and closed by its button; said once while
 * it is showing. For what a toast would say when the toast code itself cannot load.
 */
export function sayInNote(text: string, dismiss: string): void {
  if ([...document.querySelectorAll('.chat-unavailable')].some((n) => n.textContent.startsWith(text))) return;
  const note = document.createElement('div');
  note.className = 'chat-loading chat-unavailable';
  note.setAttribute('role', 'status');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'chat-unavailable__close';
  close.textContent = dismiss;
  close.addEventListener('click', () => note.remove());
  note.append(`${text} `, close);
  document.body.append(note);
}
