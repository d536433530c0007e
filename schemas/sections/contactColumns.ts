import { z } from 'zod';
import { href, sectionBase } from '../fields';

/**
 * Columns of contact links (title + items of title, text, link and target).
 * The company e-mail and address come from site.json through tokens, so they
 * are written in one place only: text "{email}" with link "mailto:{email}",
 * text "{address}" with link "{mapUrl}".
 */
export const contactColumnsSchema = z.strictObject({
  type: z.literal('contactColumns'),
  ...sectionBase,
  title: z.string().min(1),
  intro: z.string().min(1).optional(),
  columns: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        items: z
          .array(
            z.strictObject({
              title: z.string().min(1),
              /** Link text; defaults to the title. */
              text: z.string().min(1).optional(),
              href,
              /** _blank opens a new tab with rel="noopener noreferrer". */
              target: z.enum(['_self', '_blank']).default('_self'),
            }),
          )
          .min(1),
      }),
    )
    .min(1)
    .max(4),
});
