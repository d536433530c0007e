import { z } from 'zod';
import { button, image, sectionBase, sectionHeading } from '../fields';
import { iconName } from '../icons';

/** A grid of features: plain cards, an icon list or a ticked list. */
export const featureGridSchema = z.strictObject({
  type: z.literal('featureGrid'),
  ...sectionBase,
  ...sectionHeading,
  variant: z.enum(['grid', 'icons', 'ticked']).default('grid'),
  /** Columns on wide screens; fewer on smaller ones. */
  columns: z.number().int().min(2).max(6).default(3),
  items: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        /** Short line under the title. */
        description: z.string().min(1).optional(),
        text: z.string().min(1).optional(),
        /** Small tag above the title, e.g. "Incluso". */
        label: z.string().min(1).optional(),
        image: image.optional(),
        /** Used by the "icons" variant. */
        icon: iconName.optional(),
      }),
    )
    .min(1),
  buttons: z.array(button).max(2).optional(),
});
