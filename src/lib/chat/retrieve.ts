/**
 * Rachel's retrieval index: the passages of every page (one per paragraph,
 * list item, accordion item…), the site.json facts and the knowledge file,
 * searched with MiniSearch (BM25) over Italian-normalised terms (text.ts).
 * The index is built at build time (src/build/rachel-index.ts) and loaded
 * with the chat; the /api/chat handler searches the same index.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { Link } from '../../../schemas/fields';
import type { Rachel } from '../../../schemas/rachel';
import { tokenize } from './text';

export interface Passage {
  id: number;
  /** Page path and section anchor: "/prodotti/runvoice#versioni". */
  href: string;
  /** The page as a reader names it ("RunVoice") and the section heading ("Versioni"). */
  page: string;
  section: string;
  /** A list or accordion item's title. */
  title?: string;
  text: string;
  /** The product the passage is about, when there is exactly one. */
  product?: string;
  source: 'page' | 'knowledge';
  /** Indexed, never shown: the page title and section title. */
  context: string;
  /** Indexed, never shown: a knowledge entry's questions and keywords. */
  keywords?: string;
  /** Knowledge entries only. */
  entry?: { id: string; kind: 'answer' | 'noinfo'; textEn: string; productLink: 'none' | 'lead' | 'materials'; links: Link[] };
}

export type RachelKnowledge = Omit<Rachel, 'entries' | '$schema'>;

export interface RachelIndex {
  passages: Passage[];
  /** MiniSearch.toJSON() of the passages. */
  search: unknown;
  knowledge: RachelKnowledge;
}

type Doc = Pick<Passage, 'id' | 'title' | 'text' | 'section' | 'context' | 'keywords'>;

export const INDEX_OPTIONS: Options<Doc> = {
  fields: ['title', 'text', 'section', 'context', 'keywords'],
  tokenize,
  processTerm: (term) => term, // tokenize already normalised, filtered and stemmed
};

const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 2, section: 1.2, text: 1, context: 1.5, keywords: 5 },
  prefix: (term) => term.length >= 6,
  fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
  combineWith: 'OR',
  // The query arrives as terms already tokenised with the same function.
  tokenize: (text) => text.split(' ').filter(Boolean),
  processTerm: (term) => term,
};

export function createSearchIndex(passages: Passage[]): MiniSearch<Doc> {
  const ms = new MiniSearch<Doc>(INDEX_OPTIONS);
  // A knowledge entry is found by its questions and keywords, not by the words of its answer ("in breve tempo").
  ms.addAll(passages.map(({ id, title, text, section, context, keywords, source }) => ({ id, title, text: source === 'knowledge' ? '' : text, section, context, keywords })));
  return ms;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** The query terms found in the passage (exactly, by prefix or with a typo). */
  matched: string[];
}

export function createRetriever(index: RachelIndex) {
  const ms = MiniSearch.loadJS<Doc>(index.search as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
  const byId = new Map(index.passages.map((p) => [p.id, p]));
  return {
    search(terms: string[], accept: (p: Passage) => boolean = () => true): Hit[] {
      if (!terms.length) return [];
      return ms
        .search(terms.join(' '), { ...QUERY_OPTIONS, filter: (r) => accept(byId.get(Number(r.id))!) })
        .map((r) => ({ passage: byId.get(Number(r.id))!, score: r.score, matched: r.queryTerms }));
    },
    /** Whether any passage has this term (or one a typo or a prefix away). */
    known(term: string): boolean {
      return ms.search(term, QUERY_OPTIONS).length > 0;
    },
  };
}

export type Retriever = ReturnType<typeof createRetriever>;
