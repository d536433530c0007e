import { z } from 'zod';
import { image, sectionBase, sectionHeading } from '../fields';

/** Cards moved with previous/next buttons and dots (no loop, centred). */
export const cardSliderSchema = z.strictObject({
  type: z.literal('cardSlider'),
  ...sectionBase,
  ...sectionHeading,
  slides: z.array(z.strictObject({ image, text: z.string().min(1) })).min(2),
});
