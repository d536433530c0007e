/**
 * Fetches the chat index of the page's language (a static asset) once, when
 * the chat first opens; undefined when it cannot be loaded (the panel then
 * says the chat is unavailable). A failure is not kept: the next call, when
 * the visitor opens the chat again, fetches it again.
 */
import { indexUrl, indexUrls } from 'virtual:chat-index';
import type { Locale } from '../../../schemas/locale';
import type { ChatIndex } from '../../lib/chat/retrieve';
import type { WireChatIndex } from '../../lib/chat/wire';

const pending = new Map<Locale, Promise<ChatIndex | undefined>>();

export function loadChatIndex(locale: Locale): Promise<ChatIndex | undefined> {
  let p = pending.get(locale);
  if (!p) {
    const wire = fetch(indexUrls[locale] ?? indexUrl).then((r) =>
      r.ok ? (r.json() as Promise<WireChatIndex>) : undefined,
    );
    p = Promise.all([wire, import('../../lib/chat/wire')])
      .then(([w, { fromWire }]) => (w ? fromWire(w) : undefined))
      .catch(() => undefined);
    pending.set(locale, p);
    void p.then((index) => {
      if (!index) pending.delete(locale);
    });
  }
  return p;
}
