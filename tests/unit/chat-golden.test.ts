import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/build/content';
import { buildChatIndex } from '../../src/build/chat-index';
import { createAssistant } from '../../src/shell/chat/answer';
import { GOLDEN, scoreReply } from './chat-golden';
import { resolvePaths } from '../../src/build/paths';
import { must } from '../support/must';

const {
  pages,
  site,
  chat: { it: rachel },
} = loadContent(resolvePaths().contentRoot);
const reply = createAssistant(
  buildChatIndex(
    pages.filter((p) => p.locale === 'it'),
    must(site, 'site.json'),
    must(rachel, 'chat knowledge'),
  ),
);

/** Asks each golden question (after its `before` question, for topic memory) and scores the reply. */
function run() {
  return GOLDEN.map((g) => {
    const topic = g.before ? reply(g.before).topic : undefined;
    const r = reply(g.q, topic);
    return { q: g.q, why: scoreReply(g, r), r };
  });
}

describe("Rachel's golden set", () => {
  it(`answers at least 90% of the ${GOLDEN.length} questions usefully`, () => {
    const results = run();
    const failing = results
      .filter((x) => x.why)
      .map((x) => `${x.q.slice(0, 70)}: ${x.why} [${x.r.kind}: ${x.r.text.slice(0, 120).replace(/\n+/g, ' ')}]`);
    const useful = results.length - failing.length;
    console.log(`golden set: ${useful}/${results.length} useful${failing.length ? `\n  ${failing.join('\n  ')}` : ''}`);
    expect(useful / results.length, failing.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
