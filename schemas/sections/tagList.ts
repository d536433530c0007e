import { z } from 'zod';
import { sectionBase } from '../fields';

/** A titled list of short labels (e.g. the markets served), shown as chips. */
export const tagListSchema = z.object({
  type: z.literal('tagList'),
  ...sectionBase,
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  intro: z.string().min(1).optional(),
  tags: z.array(z.string().min(1)).min(1),
});
