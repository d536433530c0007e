// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChatIndex, ChatIndexKnowledge, Passage } from '../../src/lib/chat/retrieve';
import { fromWire, toWire, type WireChatIndex } from '../../src/lib/chat/wire';

type Draft = Omit<Passage, 'id' | 'lang' | 'source' | 'context'> & { context?: string };
const page = (d: Draft): Omit<Passage, 'id' | 'lang'> => ({ source: 'page', context: '', ...d });
const entry = (id: string, href?: string): Omit<Passage, 'id' | 'lang'> => ({
  key: `entry:${id}`,
  href: href ?? '',
  page: '',
  section: '',
  text: `Answer ${id}.`,
  source: 'knowledge',
  context: '',
  keywords: `Question ${id}? · ${id}`,
  entry: {
    id,
    kind: 'answer',
    productLink: 'none',
    links: href ? [{ label: 'Contatti', href }] : [],
    questions: 1,
    publishedFor: [],
  },
});

/** Every way the wire format writes a field: repeated, derived, and as it is when nothing fits. */
const drafts: Omit<Passage, 'id' | 'lang'>[] = [
  page({
    key: '/chi-siamo:0:0',
    href: '/chi-siamo',
    page: 'Chi siamo',
    section: 'Chi siamo',
    title: 'Persone',
    text: 'Uno.',
    context: 'Chi siamo – Roma · Chi siamo · Persone',
  }),
  page({
    key: '/chi-siamo:0:1',
    href: '/chi-siamo',
    page: 'Chi siamo',
    section: 'Chi siamo',
    title: 'Persone',
    text: 'Due.',
    context: 'Chi siamo – Roma · Chi siamo · Persone',
    keywords: 'Chi siete?',
  }),
  page({
    key: '/chi-siamo:3:0',
    href: '/chi-siamo#nome',
    page: 'Chi siamo',
    section: 'Il nome',
    text: 'Tre.',
    more: 'Comune di Roccaverde, Museo Civico di Valdoria',
    context: 'Chi siamo – Roma · Il nome',
    keywords: 'Chi siete?',
  }),
  page({
    key: '/prodotti/runvoice:0:0',
    href: '/prodotti/runvoice',
    page: 'RunVoice',
    section: 'RunVoice',
    text: 'Quattro.',
    product: 'RunVoice',
    context: 'RunVoice · RunVoice – Centralino',
  }),
  page({
    key: '/prodotti/runvoice:0:2',
    href: '/#prodotti',
    page: 'Home',
    section: 'Prodotti',
    text: 'Cinque.',
    product: 'RunVoice',
    context: 'RunVoice · Home · Altro',
  }),
  page({
    key: '/cookie-policy:0:0',
    href: '/cookie-policy#cookie-cookie-tecnici',
    page: 'Cookie policy',
    section: 'Cookie tecnici',
    text: 'Sei.',
    context: 'Cookie policy · Cookie tecnici',
  }),
  page({
    key: '/cookie-policy:0:1',
    href: '/cookie-policy#cookie-perche-cosi',
    page: 'Cookie policy',
    section: 'Perché così?',
    text: 'Sette.',
    context: 'Cookie policy · Perché così?',
  }),
  page({
    key: '/cookie-policy:0:2',
    href: '/cookie-policy#altro',
    page: 'Cookie policy',
    section: '',
    text: 'Otto.',
    context: '',
  }),
  entry('sede', '/contatti#recapiti'),
  entry('telefono'),
  { ...entry('prezzi', '/contatti'), key: 'entry:listino', href: '/prezzi' },
];

const knowledge = { assistantName: 'Rachel' } as ChatIndexKnowledge;
const index: ChatIndex = {
  locale: 'it',
  passages: [
    ...drafts.map((d) => ({ ...d, lang: 'it' as const })),
    ...drafts.map((d) => ({ ...d, lang: 'en' as const })),
  ].map((p, id) => ({ ...p, id })),
  knowledge,
  translations: { en: knowledge },
};
const shipped = (i: ChatIndex) => JSON.parse(JSON.stringify(toWire(i))) as WireChatIndex;

describe('the chat index as the browser gets it (wire.ts)', () => {
  it('reads back every passage exactly as built, through JSON', () => {
    expect(fromWire(shipped(index))).toStrictEqual(index);
  });

  it('writes a field once per run of passages, and derives keys, anchors and contexts', () => {
    const w = shipped(index).passages;
    expect(w.lang).toEqual([
      ['it', drafts.length],
      ['en', drafts.length],
    ]);
    expect(w.key.slice(0, 3)).toEqual(['/chi-siamo:0:0', 0, 3]);
    expect(w.href.slice(0, 11)).toEqual([
      '/chi-siamo',
      0,
      '#nome',
      '/prodotti/runvoice',
      '/#prodotti',
      '/cookie-policy#cookie-cookie-tecnici',
      1,
      '#altro',
      null,
      null,
      '/prezzi',
    ]);
    expect(w.contextHead.slice(0, 5)).toEqual(['Chi siamo – Roma', 0, 0, 'RunVoice – Centralino', 'Home']);
    expect(w.contextTail.slice(0, 5)).toEqual([['Persone'], 0, 1, null, 'Altro']);
    expect(w.entry.map((e) => e.id)).toEqual(['sede', 'telefono', 'prezzi', 'sede', 'telefono', 'prezzi']);
  });

  it('refuses an index it could not read back the same', () => {
    const [first, ...rest] = index.passages;
    expect(() => toWire({ ...index, passages: rest })).toThrow(/ids must be positions/);
    const noProduct = { ...first, product: 'RunTip' };
    expect(() => toWire({ ...index, passages: [noProduct, ...rest] })).toThrow(/does not begin with its product/);
    const { entry: _entry, ...withoutEntry } = index.passages[8];
    const passages = index.passages.map((p, i) => (i === 8 ? withoutEntry : p));
    expect(() => toWire({ ...index, passages })).toThrow(/only knowledge passages have an entry/);
  });
});
