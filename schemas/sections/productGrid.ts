import { z } from 'zod';
import { href, image, sectionBase } from '../fields';

/** Product cards; a "large" card spans two columns on wide screens. */
export const productGridSchema = z.strictObject({
  type: z.literal('productGrid'),
  ...sectionBase,
  title: z.string().min(1),
  intro: z.string().min(1).optional(),
  products: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        description: z.string().min(1),
        image,
        href,
        /** Card background colour. */
        bg: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, 'bg must be a #rrggbb colour')
          .default('#dcdfe6'),
        large: z.boolean().default(false),
      }),
    )
    .min(1),
});
