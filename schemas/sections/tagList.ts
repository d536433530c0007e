import { z } from 'zod';
import { link, sectionBase, sectionHeading } from '../fields';

/** A titled list of short labels (e.g. the markets served), shown as chips; a chip with an href links to its page. */
export const tagListSchema = z.strictObject({
  type: z.literal('tagList'),
  ...sectionBase,
  ...sectionHeading,
  tags: z.array(z.union([z.string().min(1), link.pick({ label: true, href: true })])).min(1),
});
