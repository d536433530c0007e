import { z } from 'zod';
import { sectionBase, sectionHeading } from '../fields';
import { materialKinds } from '../submissions';

/**
 * A contact or materials-request form. The fields are fixed by the kind (the
 * ones the privacy policy names, schemas/submissions.ts); the document picks
 * the kind and writes the copy around them.
 */
export const formSchema = z
  .strictObject({
    type: z.literal('form'),
    ...sectionBase,
    ...sectionHeading,
    /** contact: name, company, e-mail, phone and a message. materials: the same, plus what to send. */
    kind: z.enum(['contact', 'materials']),
    /** Sent with every request from this form; fixed per page, like the lead banner's. Required for materials. */
    product: z.string().min(1).max(100).optional(),
    /** The materials a visitor can ask for, in this order (materials forms only). Defaults to all three. */
    materials: z.array(z.enum(materialKinds)).min(1).optional(),
    submitLabel: z.string().min(1).max(40).optional(),
    /** Replaces the form once the request has gone through. */
    thanks: z.string().min(1).optional(),
  })
  .superRefine((f, ctx) => {
    if (f.kind === 'materials' && !f.product) {
      ctx.addIssue({ code: 'custom', path: ['product'], message: 'a materials form needs the "product" it sends' });
    }
    if (f.kind === 'contact' && f.materials) {
      ctx.addIssue({
        code: 'custom',
        path: ['materials'],
        message: '"materials" only applies to a form of kind "materials"',
      });
    }
  });
