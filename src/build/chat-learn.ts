/**
 * Learns the `LikelyModel`s of src/lib/chat/likely.ts from labelled question sets: the product a question
 * is about, whether the site answers it, which page does. Deterministic: the same sets give the same model.
 */
import type { LikelyModel } from '../lib/chat/likely';
import { questionWords } from '../lib/chat/text';
import { defaultLocale, type RouteEntry } from '../../schemas/locale';
import type { EvalQuestion } from './chat-eval';

/**
 * Stems in fewer questions than this say nothing reliable (a question of k classes counts 1/k in each);
 * of the rest, the most telling are kept.
 */
const MIN_QUESTIONS = 3;
const KEEP = 1500;
/** The page model's: 600 scored as 1,500 on the spent sets left out by set, at 40 % of the size. */
const PAGE_STEMS = 600;
const SMOOTHING = 0.5;
const SCALE = 2;

/** The products an answer question is about (none: []); undefined when it says nothing or names several. */
function aboutOf(q: EvalQuestion): string[] | undefined {
  if (q.expect.outcome !== 'answer' || !q.expect.products || q.expect.products.length > 1) return undefined;
  return q.expect.products;
}

export function learnLikely(questions: readonly EvalQuestion[]): LikelyModel {
  return learnClasses(questions, aboutOf);
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

/** A link's page in the default language, from the routes ("/en/products/runtip" → "/prodotti/runtip"). */
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

/** `classOf`: a question's classes ([]: class 0; undefined: not learned from). */
function learnClasses(
  questions: readonly EvalQuestion[],
  classOf: (q: EvalQuestion) => string[] | undefined,
  keep = KEEP,
): LikelyModel {
  // The classes: none, then each one the sets name, in order.
  const classes = [...new Set(questions.flatMap((q) => classOf(q) ?? []))].sort();
  const n = classes.length + 1;
  const counts = new Map<string, number[]>();
  const prior = Array<number>(n).fill(0);
  for (const q of questions) {
    const about = classOf(q);
    if (!about) continue;
    const share = 1 / Math.max(1, about.length);
    for (const i of about.length ? about.map((a) => classes.indexOf(a) + 1) : [0]) {
      prior[i] += share;
      for (const s of new Set(questionWords(q.q).flatMap((w) => w.stems))) {
        const row = counts.get(s) ?? Array<number>(n).fill(0);
        row[i] += share;
        counts.set(s, row);
      }
    }
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const vocabulary = [...counts].filter(([, row]) => sum(row) >= MIN_QUESTIONS);
  const totals = prior.map((_, i) => sum(vocabulary.map(([, row]) => row[i])));
  const logs = vocabulary.map(([stem, row]) => {
    const lp = row.map((c, i) => Math.log((c + SMOOTHING) / (totals[i] + SMOOTHING * vocabulary.length)));
    return { stem, lp, spread: Math.max(...lp) - Math.min(...lp) };
  });
  // Most telling first (ties by stem, so the order does not depend on the sets' order).
  logs.sort((a, b) => b.spread - a.spread || (a.stem < b.stem ? -1 : 1));
  const stems: Record<string, number[]> = {};
  for (const { stem, lp } of logs.slice(0, keep).sort((a, b) => (a.stem < b.stem ? -1 : 1))) {
    const top = Math.max(...lp);
    stems[stem] = lp.map((v) => Math.round((v - top) * SCALE) || 0);
  }
  const all = sum(prior);
  return { classes, scale: SCALE, prior: prior.map((c) => Math.round(Math.log(c / all) * SCALE) || 0), stems };
}
