import { z } from 'zod';
import { image, sectionBase } from '../fields';

/** One image, or two side by side (e.g. product mockups), with an optional title and caption. */
export const imageBlockSchema = z.strictObject({
  type: z.literal('imageBlock'),
  ...sectionBase,
  title: z.string().min(1).optional(),
  caption: z.string().min(1).optional(),
  images: z.array(image).min(1).max(2),
});
