import { z } from 'zod';
import { button, sectionBase, sectionHeading } from '../fields';

/** A titled list of items (title + text), plain, ticked or numbered. */
export const listSchema = z.strictObject({
  type: z.literal('list'),
  ...sectionBase,
  ...sectionHeading,
  variant: z.enum(['cards', 'ticked', 'numbered']).default('cards'),
  items: z.array(z.strictObject({ title: z.string().min(1), text: z.string().min(1).optional() })).min(1),
  button: button.optional(),
});
