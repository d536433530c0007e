/**
 * Learns the `LikelyModel`s of src/lib/chat/likely.ts from labelled question sets: the product a question
 * is about, whether the site answers it, which page does (naive Bayes), which small talk it is (softmax
 * regression). Deterministic: the same sets give the same model.
 */
import type { LikelyModel } from '../lib/chat/likely';
import type { Models } from '../lib/chat/answer';
import { questionWords } from '../lib/chat/text';
import { defaultLocale, type RouteEntry } from '../../schemas/locale';
import type { EvalQuestion } from './chat-eval';

/**
 * Stems in fewer questions than this say nothing reliable (a question of k classes counts 1/k in each);
 * of the rest, the most telling are kept.
 */
const MIN_QUESTIONS = 3;
const KEEP = 1500;
/**
 * The product model's: every stem. Cut to 1,500, a question about the company in words the model had
 * dropped ("are you a big agency or a handful of people?") read as its prior, which leans to a product
 * (round 103: the spent sets left out by set +21 −2, wrong product 92 → 80; 3,000 stems +17 −3).
 */
const PRODUCT_STEMS = Infinity;
/**
 * The page model's: 600 scored as 1,500 on the spent sets left out by set (round 101), but once the product
 * model kept every stem, 3,000 scored +35 of 10,729 over 600 (1,500 +16; all 5,316 +32, at 7 times the size
 * of 600), wrong product 79 → 70 (round 103).
 */
const PAGE_STEMS = 3000;
/** The section model's: the legal texts' questions are few (a few hundred), and so are the stems they share. */
const SECTION_STEMS = 500;
/**
 * The part model's: the product pages' questions are most of the answers, in the words of every trade (round
 * 116, the spent sets left out by set: 750 stems 2 questions short of 1,500, at 21 kB gzip against 38 in the
 * chat's code; 3,000 as 1,500). One model of 1,500 stems for the legal texts and the products' pages together
 * scored +25 −13, most of the losses legal sections.
 */
const PART_STEMS = 750;
/** The talk model's: 500 scored as 1,500 on the spent sets left out by set (300 lost 2), at a third of the size. */
const TALK_STEMS = 500;
const SMOOTHING = 0.5;
const SCALE = 2;
/**
 * Softmax regression (`learnLogistic`): full-batch Adam from zero weights, a fixed number of steps (so the
 * same sets give the same model), an L2 penalty that keeps it from the naive Bayes' over-confidence, and
 * weights stored times `LOGISTIC_SCALE`.
 */
const STEPS = 300;
const STEP_SIZE = 0.1;
const L2 = 1e-4;
const LOGISTIC_SCALE = 20;

/** A question's classes ([]: class 0; undefined: not learned from). */
type ClassOf = (q: EvalQuestion) => string[] | undefined;

/** The products an answer question is about (none: []); undefined when it says nothing or names several. */
function aboutOf(q: EvalQuestion): string[] | undefined {
  if (q.expect.outcome !== 'answer' || !q.expect.products || q.expect.products.length > 1) return undefined;
  return q.expect.products;
}

export function learnLikely(questions: readonly EvalQuestion[]): LikelyModel {
  return learnClasses(questions, aboutOf, PRODUCT_STEMS);
}

/** What the site answers (class "answer") from what it has nothing on or refuses (class 0); small talk is neither. */
export function learnAnswerable(questions: readonly EvalQuestion[]): LikelyModel {
  return learnClasses(questions, (q) => {
    const { outcome } = q.expect;
    if (outcome === 'answer') return ['answer'];
    return outcome === 'noinfo' || outcome === 'refuse' ? [] : undefined;
  });
}

/**
 * Which small talk a message is (class per intent: greeting, thanks, handoff, ai…), or none (class 0: a
 * question, a request, off topic); a message labelled with k intents counts 1/k for each.
 */
export function learnTalk(questions: readonly EvalQuestion[]): LikelyModel {
  return learnLogistic(
    questions,
    (q) => (q.expect.outcome === 'smalltalk' ? [...new Set(q.expect.kinds)] : []),
    TALK_STEMS,
  );
}

/**
 * Which page answers a question, or none (class 0: the site has nothing on it, or refuses): one class per
 * page (`pageOf` gives a link's page, in Italian); a question linking k pages counts 1/k for each.
 */
export function learnPages(questions: readonly EvalQuestion[], pageOf: (href: string) => string): LikelyModel {
  return learnClasses(
    questions,
    (q) => {
      const e = q.expect;
      if (e.outcome === 'noinfo' || e.outcome === 'refuse') return [];
      return e.outcome === 'answer' && e.links?.length
        ? [...new Set(e.links.map((l) => pageOf(l.split('#')[0])))]
        : undefined;
    },
    PAGE_STEMS,
  );
}

/** The pages whose sections the section model tells apart: the legal texts, each a page of many sections. */
export const SECTIONED_PAGES = ['/privacy-policy', '/cookie-policy'];

/**
 * Which section of a legal text answers a question (one class per section, its Italian href; class 0 is
 * never learned): the page model finds the privacy policy, the rules' words then pick among its sections,
 * which share most of them ("how long will you keep my name and number": retention, not the data collected).
 * Learned from the questions that link a section the index holds (`known`); a question linking k counts 1/k
 * for each.
 */
export function learnSections(questions: readonly EvalQuestion[], known: (href: string) => boolean): LikelyModel {
  return learnLogistic(
    questions,
    (q) => {
      const e = q.expect;
      if (e.outcome !== 'answer' || !e.links) return undefined;
      const sections = [...new Set(e.links.filter((l) => SECTIONED_PAGES.includes(l.split('#')[0]) && known(l)))];
      return sections.length ? sections : undefined;
    },
    SECTION_STEMS,
  );
}

/**
 * Which part of a product's page answers a question (one class per section the labels link, or the page
 * itself; class 0 is never learned): the rules find the product and its page, and the words a visitor's
 * trade brings ("the phone rings while I'm under a horse") pick a section for the setting, not for what is
 * asked ("which version just answers after closing": the versions). `productPages`: the pages most of whose
 * passages are about a product (partPages).
 */
export function learnParts(
  questions: readonly EvalQuestion[],
  pageOf: (href: string) => string,
  known: (href: string) => boolean,
  productPages: ReadonlySet<string>,
): LikelyModel {
  // A link in another language is the same part of the same page (the anchors of a product's page are shared).
  const inDefault = (link: string) => {
    const hash = link.indexOf('#');
    return hash < 0 ? pageOf(link) : pageOf(link.slice(0, hash)) + link.slice(hash);
  };
  return learnLogistic(
    questions,
    (q) => {
      const e = q.expect;
      if (e.outcome !== 'answer' || !e.links) return undefined;
      const links = e.links.map(inDefault);
      const parts = [...new Set(links.filter((l) => productPages.has(l.split('#')[0]) && known(l)))];
      return parts.length ? parts : undefined;
    },
    PART_STEMS,
  );
}

/** The pages of an index most of whose passages are about a product, in the default language. */
export function partPages(passages: readonly { href: string; lang: string; product?: string }[]): Set<string> {
  const count = new Map<string, { all: number; product: number }>();
  for (const p of passages) {
    if (p.lang !== defaultLocale) continue;
    const page = p.href.split('#')[0];
    const c = count.get(page) ?? { all: 0, product: 0 };
    c.all++;
    if (p.product) c.product++;
    count.set(page, c);
  }
  return new Set([...count].filter(([, c]) => c.product * 2 > c.all).map(([page]) => page));
}

/**
 * Every second opinion Rachel answers with, learned from `questions`: `pageOf` names a link's page, `passages`
 * are the default language's index (a section it does not hold, a guessed anchor, is nothing to learn).
 */
export function learnModels(
  questions: readonly EvalQuestion[],
  pageOf: (href: string) => string,
  passages: readonly { href: string; lang: string; product?: string }[],
): Record<keyof Models, LikelyModel> {
  const hrefs = new Set(passages.map((p) => p.href));
  const known = (h: string) => hrefs.has(h);
  return {
    product: learnLikely(questions),
    answerable: learnAnswerable(questions),
    pages: learnPages(questions, pageOf),
    talk: learnTalk(questions),
    sections: learnSections(questions, known),
    parts: learnParts(questions, pageOf, known, partPages(passages)),
  };
}

/**
 * Left out by set: set i is in fold i mod `folds`, and each fold is answered by models learned from every
 * set outside it, so no set is scored by models that learned it (npm run chat:cv).
 */
export function foldsBySet<T>(sets: readonly T[], folds = 10): { left: T[]; learned: T[] }[] {
  return Array.from({ length: Math.min(folds, sets.length) }, (_, f) => ({
    left: sets.filter((_, i) => i % folds === f),
    learned: sets.filter((_, i) => i % folds !== f),
  }));
}

export function pageIn(routes: readonly RouteEntry[]): (href: string) => string {
  const pages = new Map<string, string>();
  for (const r of routes) {
    const own = r.alternates[defaultLocale] ?? r.path;
    for (const p of [r.path, ...r.aliases, ...Object.values(r.alternates)]) {
      pages.set(p, own);
      pages.set(p.replace(/\/$/, '') || '/', own);
    }
  }
  return (href) => pages.get(href) ?? pages.get(href.replace(/\/$/, '')) ?? href;
}

/**
 * The questions `classOf` labels, each as its stems and its share of each class (class 0 first, then the
 * classes the sets name, sorted): a question of k classes counts 1/k for each; [] is class 0.
 */
function labelled(questions: readonly EvalQuestion[], classOf: ClassOf) {
  const classes = [...new Set(questions.flatMap((q) => classOf(q) ?? []))].sort();
  const examples = questions.flatMap((q) => {
    const about = classOf(q);
    if (!about) return [];
    const target = Array<number>(classes.length + 1).fill(0);
    const indices = about.length ? about.map((a) => classes.indexOf(a) + 1) : [0];
    for (const i of indices) target[i] += 1 / indices.length;
    return [{ stems: [...new Set(questionWords(q.q).flatMap((w) => w.stems))], target }];
  });
  return { classes, examples };
}

/** Naive Bayes over the stems of the questions `classOf` labels. */
function learnClasses(questions: readonly EvalQuestion[], classOf: ClassOf, keep = KEEP): LikelyModel {
  const { classes, examples } = labelled(questions, classOf);
  const n = classes.length + 1;
  const counts = new Map<string, number[]>();
  const prior = Array<number>(n).fill(0);
  for (const { stems, target } of examples)
    target.forEach((share, i) => {
      if (!share) return;
      prior[i] += share;
      for (const s of stems) {
        const row = counts.get(s) ?? Array<number>(n).fill(0);
        row[i] += share;
        counts.set(s, row);
      }
    });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const vocabulary = [...counts].filter(([, row]) => sum(row) >= MIN_QUESTIONS);
  const totals = prior.map((_, i) => sum(vocabulary.map(([, row]) => row[i])));
  const logs = vocabulary.map(([stem, row]) => ({
    stem,
    row: row.map((c, i) => Math.log((c + SMOOTHING) / (totals[i] + SMOOTHING * vocabulary.length))),
  }));
  const stems = mostTelling(logs, keep, SCALE);
  const all = sum(prior);
  return { classes, scale: SCALE, prior: prior.map((c) => Math.round(Math.log(c / all) * SCALE) || 0), stems };
}

/**
 * The `keep` stems whose rows differ most between classes (ties by stem, so the order does not depend on
 * the sets' order), each row less its largest value, times `scale`, rounded.
 */
function mostTelling(rows: { stem: string; row: number[] }[], keep: number, scale: number): Record<string, number[]> {
  const spread = (row: number[]) => Math.max(...row) - Math.min(...row);
  const kept = [...rows]
    .sort((a, b) => spread(b.row) - spread(a.row) || (a.stem < b.stem ? -1 : 1))
    .slice(0, keep)
    .sort((a, b) => (a.stem < b.stem ? -1 : 1));
  const stems: Record<string, number[]> = {};
  for (const { stem, row } of kept) {
    const top = Math.max(...row);
    stems[stem] = row.map((v) => Math.round((v - top) * scale) || 0);
  }
  return stems;
}

/**
 * The same model shape learned as a softmax regression: a class's score is its bias plus the weights of the
 * stems a question holds, which is what `posterior` computes. Naive Bayes counts every stem as independent
 * evidence, so a greeting word before a question ("hello, do you have an office in milan?") made it all
 * but sure of a greeting; learned together, the question's own words weigh against it.
 */
function learnLogistic(questions: readonly EvalQuestion[], classOf: ClassOf, keep = KEEP): LikelyModel {
  const { classes, examples } = labelled(questions, classOf);
  const n = classes.length + 1;
  const seen = new Map<string, number>();
  for (const { stems } of examples) for (const s of stems) seen.set(s, (seen.get(s) ?? 0) + 1);
  const vocabulary = [...seen]
    .filter(([, c]) => c >= MIN_QUESTIONS)
    .map(([s]) => s)
    .sort();
  const column = new Map(vocabulary.map((s, i) => [s, i]));
  const rows = examples.map(({ stems, target }) => ({
    features: stems.flatMap((s) => column.get(s) ?? []),
    target,
  }));
  // Weights (stem-major, then class) and the biases after them, with Adam's two moments.
  const size = vocabulary.length * n + n;
  const w = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const grad = new Float64Array(size);
  const bias = vocabulary.length * n;
  for (let step = 1; step <= STEPS; step++) {
    grad.fill(0);
    for (const { features, target } of rows) {
      const z = Array.from({ length: n }, (_, c) => w[bias + c]);
      for (const f of features) for (let c = 0; c < n; c++) z[c] += w[f * n + c];
      const top = Math.max(...z);
      const e = z.map((x) => Math.exp(x - top));
      const total = e.reduce((a, b) => a + b, 0);
      for (let c = 0; c < n; c++) {
        const g = (e[c] / total - target[c]) / rows.length;
        grad[bias + c] += g;
        for (const f of features) grad[f * n + c] += g;
      }
    }
    for (let k = 0; k < size; k++) {
      const g = grad[k] + (k < bias ? L2 * w[k] : 0);
      m[k] = 0.9 * m[k] + 0.1 * g;
      v[k] = 0.999 * v[k] + 0.001 * g * g;
      w[k] -= (STEP_SIZE * m[k]) / (1 - 0.9 ** step) / (Math.sqrt(v[k] / (1 - 0.999 ** step)) + 1e-8);
    }
  }
  const stems = mostTelling(
    vocabulary.map((stem, i) => ({ stem, row: Array.from({ length: n }, (_, c) => w[i * n + c]) })),
    keep,
    LOGISTIC_SCALE,
  );
  const prior = Array.from({ length: n }, (_, c) => Math.round(w[bias + c] * LOGISTIC_SCALE) || 0);
  return { classes, scale: LOGISTIC_SCALE, prior, stems };
}
