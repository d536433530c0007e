/**
 * The forms' checks: the endpoint's own schemas (zod/mini, schemas/submissions.ts),
 * worded in the page's language. One chunk for the contact and materials forms
 * and the e-mail capture, fetched at the first focus, input or submit: pages do
 * not load it with their code.
 */
import {
  contactSchema,
  fieldErrors,
  leadCaptureSchema,
  materialsSchema,
  type FormSubmission,
} from '../../schemas/submissions';
import type { Locale } from '../../schemas/locale';
import { formErrors } from '../i18n/form-errors';

export type FieldErrors = Partial<Record<string, string>>;
export type CheckResult = { ok: true; data: FormSubmission } | { ok: false; errors: FieldErrors };

export interface FormValues {
  kind: 'contact' | 'materials';
  person: Omit<FormSubmission, 'form' | 'message' | 'product' | 'material'>;
  message: string;
  material: string;
  product: string | undefined;
  /** The page's language: the messages are worded in it. */
  locale: Locale;
}

export function checkSubmission({ kind, person, message, material, product, locale }: FormValues): CheckResult {
  const result =
    kind === 'contact'
      ? contactSchema.safeParse({ form: 'contact', ...person, message })
      : materialsSchema.safeParse({ form: 'materials', ...person, product, material });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors(result.error, formErrors[locale]) };
}

/** The e-mail capture: the message to show under the address, or undefined when the endpoint will take it. */
export function checkCapture(email: string, product: string, locale: Locale): string | undefined {
  const result = leadCaptureSchema.safeParse({ email, product });
  if (result.success) return undefined;
  const fields = fieldErrors(result.error, formErrors[locale]);
  return 'email' in fields ? fields.email : Object.values(fields)[0];
}
