/** What the forms call: the e-mail capture (with the outbox behind it) and the two full forms. */
import type { FormSubmission, LeadCapture } from '../../../schemas/submissions';
import { isTransient, LEAD_ENDPOINT, normalizeEmail, postJson, type SendResult } from './transport';

export type Lead = LeadCapture;

/**
 * How an e-mail capture ended: taken (2xx); kept in the outbox for a later
 * page load (an answer that may pass on a retry: 5xx, 408, 429); refused for
 * good (any other 4xx: retrying would never pass, and thanking would lose it);
 * or no answer at all (network failure or timeout).
 */
export type LeadOutcome = 'sent' | 'kept' | 'refused' | 'network';

/** The e-mail capture; the visitor is thanked for 'sent' and 'kept' only. */
export async function submitLead(lead: Lead, endpoint = LEAD_ENDPOINT): Promise<LeadOutcome> {
  const body: Lead = { email: normalizeEmail(lead.email), product: lead.product };
  const result = await postJson(body, { endpoint });
  if (result.kind !== 'status') return result.kind === 'ok' ? 'sent' : 'network';
  if (!isTransient(result.status)) return 'refused';
  const { keep } = await import('./outbox');
  keep(body, endpoint);
  return 'kept';
}

/** A form submission: the caller shows the outcome (thanks, or the failure message with every value kept). */
export function submitForm(submission: FormSubmission, endpoint = LEAD_ENDPOINT): Promise<SendResult> {
  return postJson({ ...submission, email: normalizeEmail(submission.email) }, { endpoint });
}
