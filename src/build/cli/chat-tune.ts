/**
 * npm run chat:tune -- [--configs N] [--seed S] [--write] [<set.json>...]
 *
 * Learns Rachel's ranking numbers (src/lib/chat/ranking.json) from labelled question sets instead of
 * setting them by hand. It scores the hand values and N variants around them (1–4 numbers changed, from
 * each number's grid) on every set, then:
 * - leaves each set out in turn, picks the variant that does best on the others and scores it on the set
 *   it did not see: the sum is an honest estimate of how learned numbers do on unseen questions;
 * - picks the variant that does best on all sets.
 * With --write, the pick is written to ranking.json only when the left-out estimate beats the hand values
 * on the same sets. Never pass a held-out set that has not been scored: it would stop being held out.
 */
import fs from 'node:fs';
import { RANKING, type Ranking } from '../../lib/chat/ranking';
import { loadContent } from '../content';
import { resolvePaths } from '../paths';
import { SPENT_SETS, confusion, evaluator, readEvalSet, type EvalQuestion } from '../chat-eval';

const SPENT = SPENT_SETS.map((s) => `tests/chat-eval/${s}.json`);

const GRID: { [K in keyof Ranking]: number[] } = {
  answerCover: [0.45, 0.5, 0.55, 0.6, 0.65, 0.7],
  foundCover: [0.2, 0.25, 0.3, 0.35, 0.4],
  closeScore: [0.5, 0.6, 0.7, 0.8, 0.9],
  context: [0.1, 0.2, 0.3, 0.5, 0.7],
  longMessage: [6, 7, 8, 10, 12],
  echoStep: [0.05, 0.1, 0.15, 0.2],
  echoMax: [0.2, 0.3, 0.4],
  entryBonus: [0, 0.025, 0.05, 0.1],
  ownProduct: [1, 3, 10, 30, 100],
  scorePower: [0.25, 0.5, 0.75, 1],
  coverPower: [1, 2, 3, 4, 5],
  poolSlack: [0, 0.025, 0.05, 0.1],
  fitSlack: [0.05, 0.1, 0.15, 0.2],
  needLeads: [0.5, 0.6, 0.7, 0.8, 2],
  synonym: [0.5, 0.6, 0.7, 0.8, 0.9, 1],
  commonShare: [0.3, 0.4, 0.5, 0.6, 0.75, 1],
  unseenShare: [0.4, 0.5, 0.6, 0.7],
  nearShare: [0.2, 0.3, 0.4],
  boostTitle: [1, 1.5, 2, 3],
  boostSection: [1, 1.2, 1.5, 2],
  boostContext: [1, 1.2, 1.5, 2],
  boostKeywords: [2, 3, 4, 5],
};

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const configs = option('configs', 200);
const seed = option('seed', 1);
const write = args.includes('--write');
const files = args.filter((a, i) => a.endsWith('.json') && !['--configs', '--seed'].includes(args[i - 1]));
const sets = (files.length ? files : SPENT).map((f) => ({ file: f, questions: readEvalSet(f) }));

/** mulberry32: the same variants for the same seed. */
function random(s: number) {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(seed);
const keys = Object.keys(GRID) as (keyof Ranking)[];
function variant(): Ranking {
  const v = { ...RANKING };
  const changed = 1 + Math.floor(rand() * 4);
  for (let i = 0; i < changed; i++) {
    const k = keys[Math.floor(rand() * keys.length)];
    const others = GRID[k].filter((x) => x !== v[k]);
    v[k] = others[Math.floor(rand() * others.length)];
  }
  return v;
}
const diff = (v: Ranking) =>
  keys
    .filter((k) => v[k] !== RANKING[k])
    .map((k) => `${k} ${RANKING[k]}→${v[k]}`)
    .join(', ') || 'hand values';

type Counts = { useful: number; wrong: number; falseIdk: number; n: number };
const { pages, routes, site, chat } = loadContent(resolvePaths().contentRoot);
if (!site) throw new Error('site.json is missing');
const score = evaluator({ pages, routes, site, chat });
function countsOf(questions: readonly EvalQuestion[], r: Ranking): Counts {
  const c = confusion(score(questions, r));
  return {
    useful: c.useful,
    wrong: c['wrong-product'] + c['wrong-language'],
    falseIdk: c['false-idk'],
    n: questions.length,
  };
}
/** What the search maximises: useful answers, a wrong product or language costing two. */
const objective = (cs: readonly Counts[]) => cs.reduce((s, c) => s + c.useful - 2 * c.wrong, 0);

const started = performance.now();
const candidates = [RANKING, ...Array.from({ length: configs }, variant)];
const table = candidates.map((r) => sets.map((s) => countsOf(s.questions, r)));
console.log(
  `${candidates.length} rankings × ${sets.length} sets in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);

const best = (exclude: number) => {
  let pick = 0;
  candidates.forEach((_, i) => {
    const on = (j: number) => objective(table[j].filter((_, k) => k !== exclude));
    if (on(i) > on(pick)) pick = i;
  });
  return pick;
};
let learned = 0;
let hand = 0;
let total = 0;
for (let k = 0; k < sets.length; k++) {
  const pick = best(k);
  const got = table[pick][k];
  const had = table[0][k];
  learned += objective([got]);
  hand += objective([had]);
  total += got.n;
  console.log(
    `left out ${sets[k].file}: learned ${got.useful}/${got.n} (wrong ${got.wrong}, false idk ${got.falseIdk}) · hand ${had.useful}/${had.n} (wrong ${had.wrong}, false idk ${had.falseIdk}) · ${diff(candidates[pick])}`,
  );
}
console.log(`left-out estimate (useful − 2 × wrong, ${total} questions): learned ${learned} · hand ${hand}`);
const pick = best(-1);
console.log(`best on all sets: ${objective(table[pick])} (hand ${objective(table[0])}) · ${diff(candidates[pick])}`);
if (write) {
  if (learned > hand && pick !== 0) {
    fs.writeFileSync('src/lib/chat/ranking.json', `${JSON.stringify(candidates[pick], null, 2)}\n`);
    console.log('written to src/lib/chat/ranking.json');
  } else console.log('not written: learning did no better than the hand values on the sets it had not seen');
}
