import { z } from 'zod';
import { href, link } from './fields';

/**
 * Something the chat assistant knows that no page says (pricing policy, demo, the missing
 * phone number) or a site.json fact worded for the chat ({address}, {email},
 * {vatId}, {company} come from site.json). Indexed with the pages' passages.
 */
export const chatKnowledgeEntry = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'id must be lower-case letters, digits and "-"'),
  /**
   * Phrasings visitors use (indexed, never shown). One said whole leads here, and so do their intent words
   * ("quanto", "dove"); another of their words alone does not ("prenoto" in "Come prenoto una demo?").
   */
  questions: z.array(z.string().min(3)).min(1),
  /** The words that lead here, one is enough: what the entry is about, synonyms, product names. */
  keywords: z.array(z.string().min(2)).default([]),
  /** Plain text; a blank line starts a new paragraph. */
  answer: z.string().min(1),
  /** The same answer for a visitor who writes in English. */
  answerEn: z.string().min(1),
  /** "noinfo": an honest "I don't have that", shown with the contact form and the e-mail capture. */
  kind: z.enum(['answer', 'noinfo']).default('answer'),
  /** With a product in the question, also link that product's demo section ("lead") or materials form. */
  productLink: z.enum(['none', 'lead', 'materials']).default('none'),
  /** Shown under the answer; internal ones are checked by validate and open as router links. */
  links: z.array(link).default([]),
  /**
   * Products whose page does say it (a "noinfo" entry for the rest: RunTip's page gives its timeline, "Pronto
   * in poche settimane"). Asked of one of them, the reply answers and links that section first.
   */
  publishedFor: z.array(z.strictObject({ product: z.string().min(1), link })).default([]),
});

/** Short replies for messages that are not questions about the site. */
export const smallTalk = z.strictObject({
  intent: z.enum(['greeting', 'thanks', 'insult', 'ai', 'handoff']),
  /** Words or phrases (any case, accents ignored) that make a message this intent. */
  triggers: z.array(z.string().min(2)).min(1),
  /**
   * What the intent is about, for messages that say it in words of their own: one of `what` (words or
   * phrases) with one of `cues` anywhere in the message, and at most one other word the site uses.
   * "sto scrivendo a un programma o a un dipendente?" asks whether she is a person with no trigger said whole.
   */
  about: z
    .strictObject({
      what: z.array(z.string().min(2)).min(1),
      cues: z.array(z.string().min(2)).min(1),
    })
    .optional(),
  answer: z.string().min(1),
  answerEn: z.string().min(1),
  links: z.array(link).default([]),
});

export const chatKnowledgeProduct = z.strictObject({
  name: z.string().min(1),
  /** Other ways visitors write the name ("run voice"). */
  aliases: z.array(z.string().min(2)).default([]),
  href,
  /** Where a visitor asks this product's demo and a quote (its lead section). */
  leadHref: href,
  /** This product's materials-request form. */
  materialsHref: href,
  /** Versions the product has; asking for another one gets "there is no such version". */
  variants: z.array(z.string().min(1)).default([]),
  /**
   * How a visitor says what this product does for them ("i clienti ci chiamano", "they email us"): said
   * beside their business, and no other product's said, it decides which product fits.
   */
  needs: z.array(z.string().min(2)).default([]),
});

/** pages-config/data/chat-knowledge.json: what the built-in assistant knows beyond the pages. */
export const chatKnowledgeSchema = z
  .strictObject({
    $schema: z.string().optional(),
    /** The assistant's name as visitors meet it ("Rachel"): the persona is content, the engine only says "assistant". */
    assistantName: z.string().min(1),
    /** The first message: it must say the assistant is an AI (AI Act, art. 50). */
    greeting: z.string().min(1),
    /** Questions offered as buttons under the greeting. */
    suggestions: z.array(z.string().min(3)).min(1).max(6),
    /** When the assistant has no answer: this text, the e-mail capture (its product is `assistantName`) and this link. */
    fallback: z.strictObject({ text: z.string().min(1), textEn: z.string().min(1), contactLink: link }),
    /** Keyboard mashing ("asdfgh"). */
    nonsense: z.strictObject({ text: z.string().min(1), textEn: z.string().min(1) }),
    /**
     * Asked for a version a product does not have ("RunPlay Pro"): `text` when the product has
     * versions ({variants} lists them), `single` when it has none; {product} and {variant} are filled in.
     */
    noVariant: z.strictObject({
      text: z.string().min(1),
      textEn: z.string().min(1),
      single: z.string().min(1),
      singleEn: z.string().min(1),
    }),
    /**
     * Introduces the reply about another product than the one named, when the question asks what only that
     * one does ("does runplay pick up the phone?"); {named} and {product} are filled in.
     */
    otherProduct: z.strictObject({ text: z.string().min(1), textEn: z.string().min(1) }),
    /** Introduces passages quoted from the pages; {page} and {section} are filled in. */
    sourceLead: z.strictObject({ text: z.string().min(1), textEn: z.string().min(1) }),
    /** Introduces the best two or three passages when none is clearly the answer ("Ecco cosa ho trovato"). */
    found: z.strictObject({ text: z.string().min(1), textEn: z.string().min(1) }),
    /** A question the site has nothing on and that is not about the company (the weather, a poem): what she can do instead. */
    offTopic: z.strictObject({
      /** Phrases that are never about the site ("che tempo fa", "ricetta"), whatever words they share with it. */
      triggers: z.array(z.string().min(3)).default([]),
      text: z.string().min(1),
      textEn: z.string().min(1),
    }),
    /** Messages that try to change her instructions ("ignora le istruzioni"): a short, honest refusal. */
    guard: z.strictObject({
      triggers: z.array(z.string().min(3)).min(1),
      text: z.string().min(1),
      textEn: z.string().min(1),
    }),
    /**
     * How visitors write a word ("qnt", "nn", "x") or a phrase ("non prende", "in due parole") → what it
     * means in the site's words: read before anything else, phrases first.
     */
    vocabulary: z.record(z.string().min(1), z.string().min(1)).default({}),
    /**
     * The businesses visitors name ("B&B", "comune", "ASL") and the words the site uses for that
     * market or audience ("strutture ricettive", "pubblica amministrazione"): a question about the
     * business is searched with both.
     */
    audiences: z
      .array(z.strictObject({ names: z.array(z.string().min(2)).min(1), means: z.string().min(2) }))
      .default([]),
    /**
     * How visitors ask about a section the site already has, in words it does not use ("perché vi
     * chiamate così?" for the About page's section on the name): the phrasings are indexed with that
     * section's passages, never shown, and the section is quoted as it stands. No answer is written twice.
     */
    asked: z.array(z.strictObject({ section: href, questions: z.array(z.string().min(3)).min(1) })).default([]),
    products: z.array(chatKnowledgeProduct).min(1),
    smallTalk: z.array(smallTalk).min(1),
    entries: z.array(chatKnowledgeEntry).min(1),
  })
  .superRefine((r, ctx) => {
    const ids = new Set<string>();
    r.entries.forEach((e, i) => {
      if (ids.has(e.id))
        ctx.addIssue({ code: 'custom', path: ['entries', i, 'id'], message: `id "${e.id}" is used twice` });
      ids.add(e.id);
    });
    // A business belongs to one audience: named in two, only the last would count (the assistant reads one).
    const audienceOf = new Map<string, number>();
    r.audiences.forEach((a, i) =>
      a.names.forEach((name, j) => {
        const key = name.trim().toLowerCase();
        const first = audienceOf.get(key);
        if (first !== undefined && first !== i)
          ctx.addIssue({
            code: 'custom',
            path: ['audiences', i, 'names', j],
            message: `"${name}" is already a name of audiences[${first}]: a business belongs to one audience`,
          });
        else audienceOf.set(key, i);
      }),
    );
    if (!/\b(AI|IA|intelligenza artificiale|assistente virtuale)\b/i.test(r.greeting)) {
      ctx.addIssue({
        code: 'custom',
        path: ['greeting'],
        message: `the greeting must say ${r.assistantName} is an AI assistant (AI Act, art. 50)`,
      });
    }
  });

/** The "{key}"s the assistant's reply templates fill in themselves, besides site.json's, by JSON path. */
const SLOTS: Record<string, readonly string[]> = {
  noVariant: ['product', 'variant', 'variants'],
  otherProduct: ['named', 'product'],
  sourceLead: ['page', 'section'],
};
export const chatKnowledgeSlots = (at: PropertyKey[]): readonly string[] => SLOTS[String(at[0])] ?? [];

export type ChatKnowledge = z.infer<typeof chatKnowledgeSchema>;
export type ChatKnowledgeEntry = z.infer<typeof chatKnowledgeEntry>;
export type ChatKnowledgeProduct = z.infer<typeof chatKnowledgeProduct>;
export type SmallTalk = z.infer<typeof smallTalk>;
