/**
 * Shared field shapes used by every section schema and by site.json.
 * They are the one source of truth: TypeScript types come from z.infer and the
 * JSON Schema under schemas/generated/ is written from them.
 */
import { z } from 'zod';
import { tag } from './tags';

/**
 * Schemes a link may use (in rich text and in every href field). `javascript:`
 * and `data:` are refused on purpose, and so are "//host" and "/\\host":
 * browsers read both as a link to another site.
 */
export const SAFE_HREF = /^(\/(?![/\\])|#[A-Za-z][\w-]*$|https:\/\/|http:\/\/|mailto:|tel:)/;

/**
 * An href as the browser reads it (WHATWG URL parsing): tab, LF and CR are
 * dropped anywhere, leading and trailing C0 controls and spaces trimmed. So
 * "/\t/evil.example" is the "//evil.example" a browser follows off-site.
 */
export const browserHref = (href: string): string =>
  href.replace(/[\t\n\r]/g, '').replace(/^[\p{Cc} ]+|[\p{Cc} ]+$/gu, '');

/** Whether `href`, read as the browser reads it, is a link the site allows. */
export const isSafeHref = (href: string): boolean => SAFE_HREF.test(browserHref(href));

/** The "site:email" / "site:address" links were an older, second token syntax: say what to write instead. */
const OLD_TOKENS: Record<string, string> = {
  'site:email': 'write "mailto:{email}" as the link and "{email}" as its text',
  'site:address': 'write "{mapUrl}" as the link and "{address}" as its text',
};
function oldTokenMessage(input: unknown): string | undefined {
  if (typeof input !== 'string' || !/^site:\w+$/.test(input)) return undefined;
  return `"${input}" is the old token syntax: ${OLD_TOKENS[input] ?? 'write the site.json value as a "{key}" token'}`;
}

export const href = tag(
  z
    .string()
    .min(1)
    .refine((v) => isSafeHref(v), {
      error: (issue) =>
        oldTokenMessage(issue.input) ??
        'link must start with "/", "#id", "https://", "http://", "mailto:" or "tel:" (javascript: and data: are refused)',
    })
    .describe('Internal path (/chi-siamo), in-page anchor (#scroll1), external https URL, mailto: or tel:'),
  { kind: 'link' },
);

export const anchorId = z
  .string()
  .regex(/^[A-Za-z][\w-]*$/, 'id must start with a letter and contain only letters, digits, "-" or "_"')
  .describe('Anchor id other sections can scroll to with "#id"');

export const link = z.strictObject({
  label: z.string().min(1),
  href,
  /** Opens in a new tab with rel="noopener noreferrer" when _blank. */
  target: z.enum(['_self', '_blank']).optional(),
});

/** A path under public/ (for example /images/hero.svg); checked to exist by validate. */
export const assetPath = tag(
  z
    .string()
    .regex(
      /^\/(?!\/)[\w\-./]+\.(svg|png|jpe?g|webp|avif|ico|mp4|webm)$/i,
      'asset path must start with "/" and end with an image or video extension',
    )
    // The build reads (and inlines) these files: a path must stay inside public/.
    .refine((v) => !v.split('/').some((segment) => segment === '..' || segment === '.') && !v.includes('//'), {
      message: 'asset path must not contain "..", "." or "//" segments: only files under public/ can be used',
    }),
  { kind: 'asset' },
);

export const image = z
  .strictObject({
    src: assetPath,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** Required for meaningful images; leave out only with decorative: true. */
    alt: z.string().min(1).optional(),
    /** Set true for purely decorative images: they render with alt="". */
    decorative: z.literal(true).optional(),
  })
  .superRefine((img, ctx) => {
    if (!img.alt && !img.decorative) {
      ctx.addIssue({ code: 'custom', path: ['alt'], message: 'an image needs alt text, or "decorative": true' });
    }
    if (img.alt && img.decorative) {
      ctx.addIssue({ code: 'custom', path: ['decorative'], message: 'a decorative image must not have alt text' });
    }
  });

/** HTML allowed: the loader sanitises it to a small allowlist (src/build/sanitize.ts). */
export const richText = tag(
  z
    .string()
    .min(1)
    .describe('Text with a small set of inline HTML tags (b, strong, i, em, br, a, span, ul, ol, li, p)'),
  { kind: 'richText' },
);

export const button = z
  .strictObject({
    label: z.string().min(1),
    variant: z.enum(['primary', 'tertiary']).default('primary'),
    /** Navigate to a page, scroll to "#id" on this page, or open an external URL. */
    href: href.optional(),
    /** openChat triggers Rachel's chat bubble. */
    action: z.enum(['openChat']).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.href === !b.action) {
      ctx.addIssue({ code: 'custom', path: ['href'], message: 'a button needs exactly one of "href" or "action"' });
    }
  });

/** Common to every section: a stable type and an optional anchor id. */
export const sectionBase = {
  id: anchorId.optional(),
};

/** The heading block most sections open with; rendered by src/ui/SectionHeader.tsx. */
export const sectionHeading = {
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  intro: z.string().min(1).optional(),
};

export type Link = z.infer<typeof link>;
export type Image = z.infer<typeof image>;
export type ButtonConfig = z.infer<typeof button>;
