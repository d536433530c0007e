/**
 * The chat index as the browser's file holds it: a passage's id is its position, so it is not
 * written (the numbers were 1.2 KiB of the 39 KiB gzip). Types only from retrieve.ts, so the code
 * that fetches the index does not pull the search library in.
 */
import type { ChatIndex, Passage } from './retrieve';

export type WireChatIndex = Omit<ChatIndex, 'passages'> & { passages: Omit<Passage, 'id'>[] };

export function toWire(index: ChatIndex): WireChatIndex {
  const passages = index.passages.map(({ id, ...p }, i) => {
    if (id !== i) throw new Error(`passage ${id} is at position ${i}: ids must be positions`);
    return p;
  });
  return { ...index, passages };
}

export const fromWire = (wire: WireChatIndex): ChatIndex => ({
  ...wire,
  passages: wire.passages.map((p, id) => ({ ...p, id })),
});
