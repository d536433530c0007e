/**
 * Issue 24 point 5: Rachel is measured on question sets written from the visitor's side. The tuned
 * set was used while changing her rules; the held-out set (written before any change) was not. The
 * floors below are regressions guards at the measured level (README "Rachel's evaluation"); the
 * issue's targets (90% useful, at most 3% false "I don't know" on the held-out set) are not met yet.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/build/content';
import { resolvePaths } from '../../src/build/paths';
import { confusion, readEvalSet, runEval, scoreReply, type EvalQuestion } from '../../src/build/chat-eval';
import { createAssistant, loadAssistant, type Reply } from '../../src/lib/chat/answer';
import { buildChatIndex } from '../../src/build/chat-index';
import { must } from '../support/must';

const { pages, routes, site, chat } = loadContent(resolvePaths().contentRoot);
const content = { pages, routes, site: must(site, 'site.json'), chat };
const tuned = readEvalSet('tests/chat-eval/tuned.json');
const heldOut = readEvalSet('tests/chat-eval/held-out.json');

describe("Rachel's evaluation sets", () => {
  it('hold at least 80 held-out questions in both languages, and 160 with the tuned ones', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(80);
    expect(heldOut.some((q) => q.lang === 'en') && heldOut.some((q) => q.lang === 'it')).toBe(true);
    expect(heldOut.length + tuned.length).toBeGreaterThanOrEqual(160);
  });

  it('never answer about another product or in another language than the visitor’s (both sets)', () => {
    for (const set of [tuned, heldOut]) {
      const c = confusion(runEval(content, set));
      expect(c['wrong-product'], JSON.stringify(c)).toBe(0);
      expect(c['wrong-language'], JSON.stringify(c)).toBeLessThanOrEqual(set === heldOut ? 1 : 0);
    }
  });

  it('answer the tuned set usefully at least 85% of the time, the held-out set at least 78%', () => {
    const t = confusion(runEval(content, tuned));
    const h = confusion(runEval(content, heldOut));
    expect(t.useful / tuned.length, JSON.stringify(t)).toBeGreaterThanOrEqual(0.85);
    expect(h.useful / heldOut.length, JSON.stringify(h)).toBeGreaterThanOrEqual(0.78);
  });

  it('answer any question in under 50 ms', () => {
    const reply = {
      it: createAssistant(buildChatIndex(content, 'it')),
      en: createAssistant(buildChatIndex(content, 'en')),
    };
    let slowest = 0;
    for (const q of [...tuned, ...heldOut]) {
      const started = performance.now();
      reply[q.page ?? q.lang](q.q);
      slowest = Math.max(slowest, performance.now() - started);
    }
    expect(slowest).toBeLessThan(50);
  });

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
