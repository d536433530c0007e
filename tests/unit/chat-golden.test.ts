// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../schemas/locale';
import { loadContent } from '../../src/build/content';
import { buildChatIndex } from '../../src/build/chat-index';
import { createAssistant } from '../../src/lib/chat/answer';
import { GOLDEN, scoreReply, type GoldenQuestion } from './chat-golden';
import { GOLDEN_EN } from './chat-golden.en';
import { resolvePaths } from '../../src/build/paths';
import { must } from '../support/must';

const { pages, routes, site, chat } = loadContent(resolvePaths().contentRoot);

/** Asks each golden question of the locale's assistant (after its `before` question, for topic memory) and scores the reply. */
function run(locale: Locale, golden: readonly GoldenQuestion[]) {
  must(chat[locale], `${locale} chat knowledge`);
  const reply = createAssistant(buildChatIndex({ pages, routes, site: must(site, 'site.json'), chat }, locale));
  const results = golden.map((g) => {
    const topic = g.before ? reply(g.before).topic : undefined;
    const r = reply(g.q, topic);
    return { q: g.q, why: scoreReply(g, r), r };
  });
  const failing = results
    .filter((x) => x.why)
    .map((x) => `${x.q.slice(0, 70)}: ${x.why} [${x.r.kind}: ${x.r.text.slice(0, 120).replace(/\n+/g, ' ')}]`);
  const useful = results.length - failing.length;
  console.log(
    `golden set (${locale}): ${useful}/${results.length} useful${failing.length ? `\n  ${failing.join('\n  ')}` : ''}`,
  );
  return { useful, failing };
}

describe("Rachel's golden set", () => {
  it(`answers at least 90% of the ${GOLDEN.length} Italian questions usefully`, () => {
    const { useful, failing } = run('it', GOLDEN);
    expect(useful / GOLDEN.length, failing.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it(`answers the ${GOLDEN_EN.length} English questions from the English pages and knowledge`, () => {
    const { useful, failing } = run('en', GOLDEN_EN);
    expect(useful / GOLDEN_EN.length, failing.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
