import { z } from 'zod';
import { button, sectionBase } from '../fields';

/** A titled block of plain-text paragraphs with an optional button; "{siteName}", "{email}" and the other keys of src/lib/site-values.ts are filled from site.json. */
export const textBlockSchema = z.strictObject({
  type: z.literal('textBlock'),
  ...sectionBase,
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  button: button.optional(),
  /** split: title on the left, text on the right (wide screens); stacked: one column. */
  layout: z.enum(['split', 'stacked']).default('split'),
  /** surface: a light grey band, to separate consecutive blocks. */
  background: z.enum(['none', 'surface']).default('none'),
});
