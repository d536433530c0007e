/**
 * Linear models over a question's stems (naive Bayes, or a softmax regression for small talk and legal
 * sections: both a score per class summed over the stems), learned from the labelled question sets already
 * scored (`npm run chat:learn`, src/build/chat-learn.ts): which product a question is about, or none
 * (likely.json); whether the site answers it (answerable.json); which page does (pages.json); which small
 * talk it is, if any (talk.json); which section of a legal text does (sections.json). Rachel's rules pick a
 * product from the business a visitor names, and that goes wrong when the business is only the setting
 * ("our diving centre likes partners with a long track record, since which year…"); they say "I don't
 * know" when no passage holds enough of the question's words. The models, which read every word, are
 * second opinions (answer.ts `steered`, `rescued`, `paged`, `doubted`, `talked`, `sectioned`).
 */
import { questionWords } from './text';

export interface LikelyModel {
  /**
   * What it tells apart, as the sets name them (products; pages): class 0 is none of them (about no
   * product; answered nowhere), class i + 1 is classes[i].
   */
  classes: string[];
  /** Log-probabilities are stored times this, rounded. */
  scale: number;
  /** Each class's log prior. */
  prior: number[];
  /** A stem's log-likelihood per class, less its largest (so one is 0). */
  stems: Record<string, number[]>;
}

/** How likely each class is (class 0, then `classes` in order), summing to 1. */
export function posterior(model: LikelyModel, text: string): number[] {
  const score = [...model.prior];
  const stems = new Set(questionWords(text).flatMap((w) => w.stems));
  for (const s of stems) {
    const row = Object.hasOwn(model.stems, s) ? model.stems[s] : undefined;
    if (row) row.forEach((v, i) => (score[i] += v));
  }
  const logs = score.map((v) => v / model.scale);
  const top = Math.max(...logs);
  const odds = logs.map((v) => Math.exp(v - top));
  const all = odds.reduce((a, b) => a + b, 0);
  return odds.map((o) => o / all);
}

/** Whether the model knows any of the text's stems: if none, `posterior` is its prior, and says nothing. */
export function knows(model: LikelyModel, text: string): boolean {
  return questionWords(text).some((w) => w.stems.some((s) => Object.hasOwn(model.stems, s)));
}

/** The product a question is likeliest about (undefined: none), and how sure the model is of it (0–1). */
export function likelyProduct(model: LikelyModel, text: string): { about: string | undefined; sure: number } {
  const p = posterior(model, text);
  const sure = Math.max(...p);
  const best = p.indexOf(sure);
  return { about: best ? model.classes[best - 1] : undefined, sure };
}
