import { z } from 'zod';
import { sectionBase, sectionHeading } from '../fields';

/** A titled list of short labels (e.g. the markets served), shown as chips. */
export const tagListSchema = z.strictObject({
  type: z.literal('tagList'),
  ...sectionBase,
  ...sectionHeading,
  tags: z.array(z.string().min(1)).min(1),
});
