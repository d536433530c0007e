/**
 * The chat assistant's retrieval index: the passages of every page in every
 * language (one per paragraph, list item, accordion item…), the site.json
 * facts and the knowledge files. Each passage is stemmed in its own language
 * and keyed so that its translation can be found (`key`): a question matches
 * both languages' wording and is answered in the visitor's. The passages are
 * built at build time (src/build/chat-index.ts); the search index (MiniSearch,
 * BM25 with typo tolerance) is built from them when the chat opens, which is
 * smaller to ship than its serialised form. The /api/chat handler searches the
 * same passages.
 */
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { Link } from '../../../schemas/fields';
import type { ChatKnowledge } from '../../../schemas/chat-knowledge';
import type { Locale } from '../../../schemas/locale';
import { RANKING, type Ranking } from './ranking';
import { isCommonWord, looksLikeVerb, nearStopWord, passageTerms, questionWords, stem, words } from './text';

export interface Passage {
  id: number;
  /** The language of its text, and its translations' shared key ("/prodotti/runvoice:3:1"). */
  lang: Locale;
  key: string;
  /** Page path and section anchor: "/prodotti/runvoice#versioni". */
  href: string;
  /** The page as a reader names it ("RunVoice") and the section heading ("Versioni"). */
  page: string;
  section: string;
  /** A list or accordion item's title. */
  title?: string;
  text: string;
  /** Shown after `text`, never indexed: a logo wall's client names ("Comune di Roccaverde, …"). */
  more?: string;
  /** The product the passage is about, when there is exactly one. */
  product?: string;
  source: 'page' | 'knowledge';
  /** Indexed, never shown: the page title and section title. */
  context: string;
  /** Indexed, never shown: a knowledge entry's questions and keywords. */
  keywords?: string;
  /** Knowledge entries only. */
  entry?: {
    id: string;
    kind: 'answer' | 'noinfo';
    productLink: 'none' | 'lead' | 'materials';
    links: Link[];
    /** How many of `keywords`' phrasings are visitor questions; the rest are the entry's own keywords. */
    questions: number;
    /** Products whose page does say it, with that section. */
    publishedFor?: { product: string; link: Link }[];
  };
}

export type ChatIndexKnowledge = Omit<ChatKnowledge, 'entries' | 'asked' | '$schema'>;

export interface ChatIndex {
  /** The language of the pages this index is served on (the default reply language). */
  locale: Locale;
  passages: Passage[];
  /** The knowledge of `locale`, and of the other languages a visitor may write in. */
  knowledge: ChatIndexKnowledge;
  translations: Partial<Record<Locale, ChatIndexKnowledge>>;
}

type Doc = { id: number } & Record<(typeof FIELDS)[number], string>;
const FIELDS = ['title', 'text', 'section', 'context', 'keywords'] as const;

const queryOptions = (r: Ranking): SearchOptions => ({
  boost: { title: r.boostTitle, section: r.boostSection, text: 1, context: r.boostContext, keywords: r.boostKeywords },
  fuzzy: (term) => (term.length >= 8 ? 0.25 : term.length >= 6 ? 0.2 : false),
  prefix: (term) => term.length >= 6,
  combineWith: 'OR',
  tokenize: (text) => text.split(' ').filter(Boolean),
  processTerm: (term) => term,
});

export interface Hit {
  passage: Passage;
  score: number;
  /** The stems of the question found in the passage (exactly, by prefix or with a typo). */
  matched: ReadonlySet<string>;
}

/** A question word and its stems in both languages (text.ts `questionWords`). */
export type QueryWord = {
  word: string;
  stems: string[];
  /** When the knowledge file widened the word ("mappa" → "percorso tappe"): its own stems, found more surely. */
  own?: string[];
  /** The visitor's business ("museo"), widened to the site's words for that audience. */
  audience?: boolean;
};

/** A passage as quoted: its item title, its text and what is shown but not searched. */
export function quoted(p: Passage): string {
  // "…con noi." + "Comune di Roccaverde, …, Mercato Digitale S.p.A." → "…con noi: Comune…, S.p.A." (one full stop).
  const text = p.more ? `${p.text.replace(/[.:]\s*$/, '')}: ${p.more.replace(/\.?$/, '.')}` : p.text;
  return p.title ? `${p.title}: ${text}` : text;
}

/** How surely a passage holds a question word: 1 as written, less through a synonym, 0 not at all. */
export function holds(h: Hit, w: QueryWord, synonym = RANKING.synonym): number {
  if ((w.own ?? w.stems).some((x) => h.matched.has(x))) return 1;
  return w.stems.some((x) => h.matched.has(x)) ? synonym : 0;
}

/**
 * MiniSearch, with the index's words near a term (its fuzzy walk, a third of an answer's cost) kept until
 * `forget`: one question searches a term in several queries (alone to weigh it, then with the others).
 */
class Search extends MiniSearch<Doc> {
  private readonly near = new Map<string, ReturnType<typeof this._index.fuzzyGet>>();

  constructor() {
    super({ fields: [...FIELDS], tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term });
    const index = this._index;
    const walk = index.fuzzyGet.bind(index);
    index.fuzzyGet = (term, distance) => {
      const key = `${distance} ${term}`;
      let found = this.near.get(key);
      if (!found) this.near.set(key, (found = walk(term, distance)));
      // A copy: MiniSearch deletes from it the words it scores as prefixes.
      return new Map(found);
    };
  }

  forget(): void {
    this.near.clear();
  }
}

const newSearch = () => new Search();

/** What is searched of a passage: its fields' stems in its own language. */
function toDoc(p: Passage): Doc {
  const terms = (s: string | undefined) => (s ? passageTerms(s, p.lang).join(' ') : '');
  // A knowledge entry is found by its questions and keywords, not by the words of its answer.
  return {
    id: p.id,
    title: terms(p.title),
    text: p.source === 'knowledge' ? '' : terms(p.text),
    section: terms(p.section),
    context: terms(p.context),
    keywords: terms(p.keywords),
  };
}

export function createRetriever(index: ChatIndex, ranking: Ranking = RANKING) {
  const docs = index.passages.map(toDoc);
  const ms = newSearch();
  ms.addAll(docs);
  return retrieverOf(index, ms, docs, ranking);
}

/** Passages stemmed between two yields to the browser: a slice stays well under a long task on a slow phone. */
const SLICE = 40;

/**
 * createRetriever in slices that yield to the page between them: stemming
 * both languages' passages takes 50–90 ms on this machine, several times
 * that on a busy phone, and the chat opens meanwhile.
 */
export async function buildRetriever(index: ChatIndex, ranking: Ranking = RANKING): Promise<Retriever> {
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const docs: Doc[] = [];
  for (let i = 0; i < index.passages.length; i += SLICE) {
    docs.push(...index.passages.slice(i, i + SLICE).map(toDoc));
    await pause();
  }
  const ms = newSearch();
  await ms.addAllAsync(docs, { chunkSize: SLICE * 2 });
  return retrieverOf(index, ms, docs, ranking);
}

function retrieverOf(index: ChatIndex, ms: Search, docs: Doc[], ranking: Ranking) {
  const options = queryOptions(ranking);
  // How many passages hold each stem: rare stems say more about what a question is about.
  const df = new Map<string, number>();
  for (const d of docs) {
    for (const t of new Set(FIELDS.flatMap((f) => d[f].split(' ')).filter(Boolean))) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const n = docs.length;
  const known = [...df.keys()];
  // Of the page passages about one product that hold a stem, how many are about each product: "chat" is
  // said of RunTip, "chiamate" of RunVoice, "visita" of RunPlay, wherever the page.
  const byProduct = new Map<string, Map<string, number>>();
  docs.forEach((d, i) => {
    const about = index.passages[i].product;
    if (!about || index.passages[i].source !== 'page') return;
    for (const t of new Set(FIELDS.flatMap((f) => d[f].split(' ')).filter(Boolean))) {
      const counts = byProduct.get(t) ?? new Map<string, number>();
      counts.set(about, (counts.get(about) ?? 0) + 1);
      byProduct.set(t, counts);
    }
  });
  // The products the shares are over (each counted one passage more by `productShare`'s prior).
  const productCount = new Set([...byProduct.values()].flatMap((c) => [...c.keys()])).size;
  const byId = new Map(index.passages.map((p) => [p.id, p]));
  const byKey = new Map(index.passages.map((p) => [`${p.lang}|${p.key}`, p]));
  // One question searches the same stems several times, with a different filter each time (any
  // passage, then one product's page...): the fuzzy walk of the index is most of what an answer costs
  // (a hotel question searched its 18 stems three times, ~20 ms). MiniSearch filters after scoring, so
  // filtering a kept unfiltered result gives the same hits. Kept for one question only (`newQuestion`),
  // so what an answer costs is measured as its own.
  const recent = new Map<string, SearchResult[]>();
  const searched = (query: string): SearchResult[] => {
    let found = recent.get(query);
    if (!found) {
      found = ms.search(query, options);
      recent.set(query, found);
    }
    return found;
  };
  const passage = (id: unknown): Passage => {
    const found = byId.get(Number(id));
    if (!found) throw new Error(`chat index: search returned unknown passage ${String(id)}`);
    return found;
  };

  // A word's weight depends on nothing but the word and the index: kept, since one answer weighs the same
  // words in every search it makes (a long message's unknown words each scan the known terms). For one
  // question only, as the searches are (`newQuestion`), so what an answer costs is measured as its own.
  const weights = new Map<string, { weight: number; known: boolean }>();
  function weight(w: QueryWord): { weight: number; known: boolean } {
    const key = `${w.word}|${w.stems.join(' ')}`;
    let found = weights.get(key);
    if (!found) {
      found = weighed(w);
      weights.set(key, found);
    }
    return found;
  }
  /** How much a word says about the topic: the idf of its rarest known stem, or the most (never seen). */
  function weighed(w: QueryWord): { weight: number; known: boolean } {
    const counts = w.stems.map((s) => df.get(s) ?? 0).filter((c) => c > 0);
    const max = Math.log(1 + n);
    // An ordinary word ("sempre", "mentre", "ore") says less of what is asked than the site's own terms,
    // however rarely the site happens to use it.
    if (counts.length)
      return {
        weight: Math.log(1 + n / Math.min(...counts)) * (isCommonWord(w.word) ? ranking.commonShare : 1),
        known: true,
      };
    // A typo or a prefix of a known word ("runvoce", "prenotaz") is known, a little less surely;
    // so is an inflection the stemmer leaves whole ("mandatemi": a known stem, "mand", begins it).
    const near =
      w.stems.some((s) => searched(s).length > 0) ||
      known.some((t) => t.length >= 4 && w.word.startsWith(t) && isEnding(w.word.slice(t.length)));
    if (!near && (nearStopWord(w.word) || isCommonWord(w.word))) return { weight: 0, known: true };
    // A word never seen weighs as a rare one, not the rarest: a verb the site happens not to use
    // ("tolgo") should not outweigh the words it does ("consenso", "cookie").
    // So is an Italian verb form: how the visitor says it, not a thing the site does not cover.
    return near || looksLikeVerb(w.word)
      ? { weight: max * ranking.nearShare, known: true }
      : { weight: max * ranking.unseenShare, known: false };
  }

  // What follows a known stem in an inflection the stemmer left whole ("mand|atemi") begins with a vowel and
  // is no word of the site: "word|press", "chat|gpt" and "open|ai" are other things ("ai" is a word of its own).
  const isEnding = (rest: string) => rest.length <= 5 && /^[aeiouàèéìòù]/.test(rest) && !df.has(rest);

  // A passage holds a question stem found as written or begun ("prenot" in "prenotazion"); by a typo only
  // when the site uses none of the word's stems ("runvoce"): a word it uses is what the visitor wrote, not
  // a misspelling of a neighbour ("assistent" is not "esistent"), which still adds to the score.
  const held = (queryTerms: readonly string[], docTerms: readonly string[], asWritten: ReadonlySet<string>) =>
    new Set(queryTerms.filter((q) => !asWritten.has(q) || docTerms.some((t) => t.startsWith(q))));

  // The words the site uses in each language: a question's language is told by them too.
  const vocabulary: Partial<Record<Locale, Set<string>>> = {};
  for (const p of index.passages) {
    const set = (vocabulary[p.lang] ??= new Set());
    for (const w of words(`${p.title ?? ''} ${p.section} ${p.text}`)) set.add(w);
  }
  // And their stems: "guide" is an Italian word too (the plural of "guida", which the site uses).
  const vocabularyStems: Partial<Record<Locale, Set<string>>> = {};
  for (const [l, set] of Object.entries(vocabulary) as [Locale, Set<string>][])
    vocabularyStems[l] = new Set([...set].map((w) => stem(w, l)));

  /** The share of a word's product passages that are about `product` (its rarest stem that any hold); 0 when none. */
  function productShare(w: QueryWord, product: string, prior = 0): number {
    const stems = w.stems.filter((x) => byProduct.has(x));
    if (!stems.length) return 0;
    const rarest = stems.reduce((a, b) => ((df.get(a) ?? 0) <= (df.get(b) ?? 0) ? a : b));
    const counts = byProduct.get(rarest) ?? new Map<string, number>();
    const all = [...counts.values()].reduce((a, b) => a + b, 0);
    // `prior` passages more for every product: a word on one passage says little of which product it is.
    return ((counts.get(product) ?? 0) + prior) / (all + prior * productCount);
  }

  return {
    ranking,
    weight,
    productShare,
    vocabulary: vocabulary as Readonly<typeof vocabulary>,
    vocabularyStems: vocabularyStems as Readonly<typeof vocabularyStems>,
    /** Forgets the searches and weights kept for the previous question. */
    newQuestion: () => {
      recent.clear();
      weights.clear();
      ms.forget();
    },
    search(query: readonly QueryWord[], accept: (p: Passage) => boolean = () => true): Hit[] {
      const stems = [...new Set(query.flatMap((w) => w.stems))];
      if (!stems.length) return [];
      // A word the site uses, by any of its stems ("referenze": Italian "referent"), is what the visitor
      // wrote: its other stems (English "referenz") are not misspellings of a neighbour ("preferent").
      const asWritten = new Set(query.filter((w) => w.stems.some((x) => df.has(x))).flatMap((w) => w.stems));
      return searched(stems.join(' '))
        .filter((r) => accept(passage(r.id)))
        .map((r) => ({ passage: passage(r.id), score: r.score, matched: held(r.queryTerms, r.terms, asWritten) }));
    },
    /** The same passage in `lang` (its translation), or undefined. */
    translation(p: Passage, lang: Locale): Passage | undefined {
      return p.lang === lang ? p : byKey.get(`${lang}|${p.key}`);
    },
    /** A product's first passage on its own page, in `lang` (what it is, for comparisons). */
    intro(product: string, href: string, lang: Locale): Passage | undefined {
      return index.passages.find((p) => p.lang === lang && p.product === product && p.href === href);
    },
  };
}

export type Retriever = ReturnType<typeof retrieverOf>;

/** The search stems of a free text (the model mode's retrieval). */
export function searchText(retriever: Retriever, text: string, accept?: (p: Passage) => boolean): Hit[] {
  return retriever.search(questionWords(text), accept);
}
