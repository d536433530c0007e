import { z } from 'zod';
import { href, sectionBase } from '../fields';

/**
 * Links filled in from site.json when the section renders (prerender and
 * client), so the company e-mail and address are written in one place only.
 */
export const SITE_LINKS = ['site:email', 'site:address'] as const;
export type SiteLink = (typeof SITE_LINKS)[number];

/** Columns of contact links (title + items of title, text, link and target). */
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
              /** Link text; for "site:…" links it defaults to the e-mail or the address. */
              text: z.string().min(1).optional(),
              href: z.union([href, z.enum(SITE_LINKS)]),
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
