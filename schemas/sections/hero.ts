import { z } from 'zod';
import { button, image, richText, sectionBase } from '../fields';

/** Top of a page: title, pitch, optional image, labels (HTML allowed) and buttons. */
export const heroSchema = z.strictObject({
  type: z.literal('hero'),
  ...sectionBase,
  /** Small label above the title, e.g. "Prodotti". */
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  subtitle: z.string().min(1).optional(),
  text: z.string().min(1).optional(),
  image: image.optional(),
  /** Label groups, e.g. { label: "Settori", text: "Sanità, Hospitality" }. */
  labels: z.array(z.strictObject({ label: z.string().min(1), text: richText })).optional(),
  buttons: z.array(button).max(3).optional(),
});
