import { z } from 'zod';
import { button, image, sectionBase } from '../fields';
import { iconName } from '../icons';

/** An image beside a title, a text and a list of icon boxes. */
export const featureMediaSchema = z.strictObject({
  type: z.literal('featureMedia'),
  ...sectionBase,
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  text: z.string().min(1).optional(),
  image,
  /** Which side the image sits on wide screens. */
  imagePosition: z.enum(['start', 'end']).default('start'),
  boxes: z
    .array(z.strictObject({ icon: iconName, text: z.string().min(1) }))
    .min(1)
    .max(8),
  buttons: z.array(button).max(2).optional(),
});
