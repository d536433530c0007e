import { z } from 'zod';
import { image, sectionBase, sectionHeading } from '../fields';

/** Auto-scrolling image ribbon (keen-slider, loaded on the client only). */
export const carouselSchema = z.strictObject({
  type: z.literal('carousel'),
  ...sectionBase,
  ...sectionHeading,
  images: z
    .array(
      z.strictObject({
        image,
        /** Caption under the image. */
        title: z.string().min(1),
        /** Shape of the slide: square, 16:9 or panoramic 32:9. */
        aspectRatio: z.enum(['1', '16-9', '32-9']).default('16-9'),
      }),
    )
    .min(3, 'a looping carousel needs at least 3 images'),
});
