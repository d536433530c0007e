/**
 * The numbers Rachel's retrieval ranks and decides by. They were set by hand
 * over rounds of rules; `npm run chat:tune` searches them on the labelled
 * question sets and reports, by leaving each set out in turn, how a choice
 * made without a set scores on it (an honest estimate for unseen questions).
 * The values in ranking.json are the ones it chose, or the hand values when
 * learning did not do better on the sets it had not seen.
 */
import values from './ranking.json';

export interface Ranking {
  /** Share of the question's weight the best passage must cover to be quoted as the answer. */
  answerCover: number;
  /** Below this share nothing on the site is about the question: "I don't know". */
  foundCover: number;
  /** Other sections shown with the best one score at least this share of its BM25 score. */
  closeScore: number;
  /** How much a business named beside a product weighs: the setting of the question. */
  context: number;
  /** Past this many content words a message is a story: less of it need be covered. */
  longMessage: number;
  /** A knowledge phrasing echoed three words in a row lifts its passage by this (per word more)… */
  echoStep: number;
  /** …up to this. */
  echoMax: number;
  /** A product named: its own passages (and the entries for any product) rank as if BM25 scored them this many times higher. */
  ownProduct: number;
  /** A knowledge entry's lift: it was written for that question. */
  entryBonus: number;
  /** Rank = BM25 ** scorePower × cover ** coverPower. */
  scorePower: number;
  coverPower: number;
  /** Passages within this much of the best cover may be quoted with it. */
  poolSlack: number;
  /** A product fits a business when its fit is within this much of the best product's. */
  fitSlack: number;
  /** A product the visitor's need is said of this much (its share of the need's words) is the one that fits, whoever they are. */
  needLeads: number;
  /** How surely a passage holds a word through a synonym the knowledge file gave (1: as written). */
  synonym: number;
  /** What an ordinary word (stopwords-iso's wider lists) weighs of what a term of the site would. */
  commonShare: number;
  /** A word never seen weighs this share of the rarest; a typo or an inflection of a known one, `nearShare`. */
  unseenShare: number;
  nearShare: number;
  /** BM25 field boosts. */
  boostTitle: number;
  boostSection: number;
  boostContext: number;
  boostKeywords: number;
}

export const RANKING: Ranking = values;
