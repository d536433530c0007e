import fs from 'node:fs';
import { it } from 'vitest';
import { rachelSchema } from '../../schemas/rachel';
import { siteSchema } from '../../schemas/site';
import { fillSiteValues } from '../../src/engine/site-values';
import { createMatcher } from '../../src/shell/chat/match';
import { GOLDEN, scoreReply, type ScoredReply } from './rachel-golden';

it('before', () => {
  const site = siteSchema.parse(JSON.parse(fs.readFileSync('pages-config/site.json', 'utf8')));
  const k = rachelSchema.parse(JSON.parse(fs.readFileSync('pages-config/data/rachel.json', 'utf8')));
  const match = createMatcher(k.entries);
  const kinds: Record<string, ScoredReply['kind']> = { saluto: 'greeting', grazie: 'thanks', 'chi-sei': 'ai' };
  let ok = 0;
  const out: string[] = [];
  for (const g of GOLDEN) {
    const e = match(g.q.slice(0, 300));
    const r: ScoredReply = e
      ? { kind: kinds[e.id] ?? 'answer', text: fillSiteValues(e.answer, site), links: e.links, handoff: false, lang: 'it' }
      : { kind: 'noinfo', text: k.fallback.text, links: [k.fallback.contactLink], handoff: true, lang: 'it' };
    const why = scoreReply(g, r);
    if (!why) ok++;
    out.push(`${why ? 'FAIL' : 'ok  '} ${g.q.slice(0, 60)} -> ${e?.id ?? 'fallback'}${why ? ` (${why})` : ''}`);
  }
  fs.writeFileSync('/tmp/rachel/before.txt', `${ok}/${GOLDEN.length}\n${out.join('\n')}\n`);
});
