/**
 * Fetches Rachel's index (a static asset) once, when the chat first opens;
 * undefined when it cannot be loaded (the panel then says the chat is unavailable).
 */
import { indexUrl } from 'virtual:rachel';
import type { RachelIndex } from '../../lib/chat/retrieve';

let pending: Promise<RachelIndex | undefined> | undefined;

export function loadRachelIndex(): Promise<RachelIndex | undefined> {
  pending ??= fetch(indexUrl)
    .then((r) => (r.ok ? (r.json() as Promise<RachelIndex>) : undefined))
    .catch(() => undefined);
  return pending;
}
