import { z } from 'zod';
import { image, sectionBase } from '../fields';

/** Cards moved with previous/next buttons and dots (no loop, centred). */
export const cardSliderSchema = z.object({
  type: z.literal('cardSlider'),
  ...sectionBase,
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  intro: z.string().min(1).optional(),
  slides: z.array(z.object({ image, text: z.string().min(1) })).min(2),
});
