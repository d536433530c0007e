/**
 * Learns `LikelyModel` (src/lib/chat/likely.ts) from labelled question sets: every question expected to be
 * answered about one product or about none. Deterministic: the same sets give the same model.
 */
import type { LikelyModel } from '../lib/chat/likely';
import { questionWords } from '../lib/chat/text';
import type { EvalQuestion } from './chat-eval';

/** Stems in fewer questions than this say nothing reliable; of the rest, the most telling are kept. */
const MIN_QUESTIONS = 3;
const KEEP = 1500;
const SMOOTHING = 0.5;
const SCALE = 2;

/** The products an answer question is about (none: []); undefined when it says nothing or names several. */
function aboutOf(q: EvalQuestion): string[] | undefined {
  if (q.expect.outcome !== 'answer' || !q.expect.products || q.expect.products.length > 1) return undefined;
  return q.expect.products;
}

export function learnLikely(questions: readonly EvalQuestion[]): LikelyModel {
  // The classes: about no product, then each product the sets name, in order.
  const products = [...new Set(questions.flatMap((q) => aboutOf(q) ?? []))].sort();
  const n = products.length + 1;
  const counts = new Map<string, number[]>();
  const prior = Array<number>(n).fill(0);
  for (const q of questions) {
    const about = aboutOf(q);
    if (!about) continue;
    const i = about.length ? products.indexOf(about[0]) + 1 : 0;
    prior[i] += 1;
    for (const s of new Set(questionWords(q.q).flatMap((w) => w.stems))) {
      const row = counts.get(s) ?? Array<number>(n).fill(0);
      row[i] += 1;
      counts.set(s, row);
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
  for (const { stem, lp } of logs.slice(0, KEEP).sort((a, b) => (a.stem < b.stem ? -1 : 1))) {
    const top = Math.max(...lp);
    stems[stem] = lp.map((v) => Math.round((v - top) * SCALE) || 0);
  }
  const all = sum(prior);
  return { products, scale: SCALE, prior: prior.map((c) => Math.round(Math.log(c / all) * SCALE)), stems };
}
