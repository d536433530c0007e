import { z } from 'zod';
import { sectionBase, sectionHeading } from '../fields';

/**
 * Items that open and close independently (several may be open at once).
 * `faq: true` also emits FAQPage structured data for search engines.
 */
export const accordionSchema = z.strictObject({
  type: z.literal('accordion'),
  ...sectionBase,
  ...sectionHeading,
  items: z.array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) })).min(1),
  faq: z.boolean().default(false),
});
