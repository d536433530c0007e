/**
 * Text handling shared by the chat index (built in Node), her built-in
 * answers and the /api/chat handler. Words are normalised (lower case, no
 * accents, elisions split), function words come from maintained stop-word
 * lists and stems from the Snowball stemmers (@orama/stopwords and
 * @orama/stemmers, Italian and English). A passage is stemmed in its own
 * language; a question in both, since the visitor may write either.
 */
import { stemmer as stemIt } from '@orama/stemmers/italian';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stopwords as stopIt } from '@orama/stopwords/italian';
import { stopwords as stopEn } from '@orama/stopwords/english';
import wideIt from 'stopwords-it';
import wideEn from 'stopwords-en';
import type { Locale } from '../../../schemas/locale';

/** Lower case, accents removed ("è" → "e", "perché" → "perche"). */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

const norm = (list: readonly string[]) => new Set(list.map(normalize));
/**
 * Question words that say what is asked (where, who, how much): kept as content although the lists
 * drop them ("dove siete?" is about the address). Filler the lists keep is dropped.
 */
const INTENT = norm([
  'dove',
  'chi',
  'quanto',
  'quanta',
  'quanti',
  'quante',
  'quando',
  'where',
  'who',
  'much',
  'many',
  'when',
]);
/** First words that make a message a question, as a question mark does: "can the bot answer in french". */
const OPENERS = norm([
  'can',
  'could',
  'do',
  'does',
  'did',
  'is',
  'are',
  'will',
  'would',
  'should',
  'puoi',
  'può',
  'posso',
  'potete',
  'possiamo',
]);
/** Words that address the company ("avete…?", "il vostro…", "your…"): a question about it, even in words the site never uses. */
const ADDRESS = norm([
  'avete',
  'siete',
  'fate',
  'offrite',
  'lavorate',
  'vendete',
  'usate',
  'voi',
  'vostro',
  'vostra',
  'vostri',
  'vostre',
  'your',
  'yours',
]);
const FILLER: Record<Locale, string[]> = {
  it: [
    'qual',
    'quale',
    'quali',
    'cosa',
    'cos',
    'posso',
    'puo',
    'potete',
    'fate',
    'avete',
    'ciao',
    'serve',
    'servono',
    'vorrei',
    'voglio',
    // The rest of the modal verbs ("si possono riusare?", "vogliamo sapere…"): how it is asked, not what.
    'puoi',
    'possiamo',
    'possono',
    'potrei',
    'potresti',
    'potrebbe',
    'potremmo',
    'potreste',
    'potrebbero',
    'vuoi',
    'vogliamo',
    'volete',
    'vogliono',
    'vorremmo',
    'vorreste',
    'bisogna',
    'occorre',
    'devo',
    'deve',
    'devono',
    'dovete',
    'dovrei',
    'dovremmo',
    'mi',
    'ci',
    'cosi',
    'roba',
    // Hedges: "dove siete di preciso?" asks where.
    'preciso',
    'precisamente',
    'esattamente',
    'circa',
    'indicativamente',
    // Comparison words: "in cosa è diverso?" asks what it is and does, which the passages say.
    'diverso',
    'diversa',
    'differenza',
    'differenze',
    'differente',
    'differisce',
  ],
  en: [
    'can',
    'could',
    'would',
    'please',
    'hi',
    'tell',
    'get',
    'got',
    'need',
    'want',
    'guys',
    'thing',
    'stuff',
    'something',
    'like',
    'exactly',
    'precisely',
    'roughly',
    'approximately',
    // "tell me a bit about…", "a bit more detail": a hedge, as "preciso" is.
    'bit',
    'different',
    'difference',
    'differences',
    'differ',
    'differs',
  ],
};
const STOP: Record<Locale, ReadonlySet<string>> = {
  it: new Set([...norm([...stopIt, ...FILLER.it])].filter((w) => !INTENT.has(w))),
  en: new Set([...norm([...stopEn, ...FILLER.en])].filter((w) => !INTENT.has(w))),
};
const STEM: Record<Locale, (word: string) => string> = { it: stemIt, en: stemEn };

/** Words of a text, normalised ("dell'app" → "dell", "app"); "b&b" and "24/7" stay whole. */
export function words(text: string): string[] {
  return (
    normalize(text)
      .replace(/['’`]/g, ' ')
      // A slash between words lists them ("easy/standard/pro", "web/PWA"); between figures it is one ("24/7").
      .replace(/\/(?!\p{N})|(?<!\p{N})\//gu, ' ')
      .split(/[^\p{L}\p{N}&/]+/u)
      .map((w) => w.replace(/^[&/]+|[&/]+$/g, ''))
      .filter(Boolean)
  );
}

/**
 * Common words from the wider stop-word lists of stopwords-iso ("va", "tanto", "adesso"; "happens",
 * "anyway"): too broad to drop from a passage ("tempo", "persone" are what some questions are about),
 * but a question word the site never uses that is one of them is ordinary language, not a thing the
 * site does not cover ("WhatsApp", "Sicilia"). The English list, gathered from web corpora, also holds
 * two product names, which are left out: they are what a question about them is about.
 */
const BRANDS = new Set(['microsoft', 'netscape']);
const COMMON = new Set([...wideIt, ...wideEn.filter((w) => !BRANDS.has(w))].map(normalize));
export function isCommonWord(word: string): boolean {
  return COMMON.has(word);
}

/** "prodotto", "solution": a question that names the category asks which one, not about the word. */
const CATEGORY = new Set([
  'prodotto',
  'prodotti',
  'soluzione',
  'soluzioni',
  'product',
  'products',
  'solution',
  'solutions',
]);
export function isCategoryWord(word: string): boolean {
  return CATEGORY.has(word);
}

/** "can", "posso": a message opened with it asks something, with or without its question mark. */
export function opensQuestion(word: string | undefined): boolean {
  return word !== undefined && OPENERS.has(word);
}

/**
 * Words that ask for something: "voglio", "preferirei", "i'd rather", "want", and the imperatives that ask to
 * be put through or called ("mi metti in contatto", "ring me back").
 */
/** "Please" in one word ("per favore" is read in `saysPlease`). */
const PLEASE = norm(['please', 'pls', 'plz', 'perfavore']);
const WANTING = norm([
  ...'voglio vorrei preferisco preferirei piacerebbe metti mettimi passami passi richiamami'.split(' '),
  ...'want wanna rather prefer put connect transfer ring get'.split(' '),
  // A request said with "please" asks for what it names ("email address pls, grazie"; "per favore" below).
  ...PLEASE,
]);
/**
 * Wishes only as an order, at the start or put on the visitor ("put me through", "mi metti in contatto"):
 * "could it put the caller through to a person" asks what the product does.
 */
const PUTTING = norm(['metti', 'passi', 'put', 'connect', 'transfer', 'ring', 'get']);
/** What follows a wish that makes it a question: "vorrei sapere se…", "i want to know whether…". */
const KNOWING = norm(['sapere', 'capire', 'chiedere', 'chiederti', 'know', 'ask', 'understand', 'check']);

/** Whether the words say "please" ("pls", "per favore"): a request, whatever else they tell. */
export function saysPlease(said: readonly string[]): boolean {
  return said.some((w, i) => PLEASE.has(w) || saysPerFavore(said, i));
}
const saysPerFavore = (said: readonly string[], i: number) => said[i] === 'favore' && said[i - 1] === 'per';

/** Whether the message asks for something ("voglio scrivere a…", "id rather chat with…"), not to know something. */
export function wantsSomething(said: readonly string[]): boolean {
  // "mi farebbe piacere…" wishes as "vorrei" does.
  // So do "i'd like", "we would like" ("like" alone compares: "like a museum").
  const wishes = (w: string, i: number) =>
    (WANTING.has(w) &&
      (!PUTTING.has(w) || i === 0 || ['me', 'us'].includes(said[i + 1]) || ['mi', 'ci'].includes(said[i - 1]))) ||
    (w === 'piacere' && said[i - 1] === 'farebbe') ||
    saysPerFavore(said, i) ||
    (w === 'like' && ['d', 'id', 'would'].includes(said[i - 1]));
  return said.some((w, i) => wishes(w, i) && !said.slice(i + 1, i + 3).some((x) => KNOWING.has(x)));
}

/** Orders to write something new: what she was made to do is answer from the site, not compose. */
const WRITING = norm([
  ...'scrivi scrivimi inventa inventami componi componimi genera generami crea creami traduci traducimi'.split(' '),
  ...'write compose draft generate invent translate'.split(' '),
]);
/** Orders to her that open a message ("write my essay…", "scrivimi…", "fammi…"): a story never opens so. */
const ORDERS = new Set([
  ...WRITING,
  ...norm([...'fammi fai dimmi raccontami dammi mandami'.split(' '), ...'make tell give create send'.split(' ')]),
]);

/** How many words of a plea open the message ("please", "per favore", "ti prego"): the order comes after. */
function politeOpening(said: readonly string[]): number {
  if (said[0] === 'per' && (said[1] === 'favore' || said[1] === 'piacere')) return 2;
  if (said[0] === 'ti' && said[1] === 'prego') return 2;
  return ['please', 'pls', 'plz', 'kindly', 'perfavore', 'dai'].includes(said[0] ?? '') ? 1 : 0;
}

/**
 * Whether the message opens with an order to write something ("inventami tre recensioni…", "write me a
 * poem"). Not one about what is ours ("write me a summary of your products") nor a question put to her
 * ("scrivi tu o un algoritmo?").
 */
export function ordersWriting(said: readonly string[], message: string): boolean {
  const at = politeOpening(said);
  return (
    said.length > at &&
    WRITING.has(said[at]) &&
    // "scrivi tu o un algoritmo?" asks who she is, "write in english" which language she writes.
    !['tu', 'in'].includes(said[at + 1]) &&
    !message.includes('?') &&
    !said.some((w) => YOURS.has(w) || w === 'yours')
  );
}

/** Whether the message opens with an order to her ("write my essay on the weather in our town"). */
export function opensWithOrder(said: readonly string[]): boolean {
  return said.length > 0 && ORDERS.has(said[0]);
}

/** Whether a message asks the company something ("avete un programma di affiliazione?", "are you iso certified"). */
export function addressesUs(said: readonly string[]): boolean {
  return said.some((w) => ADDRESS.has(w)) || (['do', 'are', 'have'].includes(said[0]) && said[1] === 'you');
}

/**
 * A message put to the company: a word that addresses it (`addressesUs`), "you", or, in Italian, a verb in
 * the second person plural ("ci seguite", "intervistate gli utenti?"; a participle in -ate/-ite as often,
 * which tells of the same: "registrate"). Not an English "website" or "update".
 */
export function speaksToUs(said: readonly string[], lang: Locale): boolean {
  return addressesUs(said) || said.some((w) => w === 'you' || (lang === 'it' && /^\p{L}{3,}[aei]te$/u.test(w)));
}

const POSSESSIVES = new Set(['mio', 'mia', 'miei', 'mie', 'nostro', 'nostra', 'nostri', 'nostre', 'my', 'our']);
/** The company's possessives ("la vostra sede", "your agency"): what they name is ours, not the visitor's. */
export const YOURS = new Set(['vostro', 'vostra', 'vostri', 'vostre', 'your']);

/** Words a visitor speaks of themselves with. */
const FIRST_PERSON = norm('siamo abbiamo sono ho gestisco gestiamo we i im were our my'.split(' '));

const TO_HER = new Set(['ti', 'tuo', 'tua']);
/** Words that point at the chat she is in ("qui in chat", "this chat"), not at RunTip. */
const HERE = new Set(['qui', 'qua', 'questa', 'this', 'here']);

/**
 * Whether the message speaks to her, not to the company: she is "tu", the company "voi" ("ti scrivo qui in
 * chat"); or of the chat she is in ("quello che scrivo qui in chat lo conservate?").
 */
export function speaksToHer(said: readonly string[]): boolean {
  return said.some((w, i) => TO_HER.has(w) || (w === 'chat' && (HERE.has(said[i - 1]) || HERE.has(said[i - 2]))));
}

/** Whether the message speaks of the visitor ("siamo…", "we run…"). */
export function speaksOfItself(said: readonly string[]): boolean {
  return said.some((w) => FIRST_PERSON.has(w));
}

/** A count as visitors write it: "2000", "20mila", "5k". */
const COUNT = /^\d+(?:mila|k)?$/;

/**
 * The words of what the visitor says is theirs ("sul mio sito wordpress", "our shopify store"): the two
 * after a possessive, and what they count ("2000 soci", "6 camere": their members, not ours). A name
 * there is their setting, not the thing they ask the site about.
 */
export function ownedWords(said: readonly string[]): Set<string> {
  // Counted in a question put to us, of nothing of theirs, it is ours: "siete grandi? tipo 10 o 100 dipendenti?".
  const ours = addressesUs(said) && !speaksOfItself(said);
  return new Set(
    said.flatMap((w, i) =>
      POSSESSIVES.has(w) ? said.slice(i + 1, i + 3) : COUNT.test(w) && said[i + 1] && !ours ? [said[i + 1]] : [],
    ),
  );
}

// The visitor's own sending: the first person, or to us ("girarvi").
const SENDING = norm([
  ...'mando mandiamo mandarvi invio inviamo inviarvi giro giriamo girarvi allego'.split(' '),
  ...'inoltro inoltriamo inoltrarvi spedisco spediamo spedirvi'.split(' '),
]);
const SENDING_EN = norm(['send', 'forward', 'submit']);

/**
 * What the visitor sends us ("a che email mando il capitolato?", "where do i send the tender"): their
 * things, not what the question is about, up to four words after the verb ("can runvoice send faxes"
 * asks about faxes).
 */
export function sentWords(said: readonly string[]): Set<string> {
  const sends = (w: string, i: number) =>
    SENDING.has(w) || (SENDING_EN.has(w) && said.slice(Math.max(0, i - 2), i).some((x) => x === 'i' || x === 'we'));
  return new Set(said.flatMap((w, i) => (sends(w, i) ? said.slice(i + 1, i + 5) : [])));
}

/** "dove", "quanto", "when": what kind of answer is asked, not what it is about. */
export function isIntentWord(word: string): boolean {
  return INTENT.has(word);
}

/**
 * An Italian verb form by its ending, as the Snowball Italian stemmer reads verbs: an infinitive,
 * alone or with a pronoun attached ("girare", "comprarlo", "prenderne"), or a gerund ("cercando").
 * A verb the site never uses is how the visitor says it ("girare la brochure al capo"), not a thing
 * the site does not cover, as an unknown name is ("WhatsApp", "Sicilia").
 */
export function looksLikeVerb(word: string): boolean {
  return /^\p{L}{2,}(?:[aei]r(?:e|ci|gli|la|le|li|lo|mi|ne|si|ti|vi)|[ae]ndo(?:ci|gli|la|le|li|lo|mi|ne|si|ti|vi)?)$/u.test(
    word,
  );
}

const AUXILIARY = new Set(['can', 'could', 'do', 'does', 'did', 'will', 'would', 'should', 'is']);
const SUBJECT = new Set(['i', 'we', 'it', 'you', 'he', 'she', 'they']);
const CLITIC_ALONE = new Set(['mi', 'ti', 'ci', 'vi', 'si', 'ne']);
const CLITIC_FIRST = new Set(['me', 'te', 'se', 'ce', 've']);
const CLITIC_SECOND = new Set(['lo', 'la', 'li', 'le', 'ne']);

const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'their', 'this', 'that']);

/**
 * Whether the word at `i` stands where a verb stands: after an English auxiliary and its subject ("can
 * runvoice detect…", "does it plug into…"; `named` holds the words naming a product), or after an Italian
 * clitic ("si aggancia", "come se la cava"; not after "la" alone, an article as often). Like an Italian verb
 * form (`looksLikeVerb`), a verb the site never uses is how the visitor asks, not a thing the site does not cover.
 */
export function inVerbSlot(said: readonly string[], i: number, named: ReadonlySet<string>): boolean {
  const [two, one] = [said[i - 2], said[i - 1]];
  if (CLITIC_ALONE.has(one) || (CLITIC_FIRST.has(two) && CLITIC_SECOND.has(one))) return true;
  // An English infinitive with its object: "to lodge a complaint" lodges, it names no lodge.
  if (one === 'to' && DETERMINERS.has(said[i + 1])) return true;
  return AUXILIARY.has(two) && (SUBJECT.has(one) || named.has(one));
}

/**
 * A describing word by its ending, Italian or English ("nervoso", "discorsive", "configurabile";
 * "dangerous", "customizable", "helpful"): how the visitor says what they ask, not a thing the site
 * does not cover, as an unknown name is ("Telegram", "Napoli", "fax").
 */
export function looksDescriptive(word: string): boolean {
  return (
    /^\p{L}{3,}(?:iv[oaie]|os[oaie]|evol[ei]|abil[ei]|ibil[ei]|ous|able|ible|ful|less)$/u.test(word) || saysHow(word)
  );
}

/** Asking to be given or told ("mi date un indirizzo mail…" reads "dammi"): how it is asked, not what. */
const GIVE = new Set(['dammi', 'datemi', 'dimmi', 'ditemi']);
/**
 * An adverb by its ending ("fisicamente", "basically"), or a plea to be given or told ("dammi"): how the
 * visitor puts the question, never what it is about.
 */
export function saysHow(word: string): boolean {
  return /^\p{L}{3,}(?:mente|ally)$/u.test(word) || GIVE.has(word);
}

/**
 * An Italian verb in the first person, by the endings only it has: "gestisco", "preferisco" (-isco),
 * "organizziamo", "abbiamo" (-iamo), "vorremmo" (-emmo), "pensavamo" (-avamo). Beside a business it tells what the visitor
 * does, not what they ask of a product.
 */
export function tellsOfVisitor(word: string): boolean {
  return /^\p{L}{3,}(?:iamo|isco|emmo|[aei]vamo)$/u.test(word);
}

/**
 * The clauses of a message that set aside what they name ("beyond runplay/runvoice/runtip, would you take
 * on a bespoke project?", "oltre a runplay, avete altro?"): what they name is not what is asked. The clauses
 * right after one that continue its list (`continues`: "besides runplay, runvoice and runtip, …") too.
 */
const SETS_ASIDE = /^(?:beyond|besides|apart from|aside from|other than|oltre a|oltre|a parte|al di la di)\b/u;
export function setAside(message: string, continues: (clause: string[]) => boolean = () => false): string[][] {
  const all = clauses(message, /[,;:.?!]/);
  const aside: string[][] = [];
  let listing = false;
  for (const c of all) {
    listing = SETS_ASIDE.test(c.join(' ')) || (listing && c.length > 0 && continues(c));
    if (listing) aside.push(c);
  }
  return aside;
}

/** What ends a clause: a comma, a semicolon, a colon or a full stop. */
const CLAUSE_MARKS = /[,;:.]/;
/** The words of each clause of a message, between commas, semicolons, colons and full stops (or `marks`). */
export function clauses(message: string, marks = CLAUSE_MARKS): string[][] {
  return message.split(marks).map((c) => words(c));
}

/** Words that point back at what was said before ("what info did that send you?"): the setting is asked. */
const BACK = norm(
  'that it this these those them they both lo li ne quello quelli questo questi quella quelle due entrambi entrambe'.split(
    ' ',
  ),
);
/**
 * The clause a message asks, after statements that tell its setting ("vorrei portarvi di persona i documenti
 * del progetto, qual è l'indirizzo della vs sede?"), with its question mark. Only when the one question mark
 * closes the message, the clause holds three words or more and none that points back ("what info did that
 * send you?"), and no earlier clause holds a word that asks.
 */
export function askedClause(message: string): string | undefined {
  const text = message.trim();
  if (text.indexOf('?') !== text.length - 1) return undefined;
  const parts = text
    .slice(0, -1)
    .split(CLAUSE_MARKS)
    .filter((c) => words(c).length);
  const last = parts.at(-1);
  const said = words(last ?? '');
  if (
    parts.length < 2 ||
    !last ||
    said.length < 3 ||
    questionWords(last).filter((w) => !isIntentWord(w.word)).length < 2 ||
    said.some((w) => BACK.has(w)) ||
    // Nor one that ends on "yours" ("sarebbe da buttare per usare il vostro?"): the thing is named before.
    YOURS.has(said.at(-1) ?? '') ||
    said.at(-1) === 'yours' ||
    parts.slice(0, -1).some((c) => words(c).some(isAskingWord))
  )
    return undefined;
  return `${last.trim()}?`;
}

/**
 * The last sentence of a message that tells its setting in sentences of its own and asks in its last one
 * ("noleggio sci…, quando siamo chiusi. come funzionano i vostri costi?"), with its question mark.
 */
export function askedSentence(message: string): string | undefined {
  const text = message.trim();
  if (text.indexOf('?') !== text.length - 1) return undefined;
  const end = Math.max(text.lastIndexOf('. '), text.lastIndexOf('! '));
  const last = end > 0 ? text.slice(end + 2) : '';
  return words(last).length >= 3 ? last : undefined;
}

/**
 * The sentences a message of several sentences asks in, from the first that asks to its end ("Ho un castello
 * aperto alle visite… Voi fisicamente dove state?"; "…Before anything else, are you actually in Rome? I'd
 * rather work with someone local", where what follows the question tells why: round 108, +1 left out by set,
 * +2 on validation, none lost). None for a message that asks in its first sentence ("where is guest data
 * stored? our german guests are fussy about GDPR": the rest is part of it) or asks nowhere.
 */
export function askedPart(message: string): string | undefined {
  const sentences = message
    .trim()
    .split(/(?<=[.!?])\s+/u)
    .filter((s) => words(s).length);
  const first = sentences.findIndex((s, i) => i > 0 && s.includes('?'));
  return first > 0 ? sentences.slice(first).join(' ') : undefined;
}

/** How a visitor tells what is theirs: "i nostri ospiti", "we run a museum". */
const OURS = norm(['noi', 'nostro', 'nostra', 'nostri', 'nostre', 'we', 'our', 'us']);
/** Words that ask, beside the openers and intent words: "come…", "what…". */
const ASKING = norm(['come', 'cosa', 'che', 'quale', 'quali', 'perche', 'how', 'what', 'which', 'why']);
const TELLS_WHEN = norm(['quando', 'when']);
/** A word that asks what, how, when: "quanto", "come", "when" (not an opener: "potete…?", "are you…?"). */
export function asksWhat(w: string | undefined): boolean {
  return w !== undefined && ((INTENT.has(w) && !OPENERS.has(w)) || ASKING.has(w) || TELLS_WHEN.has(w));
}
/** Words that ask only beside others: "che" relates ("quello che cercavo"), "much", "many" follow "how" ("much obliged"). */
const NOT_ALONE = norm(['che', 'much', 'many']);
/** A word that asks wherever it stands in a clause: "where", "quale", "why" ("yo where do i find ur email"). */
export function asksAnywhere(w: string | undefined): boolean {
  return asksWhat(w) && !NOT_ALONE.has(w ?? '');
}
/** A word that asks: an opener ("can"), an intent word ("dove") or "come", "what", "why"… */
export function isAskingWord(w: string | undefined): boolean {
  return w !== undefined && (OPENERS.has(w) || INTENT.has(w) || ASKING.has(w));
}

/**
 * A message that tells the visitor's situation instead of asking ("centro prelievi, i pazienti telefonano di
 * continuo"): no question mark, no clause opened by a word that asks ("sentiment analysis on calls, is that
 * a thing with you", "per quanto tempo…"), and told as theirs (a first-person verb, "our") or opened by who
 * they are, a few words and a comma.
 */
export function tellsStory(message: string, said: readonly string[]): boolean {
  // A story may end on a short question of what fits it ("…ferie, permessi e cedolini: un aiuto interno?").
  const ask = /[,;:.!]\s*([^,;:.!?]+)\?\s*$/u.exec(message);
  if (ask && message.indexOf('?') === message.length - ask[0].length + ask[0].indexOf('?') && words(ask[1]).length <= 3)
    return tellsStory(message.slice(0, ask.index), words(message.slice(0, ask.index)));
  if (said.length < 5 || message.includes('?')) return false;
  const parts = clauses(message);
  // "quando"/"when" opening a clause of a story tells when something happens ("quando si rompono, i clienti
  // chiamano"): without a question mark it asks nothing.
  const asksHere = (w: string | undefined) => isAskingWord(w) && !TELLS_WHEN.has(w ?? '');
  // "che" after the clause's first word relates ("associazione che cura…"); opening it, it asks.
  if (parts.some((c) => asksHere(c[0]) || (c[1] !== 'che' && asksHere(c[1])))) return false;
  // Not opened by what is ours ("your email address please, thanks"): that asks us for it.
  const opener = /^[^,]{6,40},/.test(message.trim()) && !parts[0]?.some((w) => YOURS.has(w));
  return said.some((w) => tellsOfVisitor(w) || OURS.has(w)) || opener;
}

export function isStopWord(word: string): boolean {
  return STOP.it.has(word) || STOP.en.has(word);
}

/** A misspelt function word ("whats", "perhe"): one edit from a stop word of either language. */
export function nearStopWord(word: string): boolean {
  if (word.length < 4) return false;
  for (const list of [STOP.it, STOP.en])
    for (const s of list) if (s.length >= 3 && s[0] === word[0] && editDistance(word, s, 1) <= 1) return true;
  return false;
}

/** The stem of a word in one language ("prenotazioni" → "prenot", "bookings" → "book"). */
export function stem(word: string, lang: Locale): string {
  if (/\d/.test(word)) return word;
  // Memoised: a question is compared with every business name and vocabulary word, stemming the same words.
  const cache = STEMMED[lang];
  let s = cache.get(word);
  if (s === undefined) {
    if (cache.size > 20_000) cache.clear();
    // Italian writes an h to keep c and g hard before e and i ("paga", "paghi"): the stem is one.
    s = STEM[lang](word);
    if (lang === 'it') s = s.replace(/([cg])h$/, '$1');
    // And verbs in -gliere say "scelgo", "tolgo" beside "scegli", "togli": one stem.
    if (lang === 'it') s = s.replace(/lg$/, 'gl');
    cache.set(word, s);
  }
  return s;
}
const STEMMED: Record<Locale, Map<string, string>> = { it: new Map(), en: new Map() };

/** The search terms of a passage in `lang`: content words, stemmed. */
export function passageTerms(text: string, lang: Locale): string[] {
  return words(text)
    .filter((w) => !STOP[lang].has(w) && (w.length > 1 || /\d/.test(w)))
    .map((w) => stem(w, lang));
}

/** A question's content words, each with its stems in both languages (the visitor may write either). */
export function questionWords(text: string): { word: string; stems: string[] }[] {
  return words(text)
    .filter((w) => !isStopWord(w) && (w.length > 1 || /\d/.test(w)))
    .map((word) => ({ word, stems: [...new Set([stem(word, 'it'), stem(word, 'en')])] }));
}

/** Content words that may stand between two of a trigger's: "ignora subito le istruzioni" says "ignora le istruzioni". */
const TRIGGER_GAP = 1;

/**
 * `read` remembered for the texts it was given: the knowledge file's phrases are read for every message
 * (a few hundred triggers and names), which took a third of an answer's time.
 */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    let found = kept.get(text);
    if (found === undefined) {
      if (kept.size > 20_000) kept.clear();
      found = read(text);
      kept.set(text, found);
    }
    return found;
  };
}
/** The words of a phrase of the knowledge file (a name, a trigger, a keyword), read once. */
export const phraseWords: (phrase: string) => readonly string[] = remembered(words);
const phraseOf = remembered((phrase) => ` ${phraseWords(phrase).join(' ')} `);
const contentOf = remembered(questionWords);
// A message's content stems per word, for each of the triggers it is compared with.
const stemsOf = remembered((said) =>
  said.split(' ').map((w) => (isStopWord(w) ? [] : questionWords(w).flatMap((q) => q.stems))),
);

/** " a b c " (a message's words, joined) holds the phrase's words in a row. */
export function hasPhrase(said: string, phrase: string): boolean {
  // The same message is asked for every name and trigger of the knowledge file: padded once, and its words
  // kept, so that a phrase whose first word it does not say costs no search of the text.
  if (said !== padded.said) padded = { said, text: ` ${said} `, words: new Set(said.split(' ')) };
  const ws = phraseWords(phrase);
  return (!ws.length || padded.words.has(ws[0])) && padded.text.includes(phraseOf(phrase));
}
let padded = { said: '', text: '  ', words: new Set<string>() };
/** A message's words joined, once for every trigger it is compared with. */
const joinedOf = new WeakMap<readonly string[], string>();

/**
 * Whether a message (`said`: its words) says a trigger phrase of the knowledge file. A phrase with two
 * content words or more matches them in order, the first as written and the others inflected either way,
 * with function words and at most one other word between ("dimentica tutte le tue regole" says "dimentica
 * le regole", "ignora subito le istruzioni" "ignora le istruzioni"): editors write one phrasing, visitors
 * another. A phrase of function words or one content word ("da ora in poi", "che tempo fa") matches as
 * written, since its single word alone would say too little.
 */
export function saysTrigger(said: readonly string[], phrase: string): boolean {
  let joined = joinedOf.get(said);
  if (joined === undefined) joinedOf.set(said, (joined = said.join(' ')));
  if (hasPhrase(joined, phrase)) return true;
  const content = contentOf(phrase);
  if (content.length < 2) return false;
  const saidStems = stemsOf(joined);
  const holds = (i: number, stems: string[]) => saidStems[i].some((x) => stems.includes(x));
  // The next word from `from` holding `stems`, past at most `gap` content words that do not.
  const next = (from: number, stems: string[], gap: number) => {
    for (let i = from, skipped = 0; i < said.length && skipped <= gap; i++) {
      if (holds(i, stems)) return i;
      if (saidStems[i].length) skipped++;
    }
    return -1;
  };
  // The first word as written: its form says it is addressed to her ("ignora", "dimentica"), where "posso
  // ignorare…", "si può cambiare la personalità della voce?" ask about a product.
  for (let start = 0; start < said.length; start++) {
    if (!asAddressed(said[start], content[0].word)) continue;
    let i = start;
    for (const c of content.slice(1)) if ((i = next(i + 1, c.stems, TRIGGER_GAP)) < 0) break;
    if (i >= 0) return true;
  }
  return false;
}

/**
 * An Italian imperative with a pronoun joined to it is still addressed to her: "dimenticati" is "dimentica"
 * + "ti", "ignorale" "ignora" + "le", "mostramelo" "mostra" + "me" + "lo". An infinitive ("ignorare") is not.
 */
const CLITIC = /^(?:(?:me|te|ce|ve|se|glie)(?:lo|la|li|le|ne)|mi|ti|ci|vi|si|lo|la|li|le|ne|gli)$/;
const asAddressed = (said: string, trigger: string) =>
  said === trigger || (said.startsWith(trigger) && CLITIC.test(said.slice(trigger.length)));

/** Back-compatible: the question's stems in both languages, flattened (the model mode's search). */
export function tokenize(text: string): string[] {
  return [...new Set(questionWords(text).flatMap((w) => w.stems))];
}

/**
 * The language a message is clearly written in: more function words of one
 * language than of the other (a word both lists hold counts for neither).
 * Undefined when it does not say ("runplay offline?"): the page's language then.
 */
export function detectLanguage(
  text: string,
  vocabulary?: Partial<Record<Locale, ReadonlySet<string>>>,
  vocabularyStems?: Partial<Record<Locale, ReadonlySet<string>>>,
): Locale | undefined {
  let it = 0;
  let en = 0;
  // A function word of one language, or a word the site uses in one language only ("costa", "cost") and
  // whose stem the other does not use either ("guide" is also the plural of the Italian "guida").
  const onlyIn = (w: string, l: Locale, o: Locale) =>
    (STOP[l].has(w) && !STOP[o].has(w)) ||
    (!!vocabulary?.[l]?.has(w) && !vocabulary[o]?.has(w) && !STOP[o].has(w) && !vocabularyStems?.[o]?.has(stem(w, o)));
  // One-letter words ("a", "e", "i") are function words in both languages, whatever the lists say.
  for (const w of words(text).filter((x) => x.length > 1)) {
    if (onlyIn(w, 'it', 'en')) it++;
    if (onlyIn(w, 'en', 'it')) en++;
  }
  if (en > it) return 'en';
  if (it > en) return 'it';
  return undefined;
}

/**
 * Arithmetic to work out: two numbers and an operation between them ("quanto fa 127 per 33", "what is
 * 12*7"), a power or a root of a number ("7 alla terza", "9 squared", "radice quadrata di 81"), or a share
 * of a number ("il 20% di 350", "15% of 200"). A share alone ("il 100% delle chiamate") is a claim to check,
 * and "dalle 9 alla 18" is opening hours: a power is an ordinal ("alla terza"), never a number.
 */
export function looksLikeArithmetic(text: string): boolean {
  const t = normalize(text);
  // A dash or slash between numbers is a range or "24/7", not a sum.
  return (
    /\d\s*(?:[+*×÷^]|\s(?:per|x|diviso|piu|meno|times|plus|minus|divided by)\s)\s*\d/u.test(t) ||
    /\d\s*(?:alla (?:seconda|terza|quarta|quinta|sesta|decima)|al (?:quadrato|cubo)|squared|cubed|to the power)\b/u.test(
      t,
    ) ||
    /\b(?:radice (?:quadrata|cubica)|(?:square|cube) root) (?:di |of )?\d/u.test(t) ||
    /\d\s*(?:%|per ?cento|percent) (?:di|of) \d/u.test(t) ||
    // An operation named before its numbers: "la divisione tra 987 e 21", "multiply 12 by 7"; numbers
    // that count something ("differenza tra 2 e 3 camere") are a question.
    /\b(?:divisione|moltiplicazione|somma|sottrazione|prodotto|differenza|quoziente|media) (?:tra|fra|di|del|dei) \d+ (?:e|ed|per) \d+\b(?!\s*\p{L})/u.test(
      t,
    ) ||
    /\b(?:divide|multiply|add|subtract)\s+\d+\s+(?:by|and|to|from)\s+\d+\b(?!\s*\p{L})|\b(?:sum|product|difference|quotient|average) of \d+ and \d+\b(?!\s*\p{L})/u.test(
      t,
    )
  );
}

/** Keyboard mashing ("asdfgh", "xxxxx"): no word of it looks like a word. */
export function looksLikeNonsense(text: string): boolean {
  const ws = normalize(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (!ws.length) return true;
  return ws.every((w) => !/[aeiou]/.test(w) || /[^aeiou\d]{5,}/.test(w) || /(.)\1{3,}/.test(w));
}

/**
 * Markup or script pasted into the chat ("<script>alert(1)</script>", "<img onerror=…>", "<a onclick=…>",
 * "javascript:…"; an "on…=" outside a tag is prose: "onboarding = facile?"):
 * a probe of the widget, not a question. Its words ("script", "alert") would otherwise find passages.
 */
export function looksLikeCode(text: string): boolean {
  return /<\s*\/?\s*(script|iframe|img|svg|object|embed|style|link|meta|form|input|body|html)\b|javascript\s*:|<[a-z][^>]*\son[a-z]+\s*=/i.test(
    text,
  );
}

/** Damerau-Levenshtein distance up to `max` (more is reported as max + 1): typos in names ("runvoce"). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Within one edit is all the callers ask, for every word of a message: no table needed.
  if (max === 1) return a === b ? 0 : oneEditApart(a, b) ? 1 : 2;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return Math.min(d[a.length][b.length], max + 1);
}

/** Two different words, at most one letter longer, one edit apart: a letter changed, added or dropped, or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** A message of several clauses whose last asks with no word of its own ("…chiamato runtip, a cosa serve?"). */
export function asksOnlyWhatItIs(message: string): boolean {
  const parts = message.split(CLAUSE_MARKS).filter((c) => words(c).length);
  const last = parts.at(-1) ?? '';
  return parts.length >= 2 && words(last).some(isAskingWord) && questionWords(last).every((w) => isIntentWord(w.word));
}
