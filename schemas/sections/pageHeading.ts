import { z } from 'zod';
import { sectionBase } from '../fields';

/** A bare page that only names itself: the page's h1 (so use no hero with it) and an optional line. */
export const pageHeadingSchema = z.strictObject({
  type: z.literal('pageHeading'),
  ...sectionBase,
  title: z.string().min(1),
  text: z.string().min(1).optional(),
});
