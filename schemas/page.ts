import { z } from 'zod';
import { assetPath } from './fields';
import { locales } from './locale';
import { sectionSchema } from './section';

const routePath = z
  .string()
  .regex(
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/,
    'path must look like "/" or "/lower-case/segments" with no trailing slash',
  );

export const metaSchema = z.strictObject({
  title: z.string().min(1).max(70),
  description: z.string().min(50).max(170),
  /** Social image under public/, 1200×630 by default. */
  image: assetPath.optional(),
  type: z.enum(['website', 'article']).default('website'),
  keywords: z.array(z.string().min(1)).optional(),
  author: z.string().min(1).optional(),
});

export const MAX_SECTIONS = 40;

export const pageSchema = z.strictObject({
  $schema: z.string().optional(),
  /**
   * The page's language. It must agree with the folder (pages-config/en/ ⇒ "en", the top level ⇒ "it")
   * and with the path's prefix (/en/…); the same file name in each folder pairs the translations.
   */
  locale: z
    .enum(locales)
    .default('it')
    .describe(
      'Language of the page: "it" (default) for pages-config/*.json, "en" for pages-config/en/*.json, whose paths start with /en',
    ),
  path: routePath,
  /** Further routes that show this same page; the canonical URL stays `path`. */
  aliases: z.array(routePath).default([]),
  meta: metaSchema,
  /** A cap on page size: a longer page would be a heavy download; split it instead. */
  sections: z
    .array(sectionSchema)
    .min(1)
    .max(MAX_SECTIONS, `a page may have at most ${MAX_SECTIONS} sections: split it into more pages`),
});

export type Page = z.infer<typeof pageSchema>;
export type PageMeta = z.infer<typeof metaSchema>;
