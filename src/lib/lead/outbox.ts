/**
 * The lead outbox: e-mail captures the visitor was thanked for but whose
 * request got a non-2xx answer. They wait in localStorage and are re-sent on
 * later page loads until one gets a 2xx. The first retry is due on the next
 * load; after that the wait grows (1 min, 4 min, 16 min, … up to 6 h) so a
 * broken webhook is not hammered by every page view.
 */
import { OUTBOX_KEY } from './outbox-key';
import { postJson } from './transport';

const MAX_ENTRIES = 20;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

export interface OutboxEntry {
  id: string;
  body: unknown;
  endpoint: string;
  /** Failed attempts so far (the first one, made by the form, included). */
  attempts: number;
  /** Epoch ms before which no retry is made. */
  nextAttemptAt: number;
}

/** Wait after the n-th failed attempt: none after the first, then 1 min × 4^(n-2), capped. */
export function backoffMs(attempts: number): number {
  return attempts <= 1 ? 0 : Math.min(60_000 * 4 ** (attempts - 2), MAX_DELAY_MS);
}

function read(): OutboxEntry[] {
  try {
    const raw = localStorage.getItem(OUTBOX_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? (list as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function write(entries: OutboxEntry[]) {
  try {
    if (entries.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else localStorage.removeItem(OUTBOX_KEY);
  } catch (err) {
    // Storage full or disabled (private mode): nothing more can be kept in this browser.
    console.warn('lead outbox: could not save', err);
  }
}

export function pending(): OutboxEntry[] {
  return read();
}

/** Keeps a lead whose first attempt failed. */
export function keep(body: unknown, endpoint: string, now = Date.now()) {
  const entries = read();
  entries.push({ id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`, body, endpoint, attempts: 1, nextAttemptAt: now + backoffMs(1) });
  if (entries.length > MAX_ENTRIES) console.warn(`lead outbox: over ${MAX_ENTRIES} leads waiting, the oldest is dropped`);
  write(entries.slice(-MAX_ENTRIES));
}

/**
 * Re-sends every due entry once; keeps the ones that fail with a later due
 * time. Held under a Web Lock where available, so two tabs do not send the
 * same lead twice.
 */
export async function flush(now = Date.now()): Promise<void> {
  const run = async () => {
    const snapshot = read();
    const remaining: OutboxEntry[] = [];
    for (const entry of snapshot) {
      if (entry.nextAttemptAt > now) {
        remaining.push(entry);
        continue;
      }
      const result = await postJson(entry.body, { endpoint: entry.endpoint });
      if (result.kind !== 'ok') {
        const attempts = entry.attempts + 1;
        remaining.push({ ...entry, attempts, nextAttemptAt: now + backoffMs(attempts) });
      }
    }
    // A form on this page may have kept a new lead while the retries were in flight.
    const seen = new Set(snapshot.map((e) => e.id));
    const added = read().filter((e) => !seen.has(e.id));
    write([...remaining, ...added].slice(-MAX_ENTRIES));
  };
  if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(OUTBOX_KEY, { ifAvailable: true }, (lock) => (lock ? run() : undefined));
  else await run();
}
