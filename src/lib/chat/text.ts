/**
 * Italian-aware text normalisation shared by the chat index (built in Node at
 * build time), her built-in answers and the /api/chat handler: lower case, no
 * accents, elisions split ("dell'app" → "app"), function words dropped, a light
 * stem (singular and plural share it), and synonyms folded into one term
 * (centralino / IVR / menu telefonico, chatbot / assistente, e-mail / mail…).
 * English questions are folded onto the same Italian terms.
 */

// Function words and question words: frequent in every question, so they say nothing about the topic.
const STOP_WORDS = new Set(
  (
    'a ad al alla alle ai agli all allo sui sugli sull sulle sullo dalle dallo dagli degli negli nello coi col anche avete abbiamo ha hai hanno ho c ce ci come con cos cosa d da dal dalla dai dei del della delle dell di ' +
    'e ed gli i il in io l la le lo ma me mi mio mia miei mie ne nel nella nelle nei nell noi non o per perche piu posso puoi puo pu ' +
    'qual quale quali quanto quanta quanti quante quello quella questa questo se si sia sono siete siamo sei e su sul sulla te ti tra fra tu tuo tua ' +
    'un una uno vi voi vostro vostra vostri vostre vorrei volevo sapere dimmi dirmi che fa fai fare fate essere c e stato ' +
    'anch ancora gia solo molto mai sempre tutto tutti tutte tanto po poi allora quindi invece oppure pure cioe ok' +
    // English
    ' the a an is are do does did you your we our us i me my it its of to in on for and or with can could would will be have has what which how ' +
    'there this that any some about tell please hi like suit suits'
  ).split(' '),
);

/** Several words, one meaning: each phrase becomes one term on both sides of the search. */
const PHRASES: [RegExp, string][] = [
  [/\bmenu (telefonic[oi]|vocal[ei])\b/g, 'centralino'],
  [/\bcentralin[oi]\b|\bivr\b|\bswitchboard\b|\bphone menu\b/g, 'centralino'],
  [/\bassistent[ei] (virtual[ei]|conversazional[ei])\b|\bchat ?bot\b|\bchatbots\b/g, 'chatbot'],
  [/\bpartita iva\b|\bp ?iva\b|\bvat( number| id)?\b|\bcodice fiscale\b/g, 'partitaiva'],
  [/\be ?mail\b|\bmail\b|\bposta elettronica\b/g, 'email'],
  [/\bchi (siete|siamo)\b|\bwho are you\b|\babout you\b/g, 'chisiamo'],
  [/\bnumer[oi] (di )?telefon[oi]\b|\bphone number\b|\btelefonarvi\b|\bchiamarvi\b/g, 'telefono'],
  [
    /\b(italian[oa]?|ingles[ei]|tedesc[oa]|frances[ei]|spagnol[oa]|cines[ei]|russ[oa]|arab[oa]|german|french|spanish|english|multilingu[ae]|languages?)\b/g,
    'lingua',
  ],
  [/\b24 ?\/ ?7\b|\b24 ore\b/g, 'notte'],
  [/\bnotturn[oi]\b|\bfuori orario\b|\bnight\b/g, 'notte'],
];

/** Single words folded onto the term the site uses (after accents and case are gone). */
const WORDS: Record<string, string> = {
  // Italian variants
  siete: 'siamo',
  prezzi: 'prezzo',
  costa: 'prezzo',
  costi: 'prezzo',
  costo: 'prezzo',
  costano: 'prezzo',
  listino: 'prezzo',
  tariffe: 'prezzo',
  tariffa: 'prezzo',
  abbonamento: 'canone',
  canoni: 'canone',
  indirizzo: 'sede',
  ufficio: 'sede',
  uffici: 'sede',
  trovarvi: 'sede',
  ospitati: 'ospitati',
  conservati: 'ospitati',
  server: 'ospitati',
  prova: 'demo',
  provare: 'demo',
  dimostrazione: 'demo',
  trascrive: 'trascrizione',
  trascrivete: 'trascrizione',
  trascritti: 'trascrizione',
  trascritta: 'trascrizione',
  trascrivere: 'trascrizione',
  segreteria: 'segreteria',
  app: 'app',
  applicazione: 'app',
  brochure: 'materiali',
  depliant: 'materiali',
  catalogo: 'materiali',
  documentazione: 'materiali',
  informazioni: 'informazioni',
  persona: 'persona',
  operatore: 'persona',
  umano: 'persona',
  collega: 'integrazione',
  collegare: 'integrazione',
  collegato: 'integrazione',
  integra: 'integrazione',
  integrare: 'integrazione',
  integrazioni: 'integrazione',
  compatibile: 'integrazione',
  compatibilita: 'integrazione',
  capisce: 'capire',
  capiscono: 'capire',
  riconosce: 'capire',
  riconoscono: 'capire',
  understand: 'capire',
  cantine: 'cantina',
  vino: 'cantina',
  vini: 'cantina',
  enoteca: 'cantina',
  albergo: 'hotel',
  alberghi: 'hotel',
  comuni: 'comune',
  musei: 'museo',
  cookies: 'cookie',
  // English → the Italian the site uses
  where: 'dove',
  based: 'sede',
  located: 'sede',
  office: 'sede',
  address: 'sede',
  price: 'prezzo',
  prices: 'prezzo',
  cost: 'prezzo',
  costs: 'prezzo',
  pricing: 'prezzo',
  offline: 'offline',
  night: 'notte',
  museum: 'museo',
  winery: 'cantina',
  data: 'dati',
  hosted: 'ospitati',
  stored: 'ospitati',
  phone: 'telefono',
  integrate: 'integrazione',
  integration: 'integrazione',
  versions: 'versioni',
  version: 'versioni',
  transcribe: 'trascrizione',
  transcribes: 'trascrizione',
  transcribed: 'trascrizione',
  transcribing: 'trascrizione',
  transcription: 'trascrizione',
  transcript: 'trascrizione',
  transcripts: 'trascrizione',
  telecom: 'telco',
  telecoms: 'telco',
  telcos: 'telco',
  speak: 'lingua',
  speaks: 'lingua',
  customers: 'clienti',
  customer: 'clienti',
  clients: 'clienti',
  messages: 'messaggi',
  person: 'persona',
  human: 'persona',
  products: 'prodotti',
  product: 'prodotti',
  work: 'funziona',
  works: 'funziona',
  company: 'azienda',
  team: 'team',
  cookie: 'cookie',
  demonstration: 'demo',
  trial: 'demo',
  calls: 'chiamate',
  call: 'chiamate',
  does: 'fa',
  municipality: 'comune',
  town: 'comune',
  hotels: 'hotel',
  rome: 'roma',
};

/** Lower case, accents removed ("è" → "e", "perché" → "perche"). */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** A light Italian stem: singular and plural share it ("prezzo", "prezzi" → "prezz"). */
export function stem(term: string): string {
  return term.length >= 5 ? term.replace(/[aeio]$/, '') : term;
}

/** Words of a text, normalised, with phrases folded; function words kept (for language and intent checks). */
export function words(text: string): string[] {
  let t = normalize(text).replace(/['’`]/g, ' ');
  for (const [re, to] of PHRASES) t = t.replace(re, ` ${to} `);
  return t.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The search terms of a text: what the index stores and what a question is matched with. */
export function tokenize(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)))
    .map((w) => stem(WORDS[w] ?? w));
}

const ENGLISH = new Set(
  'the is are do does you your we our what where which who how can could would have has it of to in on for and with please hello hi thanks thank there any about based'.split(
    ' ',
  ),
);
const ITALIAN = new Set(
  'il lo la le gli di che e un una per con non sono siete avete come cosa dove quanto quale chi del della si mi ci vi ho ha ciao grazie'.split(
    ' ',
  ),
);

/** "en" when the message reads as English (more English than Italian function words). */
export function detectLanguage(text: string): 'it' | 'en' {
  const ws = normalize(text)
    .split(/[^a-z]+/)
    .filter(Boolean);
  const en = ws.filter((w) => ENGLISH.has(w)).length;
  const it = ws.filter((w) => ITALIAN.has(w)).length;
  return en >= 1 && en > it ? 'en' : 'it';
}

/** Keyboard mashing ("asdfgh", "xxxxx"): no word of it looks like a word. */
export function looksLikeNonsense(text: string): boolean {
  const ws = normalize(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (!ws.length) return true;
  return ws.every((w) => !/[aeiou]/.test(w) || /[^aeiou\d]{5,}/.test(w) || /(.)\1{3,}/.test(w));
}
