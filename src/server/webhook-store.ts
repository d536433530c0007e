/**
 * The lead store of a serverless deploy: each accepted lead is forwarded to the company's webhook
 * (LEADS_WEBHOOK_URL, a secret of the platform, never in the browser bundle).
 *
 * The visitor's request waits for the first forward. Accepted by the webhook (2xx): the lead is stored.
 * Not accepted: the append fails, so the endpoint answers 500 and the visitor is not told it arrived (the
 * browser keeps the lead: the e-mail capture in its outbox, a form with every value), and the forward is
 * retried a few times after the answer, in the background (the platform's waitUntil), when a later try
 * may pass (network, 5xx, 408, 429). Every forward of one lead carries the same Idempotency-Key, so the
 * webhook can drop the copy it gets when both a background retry and the visitor's own retry arrive.
 */
import type { Submission } from '../../schemas/submissions';
import type { LeadStore } from './leads';

export interface WebhookStoreOptions {
  url: string;
  /**
   * Where background retries go when the request brings no `waitUntil` of its own (ClientInfo): the
   * platform's way to keep work running after the answer (Workers' ctx.waitUntil, Netlify's context.waitUntil).
   */
  waitUntil?: (work: Promise<unknown>) => void;
  fetch?: typeof fetch;
  now?: () => number;
  /** One forward's time limit (the visitor's browser gives up after 15 s). */
  attemptTimeoutMs?: number;
  /** Waits before each background retry. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  logError?: (message: string) => void;
}

export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 8_000;
/** Three more tries within Workers' 30 s of waitUntil after the answer. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000, 10_000];

type Outcome = 'ok' | 'transient' | 'permanent';

/** The same for every forward of one submission: a SHA-256 of its content. */
export async function idempotencyKey(submission: Submission): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(submission)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createWebhookStore({
  url,
  waitUntil = (work) => void work.catch(() => undefined),
  fetch: fetchImpl = fetch,
  now = Date.now,
  attemptTimeoutMs = WEBHOOK_ATTEMPT_TIMEOUT_MS,
  retryDelaysMs = WEBHOOK_RETRY_DELAYS_MS,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  logError = (message) => console.error(message),
}: WebhookStoreOptions): LeadStore {
  async function forward(body: string, key: string): Promise<Outcome> {
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
        signal: AbortSignal.timeout(attemptTimeoutMs),
      });
      // The answer's body is not needed: read it away so the connection is released.
      await res.body?.cancel().catch(() => undefined);
      if (res.ok) return 'ok';
      logError(`[leads] the webhook answered ${res.status}`);
      return res.status >= 500 || res.status === 408 || res.status === 429 ? 'transient' : 'permanent';
    } catch (err) {
      logError(`[leads] the webhook could not be reached: ${err instanceof Error ? err.name : 'error'}`);
      return 'transient';
    }
  }

  async function retry(body: string, key: string): Promise<void> {
    for (const delay of retryDelaysMs) {
      await sleep(delay);
      const outcome = await forward(body, key);
      if (outcome === 'ok') return;
      if (outcome === 'permanent') break;
    }
    logError(
      '[leads] a lead was not accepted by the webhook after its retries: the visitor was told it may not have arrived',
    );
  }

  return {
    async append(submission, info) {
      const key = await idempotencyKey(submission);
      const body = JSON.stringify({ ...submission, receivedAt: new Date(now()).toISOString() });
      const outcome = await forward(body, key);
      if (outcome === 'ok') return;
      if (outcome === 'transient') (info?.waitUntil ?? waitUntil)(retry(body, key));
      throw new Error(`the webhook did not accept the lead (${outcome})`);
    },
  };
}
