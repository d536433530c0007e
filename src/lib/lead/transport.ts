/**
 * Lead submission: the e-mail capture `{ email, product }` and the two forms
 * POST to the automation webhook (VITE_LEAD_WEBHOOK_URL) or, when unset, to
 * the dev/preview server's own endpoint (src/server/leads.ts).
 *
 * Content type: `application/json` by default, because n8n only parses a JSON
 * body when the request says application/json; the browser then sends a CORS
 * preflight, which n8n answers from the Webhook node's "Allowed Origins (CORS)"
 * option. Webhooks that do not answer preflights (Zapier's Catch Hook) get a
 * CORS-simple `text/plain` request with the same JSON string by building with
 * VITE_LEAD_WEBHOOK_CONTENT_TYPE=text/plain. See README "Lead webhook".
 * A deploy with its own endpoint (VITE_LEADS_SAME_ORIGIN=1) posts to /api/leads, which forwards to a
 * webhook kept secret on the server (src/server/webhook-store.ts).
 */
import { sameOriginFlag } from './same-origin';

const WEBHOOK: string = sameOriginFlag(import.meta.env.VITE_LEADS_SAME_ORIGIN)
  ? ''
  : import.meta.env.VITE_LEAD_WEBHOOK_URL || '';
export const LEAD_ENDPOINT: string = WEBHOOK || '/api/leads';
export const LEAD_CONTENT_TYPE: string =
  WEBHOOK && import.meta.env.VITE_LEAD_WEBHOOK_CONTENT_TYPE === 'text/plain'
    ? 'text/plain;charset=UTF-8'
    : 'application/json';

/** A webhook that has not answered in this time is treated as a network failure. */
export const LEAD_TIMEOUT_MS = 15_000;

/** A status a later try may get past: the server failed, timed out or asked to slow down. */
export const isTransient = (status: number): boolean => status >= 500 || status === 408 || status === 429;

/** How a POST ended: a 2xx, another status, or no answer at all (network error or timeout). */
export type SendResult = { kind: 'ok' } | { kind: 'status'; status: number } | { kind: 'network' };

/** The address as sent: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * POSTs `body` as JSON. A timer (not AbortSignal.timeout) aborts it after
 * `timeoutMs`, so tests can move the clock instead of waiting 15 s.
 */
export async function postJson(
  body: unknown,
  { endpoint = LEAD_ENDPOINT, timeoutMs = LEAD_TIMEOUT_MS } = {},
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      mode: 'cors',
      headers: { 'Content-Type': LEAD_CONTENT_TYPE },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    return res.ok ? { kind: 'ok' } : { kind: 'status', status: res.status };
  } catch {
    return { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
