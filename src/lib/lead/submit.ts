/** What the forms call: the e-mail capture (with the outbox behind it) and the two full forms. */
import type { FormSubmission, LeadCapture } from '../../../schemas/submissions';
import { LEAD_ENDPOINT, normalizeEmail, postJson, type SendResult } from './transport';

export type Lead = LeadCapture;

/**
 * The e-mail capture. Resolves true when the request resolved at all (SPEC §4:
 * any status thanks the visitor), false on a network failure or timeout. A
 * resolved request that is not 2xx has not reached anyone: the lead goes into
 * the outbox and is re-sent on a later page load.
 */
export async function submitLead(lead: Lead, endpoint = LEAD_ENDPOINT): Promise<boolean> {
  const body: Lead = { email: normalizeEmail(lead.email), product: lead.product };
  const result = await postJson(body, { endpoint });
  if (result.kind === 'network') return false;
  if (result.kind === 'status') {
    const { keep } = await import('./outbox');
    keep(body, endpoint);
  }
  return true;
}

/** A form submission: the caller shows the outcome (thanks, or the failure message with every value kept). */
export function submitForm(submission: FormSubmission, endpoint = LEAD_ENDPOINT): Promise<SendResult> {
  return postJson({ ...submission, email: normalizeEmail(submission.email) }, { endpoint });
}
