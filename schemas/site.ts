import { z } from 'zod';
import { assetPath, image, link } from './fields';

/** Site-wide data: company, navigation, footer, chat and analytics. */
export const siteSchema = z.object({
  $schema: z.string().optional(),
  siteUrl: z
    .string()
    .regex(/^https:\/\/[^/]+$/, 'siteUrl must be an https origin with no trailing slash')
    .describe('Base URL used for canonical links, Open Graph and the sitemap'),
  siteName: z.string().min(1),
  description: z.string().min(1),
  locale: z.string().default('it_IT'),
  /**
   * JSON paths of values the spec does not give (company name, VAT, street,
   * e-mail). They are placeholders until the company supplies the real ones;
   * the build prints them as a warning.
   */
  placeholders: z.array(z.string()).default([]),
  company: z.object({
    name: z.string().min(1),
    vatId: z.string().min(1),
    address: z.object({
      street: z.string().min(1),
      postalCode: z.string().min(1),
      city: z.string().min(1),
      region: z.string().min(1),
      country: z.string().length(2),
    }),
    email: z.email(),
    /** Link to the address on a map (contacts page). */
    mapUrl: z.url().optional(),
  }),
  logo: image,
  /** Default social image (1200×630). */
  defaultImage: z.object({ src: assetPath, width: z.number().int().default(1200), height: z.number().int().default(630) }),
  header: z.object({ menu: z.array(link).min(1), cta: link }),
  footer: z.object({
    title: z.string().min(1),
    cta: link,
    menu: z.array(link).min(1),
    productLinks: z.array(link).min(1),
    legalLinks: z.array(link).min(1),
  }),
});

export type Site = z.infer<typeof siteSchema>;
