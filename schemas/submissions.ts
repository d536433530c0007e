/**
 * What a visitor sends: the e-mail capture and the two forms (contact,
 * materials request). One schema per kind, shared by the browser (the form
 * checks its fields with it) and the local endpoint (src/server/leads.ts).
 *
 * zod/mini on purpose: it tree-shakes to a few KiB, so the form chunk can
 * carry it (in its own chunk, loaded at the first focus); full zod stays out
 * of the browser bundle.
 */
import * as z from 'zod/mini';
import { materialKinds } from './material-kinds';

/**
 * What a visitor can get wrong, as keys: each locale words them in its form
 * strings (src/i18n/form.<locale>.ts `errors`, GOV.UK style: say what to do),
 * so an English page never shows an Italian message. `tooLong` has a `{max}`.
 */
export const errorKeys = [
  'firstName',
  'lastName',
  'email',
  'emailTooLong',
  'emailInvalid',
  'phone',
  'message',
  'material',
  'tooLong',
  'unexpected',
  'invalid',
] as const;
export type ErrorKey = (typeof errorKeys)[number];
export type ErrorMessages = Readonly<Record<ErrorKey, string>>;

const isErrorKey = (s: string): s is ErrorKey => (errorKeys as readonly string[]).includes(s);

const required = (key: ErrorKey, max = 100) =>
  z.string().check(z.trim(), z.minLength(1, { error: key }), z.maxLength(max, { error: 'tooLong' }));

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: 'tooLong' }));

export const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'email' }),
    z.maxLength(254, { error: 'emailTooLong' }),
    z.email({ error: 'emailInvalid' }),
  );

/**
 * A plausible phone number: digits with the usual separators, an optional
 * leading +, 6 to 15 digits in all (E.164 allows at most 15). Empty is fine:
 * the phone is optional.
 */
const PHONE = /^\+?[\d\s()./-]+$/;
export const phone = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || (PHONE.test(v) && /^\D*(\d\D*){6,15}$/.test(v)), { error: 'phone' }),
);

/** The product a page is about; fixed per page, like the lead banner's. */
export const product = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** The e-mail capture (lead banner): exactly { email, product }, as the spec says. */
export const leadCaptureSchema = z.strictObject({ email, product });

export { materialKinds };

const person = {
  firstName: required('firstName', 80),
  lastName: required('lastName', 80),
  company: optionalText(120),
  email,
  phone,
  marketingConsent: z.boolean(),
  /** Which privacy notice the visitor was shown (site.json legal.privacyNoticeVersion). */
  privacyNoticeVersion: z.string().check(z.minLength(1), z.maxLength(40)),
};

export const contactSchema = z.strictObject({
  form: z.literal('contact'),
  ...person,
  message: required('message', 3000),
});

export const materialsSchema = z.strictObject({
  form: z.literal('materials'),
  ...person,
  product,
  material: z.enum(materialKinds, { error: 'material' }),
});

export const formSubmissionSchema = z.discriminatedUnion('form', [contactSchema, materialsSchema], {
  error: 'invalid',
});

/** Everything the endpoint accepts. */
export const submissionSchema = z.union([leadCaptureSchema, formSubmissionSchema]);

export type FormKind = z.infer<typeof formSubmissionSchema>['form'];
export type ContactSubmission = z.infer<typeof contactSchema>;
export type MaterialsSubmission = z.infer<typeof materialsSchema>;
export type FormSubmission = z.infer<typeof formSubmissionSchema>;
export type LeadCapture = z.infer<typeof leadCaptureSchema>;
export type Submission = z.infer<typeof submissionSchema>;
export type MaterialKind = (typeof materialKinds)[number];

/** The message of one issue in the visitor's language. */
function messageOf(issue: z.core.$ZodIssue, messages: ErrorMessages): string {
  if (issue.code === 'too_big') return messages.tooLong.replace('{max}', String(issue.maximum));
  return messages[isErrorKey(issue.message) ? issue.message : 'invalid'];
}

/**
 * field → first message, for the error summary and the 400 answer. A null
 * prototype, so a field named `__proto__` is a field like any other.
 */
export function fieldErrors(error: z.core.$ZodError, messages: ErrorMessages): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  const set = (field: string, message: string) => {
    if (!Object.hasOwn(out, field)) out[field] = message;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys) set(k, messages.unexpected);
    else set(issue.path.length ? String(issue.path[0]) : '_', messageOf(issue, messages));
  }
  return out;
}

/**
 * Parses what the endpoint received: a body with `form` is one of the two
 * forms (errors then name that form's fields), anything else the e-mail capture.
 */
export function parseSubmission(
  data: unknown,
  messages: ErrorMessages,
): { ok: true; value: Submission } | { ok: false; fields: Record<string, string> } {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, fields: { _: messages.invalid } };
  const schema = Object.hasOwn(data, 'form') ? formSubmissionSchema : leadCaptureSchema;
  const result = schema.safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, fields: fieldErrors(result.error, messages) };
}
