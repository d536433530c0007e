// @vitest-environment node
/**
 * Issue 24 point 5: Rachel is measured on question sets written from the visitor's side. Each
 * held-out set was written before a round of rule changes and scored once after it; once read, it
 * joins the sets the rules were tuned on (README "Rachel's evaluation"). The floors below are
 * regression guards at the measured level; the targets (90% useful, at most 3% false "I
 * don't know", 0 wrong product on unseen questions) are not met yet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/build/content';
import { resolvePaths } from '../../src/build/paths';
import {
  SPENT_SETS,
  confusion,
  evaluator,
  readEvalSet,
  runEval,
  scoreReply,
  type EvalQuestion,
  type EvalResult,
} from '../../src/build/chat-eval';
import { RANKING } from '../../src/lib/chat/ranking';
import { createAssistant, loadAssistant, NO_MODELS, type Reply } from '../../src/lib/chat/answer';
import { buildChatIndex } from '../../src/build/chat-index';
import { must } from '../support/must';

const { pages, routes, site, chat } = loadContent(resolvePaths().contentRoot);
const content = { pages, routes, site: must(site, 'site.json'), chat };
/**
 * Each set's file, its useful-answer floor and the wrong-product and wrong-language answers it may hold
 * (measured 2026-11-26 after round 14; held-out-17 the same night, with no round after it; held-out-18 after round 15; held-out-19 after round 16, held-out-20 after round 17, held-out-21 after round 18, held-out-22 after round 19, held-out-23 after round 20, held-out-24 after round 21, held-out-25 after rounds 22 and 23, 2026-11-27; held-out-26 after round 26, held-out-27 after round 27, held-out-28 after round 28, held-out-29 after round 29, held-out-30 after round 31, held-out-31 after round 32, held-out-32 after round 33, held-out-33 after round 34, held-out-34 after round 35, held-out-35 after round 36 and held-out-36 after round 37 and held-out-37 after round 38 and held-out-38 after round 39 and held-out-39 after round 40 and held-out-40 after round 41 and held-out-41 after round 42 and held-out-42 after round 43, 2026-11-28; held-out-43 after round 44 and held-out-44 after round 45 and held-out-45 after round 46 and held-out-46 after round 47 and held-out-47 after round 48 and held-out-48 after round 49 and held-out-49 after round 50 and held-out-50 after round 51 and held-out-51 after round 52 and held-out-52 after round 53 and held-out-53 after round 54 and held-out-54 after round 55 and held-out-55 after round 56 and held-out-56 after round 57, 2026-11-29, and held-out-57 after round 58 and held-out-58 after round 59 and held-out-59 after round 60 and held-out-60 after round 61 and held-out-61 after round 62 and held-out-62 after round 63 and held-out-63 after round 64 and held-out-64 after round 65 and held-out-65 after round 66 and held-out-66 after round 67 and held-out-67 after round 68 and held-out-68 after round 69 and held-out-69 after round 70 and held-out-70 after round 71 and held-out-71 after round 72 and held-out-72 after round 73 and held-out-73 after round 74 and held-out-74 after round 75 and held-out-75 after round 76 and held-out-76 after round 77 and held-out-77 after round 78 and held-out-78 after round 79 and held-out-79 after round 80 and held-out-80 after round 81 and held-out-81 after round 82 and held-out-82 after round 83 and held-out-83 after round 84 and held-out-84 after round 85 and held-out-85 after round 86 and held-out-86 after round 87 and held-out-87 after round 88 and held-out-88 after round 89 and held-out-89 after round 90 and held-out-90 after round 91 and held-out-91 after round 92 and held-out-92 after round 93 and held-out-93 after round 94 and held-out-94 after round 95 and held-out-95 after round 96 and held-out-96 after round 97 and held-out-97 after round 98, 2026-11-30). Every set but `tuned` was held out once and is spent now.
 */
const FLOORS: [file: string, useful: number, wrongProduct: number, wrongLanguage?: number][] = [
  ['tuned', 0.97, 0],
  ['held-out', 0.96, 0],
  ['held-out-2', 0.88, 0],
  ['held-out-3', 0.93, 0],
  ['held-out-4', 0.9, 0],
  ['held-out-5', 0.91, 0],
  ['held-out-6', 0.88, 0, 1],
  ['held-out-7', 0.94, 0],
  ['held-out-8', 0.89, 0],
  ['held-out-9', 0.82, 0],
  ['held-out-10', 0.97, 0],
  ['held-out-11', 0.9, 0],
  ['held-out-12', 0.86, 2],
  ['held-out-13', 0.91, 0],
  ['held-out-14', 0.86, 0],
  ['held-out-15', 0.82, 1],
  ['held-out-16', 0.8, 0],
  ['held-out-17', 0.85, 1],
  ['held-out-18', 0.83, 0],
  ['held-out-19', 0.82, 0],
  ['held-out-20', 0.79, 1],
  ['held-out-21', 0.83, 0],
  ['held-out-22', 0.73, 0],
  ['held-out-23', 0.78, 0],
  ['held-out-24', 0.88, 1],
  ['held-out-25', 0.82, 0],
  ['held-out-26', 0.79, 0],
  ['held-out-27', 0.85, 0],
  ['held-out-28', 0.87, 1],
  ['held-out-29', 0.92, 1],
  ['held-out-30', 0.87, 0],
  ['held-out-31', 0.91, 0],
  ['held-out-32', 0.88, 1],
  ['held-out-33', 0.84, 0],
  ['held-out-34', 0.9, 0],
  ['held-out-35', 0.9, 0],
  ['held-out-36', 0.97, 0],
  ['held-out-37', 0.89, 4],
  ['held-out-38', 0.9, 0],
  ['held-out-39', 0.88, 2],
  ['held-out-40', 0.87, 2],
  ['held-out-41', 0.9, 0],
  ['held-out-42', 0.89, 1],
  ['held-out-43', 0.92, 0],
  ['held-out-44', 0.84, 0],
  ['held-out-45', 0.87, 1],
  ['held-out-46', 0.86, 1],
  ['held-out-47', 0.85, 1],
  ['held-out-48', 0.86, 0],
  ['held-out-49', 0.89, 0],
  ['held-out-50', 0.87, 0],
  ['held-out-51', 0.85, 2],
  ['held-out-52', 0.91, 3],
  ['held-out-53', 0.89, 1],
  ['held-out-54', 0.85, 1],
  ['held-out-55', 0.83, 3],
  ['held-out-56', 0.89, 0],
  ['held-out-57', 0.95, 0],
  ['held-out-58', 0.84, 2],
  ['held-out-59', 0.88, 1],
  ['held-out-60', 0.83, 1],
  ['held-out-61', 0.88, 1],
  ['held-out-62', 0.82, 0],
  ['held-out-63', 0.84, 1],
  ['held-out-64', 0.96, 1],
  ['held-out-65', 0.87, 5],
  ['held-out-66', 0.85, 7],
  ['held-out-67', 0.78, 7],
  ['held-out-68', 0.83, 6],
  ['held-out-69', 0.86, 5],
  ['held-out-70', 0.88, 3],
  ['held-out-71', 0.91, 2],
  ['held-out-72', 0.9, 4],
  ['held-out-73', 0.9, 2],
  ['held-out-74', 0.92, 1],
  ['held-out-75', 0.85, 2],
  ['held-out-76', 0.89, 0],
  ['held-out-77', 0.95, 1],
  ['held-out-78', 0.93, 0],
  ['held-out-79', 0.89, 1],
  ['held-out-80', 0.85, 2],
  ['held-out-81', 0.92, 0],
  ['held-out-82', 0.88, 0],
  ['held-out-83', 0.92, 0],
  ['held-out-84', 0.81, 4],
  ['held-out-85', 0.85, 4],
  ['held-out-86', 0.87, 2],
  ['held-out-87', 0.91, 1],
  ['held-out-88', 0.92, 0],
  ['held-out-89', 0.9, 2],
  ['held-out-90', 0.91, 3],
  ['held-out-91', 0.87, 3],
  ['held-out-92', 0.88, 3],
  ['held-out-93', 0.88, 2],
  ['held-out-94', 0.85, 2],
  ['held-out-95', 0.8, 6],
  ['held-out-96', 0.82, 7],
  ['held-out-97', 0.81, 4],
  // Round 101's validation sets, measured once the models had learned from them (2026-11-30).
  ['held-out-98', 0.87, 3],
  ['held-out-99', 0.87, 4],
  ['held-out-100', 0.86, 6],
  ['held-out-101', 0.86, 6],
  ['held-out-102', 0.87, 2],
  ['held-out-107', 0.93, 0],
  ['held-out-108', 0.94, 1],
  // Round 102's validation sets, measured once the models had learned from them (2026-11-30).
  ['held-out-109', 0.9, 0],
  ['held-out-110', 0.83, 2],
  ['held-out-111', 0.83, 3],
  // Round 103's validation sets, learned from in round 104 (in sample then: 86, 89, 83 %).
  ['held-out-112', 0.86, 3],
  ['held-out-113', 0.89, 0],
  ['held-out-114', 0.83, 4],
  // Round 104's validation sets, learned from in round 105 (in sample then: 85, 85, 87 %).
  ['held-out-115', 0.85, 2],
  ['held-out-116', 0.85, 0],
  ['held-out-117', 0.87, 2],
  // Round 105's validation sets, learned from in round 106 (in sample then: 86, 90, 89 %).
  ['held-out-118', 0.86, 0],
  ['held-out-119', 0.9, 2],
  ['held-out-120', 0.89, 0],
  // Round 106's validation sets, learned from in round 107 (in sample then: 87, 84, 95 %).
  ['held-out-121', 0.87, 1],
  ['held-out-122', 0.84, 2],
  ['held-out-123', 0.95, 0],
  // Round 107's validation sets, learned from in round 108 (in sample then: 93, 86, 85 %).
  ['held-out-124', 0.93, 0],
  ['held-out-125', 0.86, 2],
  ['held-out-126', 0.85, 1],
  // Round 108's validation sets, learned from in round 109 (in sample then: 82, 85, 83 %).
  ['held-out-127', 0.82, 4],
  ['held-out-128', 0.85, 3],
  ['held-out-129', 0.83, 1],
  // Round 109's validation sets, learned from in round 110 (in sample then: 92, 89, 91 %).
  ['held-out-130', 0.92, 0],
  ['held-out-131', 0.89, 2],
  ['held-out-132', 0.91, 1],
  // Round 110's validation sets, learned from in round 111 (in sample then: 90, 82, 95 %).
  ['held-out-133', 0.9, 2],
  ['held-out-134', 0.82, 1],
  ['held-out-135', 0.95, 1],
  // Round 111's validation sets, learned from in round 112 (in sample then: 93, 91, 94 %).
  ['held-out-136', 0.93, 3],
  ['held-out-137', 0.91, 0],
  ['held-out-138', 0.94, 1],
  // Round 112's and 113's validation sets, learned from in round 114 (in sample then: 83, 86, 83, 90, 90, 91 %).
  ['held-out-139', 0.83, 3],
  ['held-out-140', 0.86, 2],
  ['held-out-141', 0.83, 2],
  ['held-out-142', 0.9, 1],
  ['held-out-143', 0.9, 1],
  ['held-out-144', 0.91, 0],
];
const SETS = FLOORS.map(([file, useful, wrongProduct, wrongLanguage = 0]) => ({
  name: file === 'tuned' ? file : `${file} (spent)`,
  set: readEvalSet(`tests/chat-eval/${file}.json`),
  useful,
  wrongProduct,
  wrongLanguage,
}));
const tuned = SETS[0].set;
// Each set asked once, with each reply's time: its floor and the time bound below read the same answers.
const evaluate = evaluator(content);
const results = new Map<readonly EvalQuestion[], EvalResult[]>();
function resultsOf(set: readonly EvalQuestion[]): EvalResult[] {
  let r = results.get(set);
  if (!r) results.set(set, (r = evaluate(set)));
  return r;
}
const heldOut = SETS[1].set;

describe("Rachel's evaluation sets", () => {
  // Both languages' index and assistant are built here, once, not inside the first set's test and its time.
  beforeAll(() => void resultsOf(tuned), 60_000);

  it('are the spent sets chat:tune learns on, each with its floor here', () => {
    expect(FLOORS.map(([file]) => file)).toEqual([...SPENT_SETS]);
  });

  it('name the file and what is wrong when a set cannot be read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-eval-'));
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{"questions": [');
    const wrong = path.join(dir, 'wrong.json');
    fs.writeFileSync(wrong, JSON.stringify({ questions: [{ q: 'ciao', lang: 'fr', expect: { outcome: 'refuse' } }] }));
    expect(() => readEvalSet('held-out-25')).toThrow(/^held-out-25: no such question set/);
    expect(() => readEvalSet(broken)).toThrow(`${broken}: invalid JSON at line 1, column 16`);
    expect(() => readEvalSet(dir)).toThrow(`${dir}: cannot be read`);
    expect(() => readEvalSet(wrong)).toThrow(new RegExp(`^${wrong}: .*lang`, 's'));
    // A kind no reply has ("bye": a farewell is answered as thanks) would fail its question whatever she says.
    const kind = path.join(dir, 'kind.json');
    fs.writeFileSync(
      kind,
      JSON.stringify({ questions: [{ q: 'ciao ciao', lang: 'it', expect: { outcome: 'smalltalk', kinds: ['bye'] } }] }),
    );
    expect(() => readEvalSet(kind)).toThrow(new RegExp(`^${kind}: .*kinds`, 's'));
    fs.rmSync(dir, { recursive: true });
  });

  it('hold at least 80 held-out questions in both languages each, and 200 in all', () => {
    for (const { set } of SETS.slice(1)) {
      expect(set.length).toBeGreaterThanOrEqual(80);
      expect(set.some((q) => q.lang === 'en') && set.some((q) => q.lang === 'it')).toBe(true);
    }
    expect(SETS.reduce((n, s) => n + s.set.length, 0)).toBeGreaterThanOrEqual(200);
  });

  for (const { name, set, useful, wrongProduct, wrongLanguage } of SETS) {
    it(`${name}: at least ${useful * 100}% useful, at most ${wrongLanguage} wrong language and ${wrongProduct} wrong product`, () => {
      const c = confusion(resultsOf(set));
      expect(c.useful / set.length, JSON.stringify(c)).toBeGreaterThanOrEqual(useful);
      expect(c['wrong-language'], JSON.stringify(c)).toBeLessThanOrEqual(wrongLanguage);
      expect(c['wrong-product'], JSON.stringify(c)).toBeLessThanOrEqual(wrongProduct);
    });
  }

  it('answer any question in under 50 ms', () => {
    // Each question's best of three: a garbage collection or the other test files running on the same
    // two cores is not what answering costs (one of 560 answers once took 50+ ms that way). The first try
    // is the one the sets' scores were asked with; asked again only when it comes near the bound: every
    // set's ~4,800 questions once more took ~20 s on this machine.
    let slowest = 0;
    let which = '';
    for (const { q, ms } of SETS.flatMap((s) => resultsOf(s.set))) {
      let best = ms;
      for (let i = 1; i < 3 && best >= 25; i++) best = Math.min(best, evaluate([q])[0].ms);
      if (best > slowest) [slowest, which] = [best, q.q];
    }
    expect(slowest, `${which}: ${slowest.toFixed(1)} ms`).toBeLessThan(50);
  }, 60_000);

  it('built in slices for the browser (no long task when the chat opens), answers exactly as built at once', async () => {
    const index = buildChatIndex(content, 'it');
    let turns = 0;
    const counting = setInterval(() => (turns += 1), 0);
    const sliced = await loadAssistant(index);
    clearInterval(counting);
    // The page got the main thread back between slices.
    expect(turns).toBeGreaterThan(3);
    expect(await loadAssistant(index)).toBe(sliced);
    const whole = createAssistant(index);
    for (const { q } of [...tuned, ...heldOut].slice(0, 60)) expect(sliced(q)).toEqual(whole(q));
  });
});

// chat:tune scores many ranking numbers on the sets: they must be the ones that decide.
describe('the ranking numbers', () => {
  const score = evaluate;
  it('the shipped ones (ranking.json) are what the assistant answers with', () => {
    const outcomes = (rs: ReturnType<typeof runEval>) => rs.map((x) => x.outcome);
    expect(outcomes(score(tuned, RANKING))).toEqual(outcomes(runEval(content, tuned)));
  });

  it('others change the answers: when no passage covers enough to be quoted, retrieval answers "I don\'t know"', () => {
    // Retrieval alone: the answerable model's rescue (a second opinion on "I don't know") would hide some.
    const rules = evaluator(content, NO_MODELS);
    const shipped = confusion(rules(tuned, RANKING));
    const strict = confusion(rules(tuned, { ...RANKING, foundCover: 2, answerCover: 2 }));
    // What is left useful is answered without the cover test: small talk, refusals, a product's name, a business.
    expect(strict['false-idk'] - shipped['false-idk']).toBeGreaterThan(20);
    expect(strict.useful).toBeLessThan(shipped.useful - 20);
  });
});

describe('the scorer', () => {
  const q = (expect: EvalQuestion['expect'], lang: 'it' | 'en' = 'it'): EvalQuestion => ({ q: 'x', lang, expect });
  const r = (over: Partial<Reply>): Reply => ({
    kind: 'answer',
    text: '',
    links: [],
    handoff: false,
    lang: 'it',
    ...over,
  });
  const same = (href: string) => href;
  const products = new Map([['RunVoice', ['/prodotti/runvoice', '/en/products/runvoice']]]);

  it('tells useful, partial, false "I don\'t know", off-site, wrong product and wrong language apart', () => {
    const answer = q({ outcome: 'answer', links: ['/prodotti/runtip#per-chi'], products: ['RunTip'] });
    expect(scoreReply(answer, r({ links: [{ label: '', href: '/prodotti/runtip#per-chi' }] }), same, products)).toBe(
      'useful',
    );
    expect(scoreReply(answer, r({ links: [{ label: '', href: '/prodotti/runtip' }] }), same, products)).toBe('partial');
    expect(scoreReply(answer, r({ kind: 'noinfo' }), same, products)).toBe('false-idk');
    expect(scoreReply(answer, r({ topic: 'RunVoice' }), same, products)).toBe('wrong-product');
    expect(scoreReply(answer, r({ lang: 'en' }), same, products)).toBe('wrong-language');
    expect(scoreReply(q({ outcome: 'noinfo' }), r({}), same, products)).toBe('answered-off-site');
    expect(scoreReply(q({ outcome: 'refuse' }), r({ kind: 'guard' }), same, products)).toBe('useful');
  });
});
