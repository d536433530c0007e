/**
 * The form's checks (zod/mini and the submission schemas, shared with the
 * endpoint). A chunk of its own: the form loads it at the visitor's first
 * focus, input or submit, so pages with a form do not fetch it at load.
 */
import { contactSchema, fieldErrors, materialsSchema, type FormSubmission } from '../../../schemas/submissions';
import type { Locale } from '../../../schemas/locale';
import { formErrors } from '../../i18n/form-errors';
import type { FieldName } from './Field';

export type FieldErrors = Partial<Record<FieldName, string>>;
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
