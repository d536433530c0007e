/**
 * The lead outbox: e-mail captures the visitor was thanked for but whose
 * request got a non-2xx answer. They wait in localStorage and are re-sent on
 * later page loads until one gets a 2xx. The first retry is due on the next
 * load; after that the wait grows (1 min, 4 min, 16 min, … up to 6 h) so a
 * broken webhook is not hammered by every page view.
 *
 * What is read back is not trusted (another script, an old version, a hand
 * edit): entries that are not a capture are dropped, at most MAX_ENTRIES are
 * kept and MAX_SENDS_PER_LOAD sent per page load, an answer that will never
 * pass (a 4xx other than 408/429) drops the lead, and retries go to the
 * endpoint this build posts to, not the one stored with the lead.
 */
import { OUTBOX_KEY } from './outbox-key';
import { isTransient, LEAD_ENDPOINT, postJson } from './transport';

export const MAX_ENTRIES = 20;
export const MAX_SENDS_PER_LOAD = 5;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

export interface OutboxEntry {
  id: string;
  body: { email: string; product: string };
  /** Where it was first sent (kept for the record; retries use the current endpoint). */
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

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** A stored entry as the outbox writes it, or undefined. */
function entryOf(v: unknown): OutboxEntry | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const e = v as Record<string, unknown>;
  const body = e.body as Record<string, unknown> | null | undefined;
  if (!isText(e.id, 64) || !body || typeof body !== 'object') return undefined;
  if (!isText(body.email, 254) || !isText(body.product, 100) || !isCount(e.attempts) || !isCount(e.nextAttemptAt))
    return undefined;
  return {
    id: e.id,
    body: { email: body.email, product: body.product },
    endpoint: typeof e.endpoint === 'string' ? e.endpoint : '',
    attempts: e.attempts,
    nextAttemptAt: e.nextAttemptAt,
  };
}

function read(): OutboxEntry[] {
  try {
    const raw = localStorage.getItem(OUTBOX_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(list)) return [];
    return list
      .slice(-MAX_ENTRIES)
      .map(entryOf)
      .filter((e): e is OutboxEntry => e !== undefined);
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
export function keep(body: OutboxEntry['body'], endpoint: string, now = Date.now()) {
  const entries = read();
  entries.push({
    id: `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    body,
    endpoint,
    attempts: 1,
    nextAttemptAt: now + backoffMs(1),
  });
  if (entries.length > MAX_ENTRIES)
    console.warn(`lead outbox: over ${MAX_ENTRIES} leads waiting, the oldest is dropped`);
  write(entries.slice(-MAX_ENTRIES));
}

/**
 * Re-sends every due entry once; keeps the ones that fail with a later due
 * time. Held under a Web Lock where available, so two tabs do not send the
 * same lead twice.
 */
export async function flush(now = Date.now(), endpoint = LEAD_ENDPOINT): Promise<void> {
  const run = async () => {
    const snapshot = read();
    const remaining: OutboxEntry[] = [];
    let sends = 0;
    for (const entry of snapshot) {
      if (entry.nextAttemptAt > now || sends >= MAX_SENDS_PER_LOAD) {
        remaining.push(entry);
        continue;
      }
      sends += 1;
      const result = await postJson(entry.body, { endpoint });
      if (result.kind === 'ok') continue;
      if (result.kind === 'status' && !isTransient(result.status)) {
        // Refused for good (the address, a changed webhook): retrying would never pass.
        console.warn(`lead outbox: a lead was refused with ${result.status} and is dropped`);
        continue;
      }
      const attempts = entry.attempts + 1;
      remaining.push({ ...entry, attempts, nextAttemptAt: now + backoffMs(attempts) });
    }
    // A form on this page may have kept a new lead while the retries were in flight.
    const seen = new Set(snapshot.map((e) => e.id));
    const added = read().filter((e) => !seen.has(e.id));
    write([...remaining, ...added].slice(-MAX_ENTRIES));
  };
  // Web Locks exist only in secure contexts and recent browsers, whatever lib.dom's types say.
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (locks) await locks.request(OUTBOX_KEY, { ifAvailable: true }, (lock) => (lock ? run() : undefined));
  else await run();
}
