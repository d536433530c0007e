import { z } from 'zod';
import { sectionBase } from '../fields';

/** E-mail capture: posts { email, product } to the lead webhook. */
export const leadBannerSchema = z.strictObject({
  type: z.literal('leadBanner'),
  ...sectionBase,
  title: z.string().min(1),
  text: z.string().min(1).optional(),
  /** Sent with every lead from this banner; fixed per page. */
  product: z.string().min(1).default('Generic'),
});
