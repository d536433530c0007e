/**
 * Scores the built-in assistant on a question set (tests/chat-eval/*.json):
 * each question says what a useful reply contains (its kind, the links that
 * answer it, the products it may be about, a phrase it must hold) or that the
 * site has nothing on it. Every reply gets one outcome, so a set reports its
 * confusion: useful, partial, false "I don't know", answered off the site,
 * wrong product, wrong language. `npm run chat:eval -- <files>` runs any set,
 * including ones the project does not hold.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '../../schemas/locale';
import { createAssistant, MODELS, REPLY_KINDS, type Models, type Reply } from '../lib/chat/answer';
import { RANKING, type Ranking } from '../lib/chat/ranking';
import { createRetriever, type ChatIndex } from '../lib/chat/retrieve';
import { buildChatIndex, type ChatIndexContent } from './chat-index';
import { findJsonSyntaxError } from './json-syntax';

const locale = z.enum(locales);
/** A kind the assistant replies with: a label it can never give ("bye") would score a question as failed. */
const replyKind = z.enum(REPLY_KINDS);

export const evalQuestion = z.strictObject({
  q: z.string().min(1),
  /** The language of the visitor (the reply's). */
  lang: locale,
  /** The language of the page the chat is opened on (default: `lang`). */
  page: locale.optional(),
  /** Asked right before, in the same conversation. */
  before: z.string().optional(),
  expect: z.discriminatedUnion('outcome', [
    z.strictObject({
      outcome: z.literal('answer'),
      /** Reply kinds that count (default: an answer or "here is what I found"). */
      kinds: z.array(replyKind).optional(),
      /** Italian paths, "path" or "path#anchor"; the reply must link one (in its language). */
      links: z.array(z.string()).optional(),
      /** The reply must not be about (link) any other product. */
      products: z.array(z.string()).optional(),
      /** At least one of these must be in the reply. */
      containsAny: z.array(z.string()).optional(),
    }),
    z.strictObject({
      outcome: z.literal('noinfo'),
      products: z.array(z.string()).optional(),
      containsAny: z.array(z.string()).optional(),
    }),
    z.strictObject({ outcome: z.literal('smalltalk'), kinds: z.array(replyKind).min(1) }),
    /** Off-topic or manipulation: a short refusal, never an answer. */
    z.strictObject({ outcome: z.literal('refuse') }),
  ]),
});
export const evalSet = z.strictObject({ $comment: z.string().optional(), questions: z.array(evalQuestion).min(1) });
export type EvalQuestion = z.infer<typeof evalQuestion>;

/**
 * The sets in tests/chat-eval/ already scored, by name: a new held-out set joins once it has been scored
 * once, never before (`npm run chat:tune` learns on these; the eval test holds a floor for each).
 */
export const SPENT_SETS: readonly string[] = [
  'tuned',
  'held-out',
  // held-out-2 to held-out-97.
  ...Array.from({ length: 96 }, (_, i) => `held-out-${i + 2}`),
  // Read while choosing round 101's numbers (98..108) and round 102's (109..111): their validation sets,
  // so spent, learned from since.
  ...['98', '99', '100', '101', '102', '107', '108', '109', '110', '111'].map((n) => `held-out-${n}`),
  // Round 103's validation sets, read then and learned from in round 104.
  ...['112', '113', '114'].map((n) => `held-out-${n}`),
  // Round 104's validation sets, read then and learned from in round 105.
  ...['115', '116', '117'].map((n) => `held-out-${n}`),
  // Round 105's validation sets, read then and learned from in round 106.
  ...['118', '119', '120'].map((n) => `held-out-${n}`),
  // Round 106's validation sets, read then and learned from in round 107.
  ...['121', '122', '123'].map((n) => `held-out-${n}`),
  // Round 107's validation sets, read then and learned from in round 108.
  ...['124', '125', '126'].map((n) => `held-out-${n}`),
  // Round 108's validation sets, read then and learned from in round 109.
  ...['127', '128', '129'].map((n) => `held-out-${n}`),
  // Round 109's validation sets, read then and learned from in round 110.
  ...['130', '131', '132'].map((n) => `held-out-${n}`),
  // Round 110's validation sets, read then and learned from in round 111.
  ...['133', '134', '135'].map((n) => `held-out-${n}`),
  // Round 111's validation sets, read then and learned from in round 112.
  ...['136', '137', '138'].map((n) => `held-out-${n}`),
  // Round 112's and round 113's validation sets, read then and learned from in round 114.
  ...['139', '140', '141', '142', '143', '144'].map((n) => `held-out-${n}`),
];

export const OUTCOMES = [
  'useful',
  'partial',
  'false-idk',
  'answered-off-site',
  'wrong-product',
  'wrong-language',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

const REFUSALS = new Set(['noinfo', 'offtopic', 'guard', 'nonsense']);

/**
 * An Italian href in `lang`: the path by the routes' translations, the anchor by the index (a legal
 * text's anchors are slugs of its headings, so they differ between languages).
 */
function translator(content: ChatIndexContent) {
  const map = new Map(content.routes.map((r) => [r.path, r.alternates]));
  const index = buildChatIndex(content, defaultLocale);
  const byKey = new Map<string, Partial<Record<Locale, string>>>();
  for (const p of index.passages) byKey.set(p.key, { ...byKey.get(p.key), [p.lang]: p.href });
  const anchors = new Map<string, Partial<Record<Locale, string>>>();
  for (const hrefs of byKey.values()) if (hrefs[defaultLocale]?.includes('#')) anchors.set(hrefs[defaultLocale], hrefs);
  return (href: string, lang: Locale): string => {
    const exact = anchors.get(href)?.[lang];
    if (exact) return exact;
    const [path, anchor] = href.split('#');
    const target = map.get(path)?.[lang] ?? path;
    return anchor ? `${target}#${anchor}` : target;
  };
}

export function scoreReply(
  q: EvalQuestion,
  r: Reply,
  translate: (href: string, lang: Locale) => string,
  productHrefs: ReadonlyMap<string, string[]>,
): Outcome {
  if (r.lang !== q.lang) return 'wrong-language';
  const e = q.expect;
  const linked = r.links.map((l) => l.href);
  const aboutOther = (allowed: string[] | undefined) =>
    allowed !== undefined &&
    [...productHrefs].some(
      ([name, hrefs]) =>
        !allowed.includes(name) &&
        (r.topic === name || linked.some((h) => hrefs.some((p) => h === p || h.startsWith(`${p}#`)))),
    );
  const contains = (any: string[] | undefined) => !any || any.some((s) => r.text.includes(s));
  if (e.outcome === 'smalltalk') return e.kinds.includes(r.kind) ? 'useful' : 'partial';
  if (e.outcome === 'refuse') return REFUSALS.has(r.kind) ? 'useful' : 'answered-off-site';
  if (aboutOther(e.products)) return 'wrong-product';
  if (e.outcome === 'noinfo') return r.kind === 'noinfo' && contains(e.containsAny) ? 'useful' : 'answered-off-site';
  const kinds = e.kinds ?? ['answer', 'found'];
  if (!kinds.includes(r.kind)) return REFUSALS.has(r.kind) ? 'false-idk' : 'partial';
  const expected = (e.links ?? []).map((h) => translate(h, q.lang));
  const linksOk =
    !expected.length ||
    linked.some((h) => expected.some((x) => (x.includes('#') ? h === x : h === x || h.startsWith(`${x}#`))));
  return linksOk && contains(e.containsAny) ? 'useful' : 'partial';
}

export interface EvalResult {
  q: EvalQuestion;
  reply: Reply;
  outcome: Outcome;
  /** How long the reply to `q.q` took, in milliseconds (the follow-up's first message not counted). */
  ms: number;
}

/**
 * The scorer of a site's content: each language's index is built once, and each call scores a set with
 * the given ranking numbers (chat:tune tries many). `models`: the learned second opinions Rachel answers
 * with (default the shipped ones; NO_MODELS: the rules alone).
 */
export function evaluator(content: ChatIndexContent, models: Models = MODELS) {
  const indexes = new Map<Locale, ChatIndex>();
  const indexOf = (l: Locale) => {
    let index = indexes.get(l);
    if (!index) indexes.set(l, (index = buildChatIndex(content, l)));
    return index;
  };
  const translate = translator(content);
  const knowledge = content.chat[defaultLocale];
  const productHrefs = new Map(
    (knowledge?.products ?? []).map((p) => [p.name, locales.map((l) => translate(p.href, l))] as const),
  );
  // The last ranking's assistants, kept for the next call (a retriever costs a search index): the eval
  // test asks every set with the shipped ranking, chat:tune each ranking on every set in turn.
  let last: { ranking: Ranking; assistants: Map<Locale, ReturnType<typeof createAssistant>> } | undefined;
  return (questions: readonly EvalQuestion[], ranking: Ranking = RANKING): EvalResult[] => {
    if (last?.ranking !== ranking) last = { ranking, assistants: new Map() };
    const { assistants } = last;
    const assistant = (l: Locale) => {
      let a = assistants.get(l);
      if (!a) assistants.set(l, (a = createAssistant(indexOf(l), createRetriever(indexOf(l), ranking), models)));
      return a;
    };
    return questions.map((q) => {
      const reply = assistant(q.page ?? q.lang);
      const topic = q.before ? reply(q.before).topic : undefined;
      const started = performance.now();
      const r = reply(q.q, topic);
      const ms = performance.now() - started;
      return { q, reply: r, outcome: scoreReply(q, r, translate, productHrefs), ms };
    });
  };
}

export function runEval(content: ChatIndexContent, questions: readonly EvalQuestion[]): EvalResult[] {
  return evaluator(content)(questions);
}

/** A question set from its file; a missing or unreadable file, bad JSON or a wrong shape is an error naming the file. */
export function readEvalSet(file: string): EvalQuestion[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      `${file}: ${missing ? 'no such question set (give its path, e.g. tests/chat-eval/tuned.json)' : `cannot be read (${(e as Error).message})`}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    // Worded as validate words a page file's (content-files.ts): where it stops being JSON.
    const at = findJsonSyntaxError(text);
    throw new Error(
      `${file}: ${at ? `invalid JSON at line ${at.line}, column ${at.column}: ${at.message}` : `invalid JSON: ${(e as Error).message}`}`,
    );
  }
  const parsed = evalSet.safeParse(json);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data.questions;
}

export function confusion(results: readonly EvalResult[]): Record<Outcome, number> {
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const r of results) counts[r.outcome]++;
  return counts;
}
