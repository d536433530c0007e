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

/** Messages are the ones the visitor reads next to a field (GOV.UK style: say what to do). */
const required = (message: string, max = 100) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: message }),
      z.maxLength(max, { error: `Usa al massimo ${max} caratteri` }),
    );

const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { error: `Usa al massimo ${max} caratteri` }));

export const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Inserisci il tuo indirizzo e-mail' }),
    z.maxLength(254, { error: "L'indirizzo e-mail è troppo lungo" }),
    z.email({ error: 'Inserisci un indirizzo e-mail valido, per esempio nome@azienda.it' }),
  );

/**
 * A plausible phone number: digits with the usual separators, an optional
 * leading +, 6 to 15 digits in all (E.164 allows at most 15). Empty is fine:
 * the phone is optional.
 */
const PHONE = /^\+?[\d\s()./-]+$/;
export const phone = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || (PHONE.test(v) && /^\D*(\d\D*){6,15}$/.test(v)), {
    error: 'Inserisci un numero di telefono valido, per esempio +39 06 1234 5678',
  }),
);

/** The product a page is about; fixed per page, like the lead banner's. */
export const product = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** The e-mail capture (lead banner): exactly { email, product }, as the spec says. */
export const leadCaptureSchema = z.strictObject({ email, product });

export { materialKinds };

const person = {
  firstName: required('Inserisci il tuo nome', 80),
  lastName: required('Inserisci il tuo cognome', 80),
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
  message: required('Scrivi il tuo messaggio', 3000),
});

export const materialsSchema = z.strictObject({
  form: z.literal('materials'),
  ...person,
  product,
  material: z.enum(materialKinds, { error: 'Scegli il materiale che vuoi ricevere' }),
});

export const formSubmissionSchema = z.discriminatedUnion('form', [contactSchema, materialsSchema], {
  error: 'form must be "contact" or "materials"',
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

/** field → first message, for the error summary and the 400 answer. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out[k] ??= 'campo non previsto';
    } else out[key] ??= issue.message;
  }
  return out;
}

/**
 * Parses what the endpoint received: a body with `form` is one of the two
 * forms (errors then name that form's fields), anything else the e-mail capture.
 */
export function parseSubmission(
  data: unknown,
): { ok: true; value: Submission } | { ok: false; fields: Record<string, string> } {
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, fields: { _: 'il corpo deve essere un oggetto JSON' } };
  const schema = 'form' in data ? formSubmissionSchema : leadCaptureSchema;
  const result = schema.safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, fields: fieldErrors(result.error) };
}
