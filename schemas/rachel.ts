import { z } from 'zod';
import { link } from './fields';

/** One thing Rachel knows: the ways visitors ask it, and her answer. */
export const rachelEntry = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'id must be lower-case letters, digits and "-"'),
  /** Phrasings visitors use; the first one is the label when the entry is a suggested question. */
  questions: z.array(z.string().min(3)).min(1),
  /** Extra words that should lead here (synonyms, product names). */
  keywords: z.array(z.string().min(2)).default([]),
  /** Plain text; a blank line starts a new paragraph. */
  answer: z.string().min(1),
  /** Shown under the answer; internal ones are checked by validate and open as router links. */
  links: z.array(link).default([]),
});

/** pages-config/data/rachel.json: the built-in chat assistant's knowledge. */
export const rachelSchema = z
  .strictObject({
    $schema: z.string().optional(),
    greeting: z.string().min(1),
    /** Entry ids offered as buttons under the greeting. */
    suggestions: z.array(z.string()).min(1).max(6),
    /** When Rachel has no answer: this text, the e-mail capture (product "Rachel") and this link. */
    fallback: z.strictObject({ text: z.string().min(1), contactLink: link }),
    entries: z.array(rachelEntry).min(1),
  })
  .superRefine((r, ctx) => {
    const ids = new Set<string>();
    r.entries.forEach((e, i) => {
      if (ids.has(e.id)) ctx.addIssue({ code: 'custom', path: ['entries', i, 'id'], message: `id "${e.id}" is used twice` });
      ids.add(e.id);
    });
    r.suggestions.forEach((s, i) => {
      if (!ids.has(s)) ctx.addIssue({ code: 'custom', path: ['suggestions', i], message: `no entry has id "${s}"` });
    });
  });

export type Rachel = z.infer<typeof rachelSchema>;
export type RachelEntry = z.infer<typeof rachelEntry>;
