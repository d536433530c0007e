/**
 * Rachel's English golden set: questions English-speaking visitors (telcos,
 * system integrators, tourism operators, public bodies) ask on /en/ pages,
 * scored with the same `scoreReply` as the Italian set (chat-golden.ts)
 * against the English knowledge (pages-config/en/data/chat-knowledge.json) and the
 * English pages (pages-config/en/). `from` names the knowledge entry id or the
 * page section the answer should come from; it is documentation, the scorer
 * checks `pages`.
 */
import type { GoldenQuestion } from './chat-golden';

export interface GoldenQuestionEn extends GoldenQuestion {
  lang: 'en';
  from: string;
}

export const GOLDEN_EN: GoldenQuestionEn[] = [
  // Company facts (knowledge entries filled from site.json)
  {
    q: 'Where are you based?',
    from: 'entry sede',
    kinds: ['answer'],
    pages: ['/en/contact#recapiti'],
    contains: ['Rome', 'Via Segnaposto 1'],
    lang: 'en',
  },
  {
    q: 'Do you have a phone number I can call?',
    from: 'entry telefono',
    kinds: ['noinfo', 'answer'],
    contains: ['info@nomeazienda.it'],
    notContains: [/RunVoice/],
    handoff: true,
    lang: 'en',
  },
  {
    q: "What's your VAT number?",
    from: 'entry partita-iva',
    kinds: ['answer'],
    contains: ['IT00000000000'],
    lang: 'en',
  },
  // Pricing, demo, materials
  {
    q: 'How much does RunVoice cost?',
    from: 'entry prezzi',
    kinds: ['answer'],
    pages: ['/en/products/runvoice#demo', '/en/contact#modulo-contatti'],
    contains: ['quote'],
    notContains: [/\d+ ?(€|euro)/i],
    lang: 'en',
  },
  {
    q: 'Can I book a free demo?',
    from: 'entry demo',
    kinds: ['answer', 'handoff'],
    pages: ['/en/contact#modulo-contatti', '/en/contact'],
    lang: 'en',
  },
  {
    q: 'Can you send me the RunTip brochure?',
    from: 'entry materiali',
    kinds: ['answer', 'handoff'],
    pages: ['/en/products/runtip#richiedi-materiali', '/en/products/runtip#demo'],
    lang: 'en',
  },
  // RunVoice
  {
    q: 'Which versions of RunVoice are there?',
    from: 'runvoice.json #versioni',
    kinds: ['answer'],
    pages: ['/en/products/runvoice#versioni'],
    contains: ['Easy', 'Standard', 'Pro'],
    lang: 'en',
  },
  {
    q: 'Does RunVoice work with our VoIP phone system?',
    from: 'runvoice.json #come-funziona',
    kinds: ['answer'],
    pages: ['/en/products/runvoice'],
    contains: ['VoIP'],
    lang: 'en',
  },
  {
    q: 'Can it transcribe voicemail messages?',
    from: 'runvoice.json #scroll1',
    kinds: ['answer'],
    pages: ['/en/products/runvoice', '/en/solutions/tourism'],
    contains: ['voicemail'],
    lang: 'en',
  },
  {
    q: 'We are a telecom operator: could we offer RunVoice to our business customers?',
    from: 'runvoice.json #per-chi',
    kinds: ['answer'],
    pages: ['/en/products/runvoice'],
    notContains: [/RunPlay|RunTip/],
    lang: 'en',
  },
  // RunTip
  {
    q: 'Does RunTip speak German?',
    from: 'runtip.json #cosa-fa',
    kinds: ['answer'],
    pages: ['/en/products/runtip', '/en/solutions/tourism'],
    contains: ['language'],
    notContains: [/RunVoice/],
    lang: 'en',
  },
  {
    q: 'What is RunTip Search?',
    from: 'runtip.json #cosa-fa',
    kinds: ['answer'],
    pages: ['/en/products/runtip'],
    contains: ['Search'],
    lang: 'en',
  },
  {
    q: 'Do you integrate with Salesforce?',
    from: 'prodotti.json #come-lavoriamo (Salesforce is a CRM: the knowledge vocabulary)',
    kinds: ['answer'],
    pages: ['/en/products#come-lavoriamo'],
    contains: ['CRM'],
    lang: 'en',
  },
  {
    q: 'Do you integrate with Telegram?',
    from: 'fallback',
    kinds: ['noinfo'],
    notContains: [/^Yes/],
    handoff: true,
    lang: 'en',
  },
  // RunPlay and tourism
  {
    q: 'Do visitors need to download an app for RunPlay?',
    from: 'runplay.json #come-funziona',
    kinds: ['answer'],
    pages: ['/en/products/runplay', '/en/solutions/tourism'],
    contains: ['QR'],
    lang: 'en',
  },
  {
    q: 'Does the audio guide work offline?',
    from: 'runplay.json #come-funziona',
    kinds: ['answer'],
    pages: ['/en/products/runplay', '/en/solutions/tourism'],
    contains: ['offline'],
    lang: 'en',
  },
  {
    q: 'Which product would suit a winery?',
    from: 'runplay.json #per-chi',
    kinds: ['answer'],
    pages: ['/en/products/runplay', '/en/solutions/tourism'],
    contains: ['RunPlay'],
    notContains: [/RunVoice|RunTip/],
    lang: 'en',
  },
  // Data, privacy, public sector
  {
    q: "Where is our visitors' data hosted?",
    from: 'soluzioni-turismo.json #faq',
    kinds: ['answer'],
    pages: ['/en/products/runplay', '/en/solutions/tourism', '/en/privacy-policy'],
    contains: ['Europ'],
    lang: 'en',
  },
  {
    q: 'How do I change my cookie preferences?',
    from: 'cookie policy',
    kinds: ['answer'],
    pages: ['/en/cookie-policy'],
    lang: 'en',
  },
  {
    q: 'Do you work with public administration?',
    from: 'home.json #mercati',
    kinds: ['answer'],
    pages: ['/en', '/en/products/runtip', '/en/products/runvoice'],
    lang: 'en',
  },
  // Conversation basics
  {
    q: "I'd like to speak to a person",
    from: 'small talk handoff',
    kinds: ['handoff', 'answer'],
    pages: ['/en/contact#modulo-contatti', '/en/contact'],
    handoff: true,
    lang: 'en',
  },
  { q: 'Are you a bot?', from: 'small talk ai', kinds: ['ai'], contains: ['AI'], lang: 'en' },
];
