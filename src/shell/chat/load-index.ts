/**
 * Fetches the chat index (a static asset) once, when the chat first opens;
 * undefined when it cannot be loaded (the panel then says the chat is unavailable).
 */
import { indexUrl } from 'virtual:chat-index';
import type { ChatIndex } from '../../lib/chat/retrieve';

let pending: Promise<ChatIndex | undefined> | undefined;

export function loadChatIndex(): Promise<ChatIndex | undefined> {
  pending ??= fetch(indexUrl)
    .then((r) => (r.ok ? (r.json() as Promise<ChatIndex>) : undefined))
    .catch(() => undefined);
  return pending;
}
