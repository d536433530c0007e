/**
 * Rachel's golden set: realistic visitor questions with what a useful reply
 * must contain. `scoreReply` is the one scorer, used by chat-golden.test.ts.
 *
 * A reply is useful when its kind is one the question allows, and, where the
 * question names pages, one of its links points to one of them (the anchor
 * counts when the expectation has one), every `contains` text is in the reply
 * and no `notContains` text is.
 */
export type { ReplyKind } from '../../src/lib/chat/answer';
import type { ReplyKind } from '../../src/lib/chat/answer';

export interface ScoredReply {
  kind: ReplyKind;
  text: string;
  links: { href: string }[];
  /** The reply offers the e-mail capture and the contact form. */
  handoff: boolean;
  lang: 'it' | 'en';
}

export interface GoldenQuestion {
  q: string;
  /** Asked right before, in the same conversation (topic memory). */
  before?: string;
  kinds: ReplyKind[];
  /** Any of these "path" or "path#anchor" (an answer must link one). */
  pages?: string[];
  contains?: string[];
  /** At least one of these. */
  containsAny?: string[];
  notContains?: RegExp[];
  handoff?: true;
  lang?: 'en';
}

const LONG_QUESTION = (
  'Buongiorno, gestisco un piccolo hotel di quaranta camere in centro a Firenze e da qualche mese il telefono della reception ' +
  'squilla in continuazione: prenotazioni, richieste di informazioni sul parcheggio, sugli orari della colazione, sul ritiro dei ' +
  'bagagli, e spesso anche telefonate commerciali che non ci interessano. Di giorno il personale riesce a rispondere quasi sempre, ' +
  'ma la sera e soprattutto di notte rimane una sola persona al banco, che deve anche accogliere gli ospiti in arrivo tardi e non ' +
  'può stare sempre al telefono. Perdiamo così parecchie chiamate e probabilmente anche qualche prenotazione diretta, che poi ' +
  'finisce sui portali con le commissioni. Ho visto che avete un sistema per il telefono con intelligenza artificiale e vorrei ' +
  'capire meglio se può fare al caso nostro: in particolare mi interessa sapere se il vostro centralino è in grado di gestire ' +
  'le chiamate durante la notte, smistarle e lasciare i messaggi trascritti per il personale del mattino. Grazie mille.'
).padEnd(1000, ' ');

export const GOLDEN: GoldenQuestion[] = [
  // Company facts (site.json)
  { q: 'Dove avete la sede?', kinds: ['answer'], contains: ['Via Segnaposto 1'], pages: ['/contatti'] },
  {
    q: 'Avete un numero di telefono?',
    kinds: ['noinfo', 'answer'],
    contains: ['info@nomeazienda.it'],
    notContains: [/RunVoice/],
    handoff: true,
  },
  { q: 'Qual è la vostra e-mail?', kinds: ['answer'], contains: ['info@nomeazienda.it'] },
  { q: 'Qual è la partita IVA?', kinds: ['answer'], contains: ['IT00000000000'] },
  { q: 'Dove siete?', kinds: ['answer'], contains: ['Roma'] },
  // Pricing and demo
  { q: 'Quanto costa RunVoice?', kinds: ['answer'], contains: ['preventivo'], notContains: [/\d+ ?(€|euro)/i] },
  {
    q: 'RunPlay ha un canone?',
    kinds: ['answer'],
    pages: ['/soluzioni/turismo', '/prodotti/runplay', '/contatti'],
    containsAny: ['canone', 'preventivo'],
    notContains: [/RunVoice|RunTip/],
  },
  { q: 'Posso provare una demo?', kinds: ['answer', 'handoff'], pages: ['/contatti#modulo-contatti', '/contatti'] },
  { q: 'e quanto costa?', before: "Cos'è RunVoice?", kinds: ['answer'], contains: ['RunVoice', 'preventivo'] },
  // RunVoice
  { q: 'RunVoice si collega al mio centralino?', kinds: ['answer'], pages: ['/prodotti/runvoice'], contains: ['VoIP'] },
  {
    q: 'Funziona anche di notte?',
    before: "Cos'è RunVoice?",
    kinds: ['answer'],
    pages: ['/prodotti/runvoice', '/soluzioni/turismo'],
    notContains: [/RunPlay|RunTip/],
  },
  {
    q: 'Trascrive i messaggi?',
    kinds: ['answer'],
    pages: ['/prodotti/runvoice', '/soluzioni/turismo'],
    contains: ['segreteria'],
  },
  {
    q: "Che differenza c'è tra Easy e Pro?",
    kinds: ['answer'],
    pages: ['/prodotti/runvoice#versioni'],
    contains: ['Easy', 'Pro'],
  },
  { q: "Cos'è un IVR?", kinds: ['answer'], pages: ['/prodotti/runvoice'] },
  {
    q: 'Il menu telefonico capisce la lingua di chi chiama?',
    kinds: ['answer'],
    pages: ['/soluzioni/turismo', '/prodotti/runvoice'],
    contains: ['lingua'],
  },
  // RunTip
  {
    q: 'RunTip parla tedesco?',
    kinds: ['answer'],
    pages: ['/prodotti/runtip', '/soluzioni/turismo'],
    contains: ['lingu'],
    notContains: [/RunVoice/],
  },
  // Salesforce is a CRM, and the site says the products connect to CRMs (the knowledge file's vocabulary).
  { q: 'Si integra con Salesforce?', kinds: ['answer'], pages: ['/prodotti#come-lavoriamo'], contains: ['CRM'] },
  { q: 'Si integra con Telegram?', kinds: ['noinfo'], notContains: [/^Sì/], handoff: true },
  { q: 'Funziona su WhatsApp?', kinds: ['noinfo'], notContains: [/^Sì/], handoff: true },
  { q: "Cos'è RunTip Search?", kinds: ['answer'], pages: ['/prodotti/runtip'], contains: ['Search'] },
  { q: 'Avete un assistente virtuale per il sito del comune?', kinds: ['answer'], pages: ['/prodotti/runtip'] },
  // RunPlay
  {
    q: "Serve un'app per RunPlay?",
    kinds: ['answer'],
    pages: ['/prodotti/runplay', '/soluzioni/turismo'],
    contains: ['QR'],
  },
  {
    q: 'Funziona offline?',
    kinds: ['answer'],
    pages: ['/prodotti/runplay', '/soluzioni/turismo'],
    contains: ['RunPlay'],
  },
  {
    q: "Cos'è RunPlay Pro?",
    kinds: ['noinfo', 'answer'],
    contains: ['RunPlay'],
    notContains: [/RunVoice ha tre versioni|Easy/],
  },
  // Which product for…
  {
    q: 'Quale prodotto per una cantina?',
    kinds: ['answer'],
    pages: ['/prodotti/runplay', '/soluzioni/turismo'],
    contains: ['RunPlay'],
    notContains: [/RunVoice|RunTip/],
  },
  {
    q: 'Quale prodotto per un hotel?',
    kinds: ['answer'],
    pages: ['/prodotti/runvoice', '/soluzioni/turismo'],
    notContains: [/RunPlay/],
  },
  {
    q: 'Quale prodotto per un comune?',
    kinds: ['answer'],
    pages: ['/prodotti/runtip', '/prodotti/runvoice'],
    notContains: [/RunPlay/],
  },
  {
    q: 'Quale prodotto per un museo?',
    kinds: ['answer'],
    pages: ['/prodotti/runplay', '/soluzioni/turismo', '/prodotti/runtip'],
    notContains: [/RunVoice/],
  },
  // Data, privacy, cookies
  {
    q: 'I dati dove sono ospitati?',
    kinds: ['answer'],
    pages: ['/prodotti/runplay', '/soluzioni/turismo', '/privacy-policy'],
    contains: ['Europ'],
  },
  { q: 'Come trattate i miei dati?', kinds: ['answer'], pages: ['/privacy-policy'] },
  { q: 'Come cambio le preferenze sui cookie?', kinds: ['answer'], pages: ['/cookie-policy'] },
  // Company, people, materials
  { q: 'Chi siete?', kinds: ['answer'], pages: ['/chi-siamo', '/'] },
  { q: 'Quanti siete?', kinds: ['noinfo', 'answer'], pages: ['/chi-siamo'], notContains: [/RunVoice|RunPlay|RunTip/] },
  {
    q: 'Voglio parlare con una persona',
    kinds: ['handoff', 'answer'],
    pages: ['/contatti#modulo-contatti', '/contatti'],
    handoff: true,
  },
  {
    q: 'Posso avere la brochure di RunTip?',
    kinds: ['answer', 'handoff'],
    pages: ['/prodotti/runtip#richiedi-materiali', '/prodotti/runtip#demo'],
  },
  {
    q: 'Lavorate con la pubblica amministrazione?',
    kinds: ['answer'],
    pages: ['/', '/prodotti/runtip', '/prodotti/runvoice'],
  },
  // Conversation basics
  { q: 'ciao', kinds: ['greeting'] },
  { q: 'grazie', kinds: ['thanks'] },
  { q: 'sei un bot?', kinds: ['ai'], contains: ['assistente'] },
  { q: 'siete inutili', kinds: ['insult'], notContains: [/RunTip|RunVoice|RunPlay/] },
  { q: 'asdfgh', kinds: ['nonsense'] },
  { q: LONG_QUESTION, kinds: ['answer'], pages: ['/prodotti/runvoice', '/soluzioni/turismo'] },
  { q: 'Qual è la capitale della Francia?', kinds: ['noinfo', 'nonsense'], handoff: true },
  // English
  { q: 'Where are you based?', kinds: ['answer'], contains: ['Rome', 'Via Segnaposto 1'], lang: 'en' },
  // Asked in English on an Italian page: answered in English, from the English page (issue 24 point 2).
  {
    q: 'What does RunVoice do?',
    kinds: ['answer'],
    pages: ['/en/products/runvoice'],
    contains: ['RunVoice'],
    lang: 'en',
  },
];

function linkMatches(href: string, expected: string): boolean {
  return expected.includes('#') ? href === expected : href.split('#')[0] === expected;
}

/** Why the reply is not useful, or undefined when it is. */
export function scoreReply(g: GoldenQuestion, r: ScoredReply): string | undefined {
  if (!g.kinds.includes(r.kind)) return `kind ${r.kind}, expected ${g.kinds.join('/')}`;
  const pages = g.pages;
  if (pages && r.kind === 'answer' && !r.links.some((l) => pages.some((p) => linkMatches(l.href, p)))) {
    return `links ${r.links.map((l) => l.href).join(', ') || '(none)'}, expected one of ${pages.join(', ')}`;
  }
  const missing = (g.contains ?? []).filter((c) => !r.text.toLowerCase().includes(c.toLowerCase()));
  if (missing.length) return `text lacks ${missing.join(', ')}`;
  if (g.containsAny && !g.containsAny.some((c) => r.text.toLowerCase().includes(c.toLowerCase())))
    return `text lacks any of ${g.containsAny.join(', ')}`;
  const bad = (g.notContains ?? []).find((re) => re.test(r.text));
  if (bad) return `text matches ${bad}`;
  if (g.handoff && !r.handoff) return 'no handoff (contact form + e-mail capture)';
  if (g.lang && r.lang !== g.lang) return `answered in ${r.lang}, asked in ${g.lang}`;
  return undefined;
}
