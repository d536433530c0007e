/**
 * The e-mail capture's check: the endpoint's own schema (zod/mini), worded in
 * the page's language. A chunk of its own, loaded at the first focus.
 */
import { fieldErrors, leadCaptureSchema } from '../../schemas/submissions';
import type { Locale } from '../../schemas/locale';
import { formErrors } from '../i18n/form-errors';

/** The message to show under the address, or undefined when the endpoint will take it. */
export function checkCapture(email: string, product: string, locale: Locale): string | undefined {
  const result = leadCaptureSchema.safeParse({ email, product });
  if (result.success) return undefined;
  const fields = fieldErrors(result.error, formErrors[locale]);
  return 'email' in fields ? fields.email : Object.values(fields)[0];
}
