/**
 * Lead submission: POST { email, product } to the automation webhook
 * (VITE_LEAD_WEBHOOK_URL) or, when unset, to the dev/preview server's own
 * endpoint (src/server/leads.ts).
 *
 * Content type: `application/json` by default, because n8n only parses a JSON
 * body when the request says application/json; the browser then sends a CORS
 * preflight, which n8n answers from the Webhook node's "Allowed Origins (CORS)"
 * option. Webhooks that do not answer preflights (Zapier's Catch Hook) get a
 * CORS-simple `text/plain` request with the same JSON string by building with
 * VITE_LEAD_WEBHOOK_CONTENT_TYPE=text/plain. See README "Lead webhook".
 */
export const LEAD_ENDPOINT: string = import.meta.env.VITE_LEAD_WEBHOOK_URL || '/api/leads';
export const LEAD_CONTENT_TYPE: string =
  import.meta.env.VITE_LEAD_WEBHOOK_CONTENT_TYPE === 'text/plain' ? 'text/plain;charset=UTF-8' : 'application/json';

export interface Lead {
  email: string;
  product: string;
}

/** The address as sent: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Resolves true when the request resolved at all (any status), false on network failure. */
export async function submitLead(lead: Lead, endpoint = LEAD_ENDPOINT): Promise<boolean> {
  try {
    await fetch(endpoint, {
      method: 'POST',
      mode: 'cors',
      headers: { 'Content-Type': LEAD_CONTENT_TYPE },
      body: JSON.stringify({ email: normalizeEmail(lead.email), product: lead.product }),
    });
    return true;
  } catch {
    return false;
  }
}
