/** Lead submission: POST { email, product } as JSON to the webhook (or the local endpoint). */
export const LEAD_ENDPOINT: string = import.meta.env.VITE_LEAD_WEBHOOK_URL || '/api/leads';

export interface Lead {
  email: string;
  product: string;
}

/** Resolves true when the request resolved at all (any status), false on network failure. */
export async function submitLead(lead: Lead, endpoint = LEAD_ENDPOINT): Promise<boolean> {
  try {
    await fetch(endpoint, {
      method: 'POST',
      mode: 'cors',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: lead.email.trim(), product: lead.product }),
    });
    return true;
  } catch {
    return false;
  }
}
