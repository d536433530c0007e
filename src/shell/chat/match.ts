/**
 * Finds Rachel's answer to what the visitor typed: MiniSearch over each
 * entry's questions and keywords, with Italian-friendly normalisation
 * (lower case, no accents, elisions split, common function words dropped),
 * prefix and typo-tolerant (fuzzy) matching, and a score threshold below
 * which Rachel admits she has no answer.
 */
import MiniSearch from 'minisearch';
import type { RachelEntry } from '../../../schemas/rachel';

// Function words and question words: frequent in every question, so they say nothing about the topic.
const STOP_WORDS = new Set(
  (
    'a ad al alla alle ai agli all allo anche avete c ce ci come con cos cosa d da dal dalla dei del della delle dell di dove e ' +
    'ed gli ha hai hanno ho i il in io l la le lo ma me mi mio mia miei mie ne nel nella nelle nei nell noi non o per perche ' +
    'piu posso puoi puo qual quale quali quanto quanta quello questa questo se si siete sia sono su sul sulla te ti tra fra ' +
    'tu tuo tua un una uno vi voi vostro vostra vostri vostre vorrei volevo sapere dimmi dirmi chi che fa fai fare fate'
  ).split(' '),
);

/** Lower case, accents removed ("è" → "e", "perché" → "perche"). */
export function normalize(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** A light Italian stem: singular and plural share it ("prezzo", "prezzi" → "prezz"). */
export function stem(term: string): string {
  return term.length >= 5 ? term.replace(/[aeio]$/, '') : term;
}

export function tokenize(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t && !STOP_WORDS.has(t))
    .map(stem);
}

/** Below this score the best match is too weak to be an answer (tuned on tests/unit/rachel.test.ts). */
export const MIN_SCORE = 3;

export function createMatcher(entries: RachelEntry[]) {
  const index = new MiniSearch<{ id: string; questions: string; keywords: string }>({
    fields: ['questions', 'keywords'],
    tokenize,
    processTerm: (term) => term, // tokenize already normalised and filtered
    searchOptions: {
      boost: { keywords: 1.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(entries.map((e) => ({ id: e.id, questions: e.questions.join(' \n '), keywords: e.keywords.join(' ') })));
  const byId = new Map(entries.map((e) => [e.id, e]));

  return function match(query: string): RachelEntry | undefined {
    const [best] = index.search(query);
    return best && best.score >= MIN_SCORE ? byId.get(String(best.id)) : undefined;
  };
}
