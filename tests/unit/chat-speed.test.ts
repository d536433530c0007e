// @vitest-environment node
/**
 * What makes an answer cheaper must not change it: the edit distance's short cut, and the fuzzy walks of
 * the search index kept for one question.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/build/content';
import { resolvePaths } from '../../src/build/paths';
import { buildChatIndex } from '../../src/build/chat-index';
import { createAssistant } from '../../src/lib/chat/answer';
import { editDistance } from '../../src/lib/chat/text';
import { must } from '../support/must';

/** Optimal string alignment distance, the whole table: what `editDistance` computes for any bound. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

describe('Rachel answers fast, and the same', () => {
  it('tells words one edit apart exactly as the full table does', () => {
    const seeds = ['runvoice', 'museo', 'aa', 'abba', 'prenotazione', 'x', 'caffe', 'runplay', 'chat'];
    const letters = ['a', 'b', 'e', 'o', 'r', 'z'];
    const pairs: [string, string][] = [];
    for (const w of seeds) {
      for (let i = 0; i <= w.length; i++) {
        for (const c of letters) {
          pairs.push([w, w.slice(0, i) + c + w.slice(i)]); // a letter added
          if (i < w.length) pairs.push([w, w.slice(0, i) + c + w.slice(i + 1)]); // changed
        }
        if (i < w.length) pairs.push([w, w.slice(0, i) + w.slice(i + 1)]); // dropped
        if (i + 1 < w.length) pairs.push([w, w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)]); // swapped
        if (i + 2 < w.length) pairs.push([w, w.slice(0, i) + w[i + 2] + w[i + 1] + w[i] + w.slice(i + 3)]); // two apart
      }
      for (const v of seeds) pairs.push([w, v]);
    }
    let within = 0;
    for (const [a, b] of pairs) {
      const full = Math.min(reference(a, b), 2);
      expect(editDistance(a, b, 1), `${a} / ${b}`).toBe(full);
      expect(editDistance(b, a, 1), `${b} / ${a}`).toBe(full);
      if (full === 1) within += 1;
    }
    // The pairs hold both kinds: one edit apart and more.
    expect(within).toBeGreaterThan(300);
    expect(pairs.length - within).toBeGreaterThan(100);
  });

  it('answers a question the same after others as asked first (nothing kept from one question to the next)', () => {
    const { pages, routes, site, chat } = loadContent(resolvePaths().contentRoot);
    const index = buildChatIndex({ pages, routes, site: must(site, 'site.json'), chat }, 'it');
    const questions = [
      'gestisco un museo civico, le audioguide funzionano senza app?',
      'quanto costa runvoce per un centralino di hotel?',
      'il chatbot risponde anche di notte ai clienti del ristornate?',
      'can the assistant book appointments for a dental clinic?',
    ];
    const fresh = questions.map((q) => createAssistant(index)(q));
    const one = createAssistant(index);
    const inTurn = [...questions]
      .reverse()
      .map((q) => one(q))
      .reverse();
    expect(inTurn).toEqual(fresh);
  });
});
