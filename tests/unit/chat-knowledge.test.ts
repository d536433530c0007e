// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chatKnowledgeSchema } from '../../schemas/chat-knowledge';
import { CHAT_KNOWLEDGE_FILE, formatError, loadContent } from '../../src/build/content';
import { buildChatIndex } from '../../src/build/chat-index';
import { createAssistant } from '../../src/lib/chat/answer';
import { detectLanguage, looksLikeNonsense, normalize, tokenize } from '../../src/lib/chat/text';
import { SITE_ASSETS, baseFiles, makeSite } from './fixtures';
import { resolvePaths } from '../../src/build/paths';
import { loadChatIndexes, serializeChatIndex } from '../../src/build/vite-plugin-chat-index';
import { fromWire, type WireChatIndex } from '../../src/lib/chat/wire';
import { must } from '../support/must';

const { contentRoot } = resolvePaths();

const shipped = JSON.parse(fs.readFileSync(path.join(contentRoot, CHAT_KNOWLEDGE_FILE), 'utf8')) as Record<
  string,
  unknown
>;
const knowledge = chatKnowledgeSchema.parse(shipped);
const { pages, routes, site, chat } = loadContent(contentRoot);
const index = buildChatIndex({ pages, routes, site: must(site, 'site.json'), chat }, 'it');
const reply = createAssistant(index);

describe("Rachel's knowledge", () => {
  it('ships an index of at most 40 KiB gzip per language, as the build emits it (issue 24)', () => {
    // Each knowledge-file word adds to it; the chat opens within 300 ms because the index stays small.
    for (const [locale, built] of Object.entries(loadChatIndexes(contentRoot))) {
      const kib = zlib.gzipSync(serializeChatIndex(built)).length / 1024;
      expect(kib, locale).toBeLessThan(40);
    }
  });

  it('ships passages in columns without their ids, and the browser reads back the same index', () => {
    const shippedIndex = JSON.parse(serializeChatIndex(index)) as WireChatIndex;
    expect('id' in shippedIndex.passages).toBe(false);
    expect(shippedIndex.passages.text).toHaveLength(index.passages.length);
    expect(fromWire(shippedIndex)).toEqual(index);
  });

  it('keeps only what no page says: a few entries, and a greeting that says she is an AI', () => {
    expect(knowledge.entries.length).toBeLessThanOrEqual(10);
    expect(knowledge.greeting).toMatch(/intelligenza artificiale/);
  });

  it('is validated by loadContent, errors as FILE: json.path: message (internal links included)', () => {
    const bad = structuredClone(shipped) as {
      greeting: string;
      entries: { answer: string; links: { label: string; href: string }[] }[];
    };
    bad.greeting = 'Ciao, sono Rachel.';
    bad.entries[1].answer = '';
    const lines = loadContent(makeSite({ ...baseFiles(), 'data/chat-knowledge.json': bad }, SITE_ASSETS)).errors.map(
      formatError,
    );
    expect(lines).toContain(
      'pages-config/data/chat-knowledge.json: greeting: the greeting must say Rachel is an AI assistant (AI Act, art. 50)',
    );
    expect(lines.some((l) => l.startsWith('pages-config/data/chat-knowledge.json: entries[1].answer: '))).toBe(true);

    const twice = structuredClone(shipped) as { audiences: { names: string[] }[] };
    twice.audiences[1].names.push(twice.audiences[0].names[0].toUpperCase());
    const lines4 = loadContent(makeSite({ ...baseFiles(), 'data/chat-knowledge.json': twice }, SITE_ASSETS)).errors.map(
      formatError,
    );
    expect(lines4).toContain(
      `pages-config/data/chat-knowledge.json: audiences[1].names[${twice.audiences[1].names.length - 1}]: "${twice.audiences[0].names[0].toUpperCase()}" is already a name of audiences[0]: a business belongs to one audience`,
    );

    const linkOnly = structuredClone(shipped) as typeof bad;
    linkOnly.entries[2].links = [{ label: 'Pagina', href: '/pagina-inesistente' }];
    const lines2 = loadContent(
      makeSite({ ...baseFiles(), 'data/chat-knowledge.json': linkOnly }, SITE_ASSETS),
    ).errors.map(formatError);
    expect(lines2).toContain(
      'pages-config/data/chat-knowledge.json: entries[2].links[0].href: internal link "/pagina-inesistente" matches no page',
    );

    const noSchema = { ...shipped, $schema: 'chat-knowledge.schema.json' };
    const lines3 = loadContent(
      makeSite({ ...baseFiles(), 'data/chat-knowledge.json': noSchema }, SITE_ASSETS),
    ).errors.map(formatError);
    expect(lines3).toContain(
      [
        'pages-config/data/chat-knowledge.json: $schema: must be "../../schemas/generated/chat-knowledge.schema.json" so editors autocomplete the fields',
      ][0],
    );
  });

  it("checks the reply templates' own {slots} like site.json's tokens", () => {
    const typo = structuredClone(shipped) as { sourceLead: { text: string } };
    typo.sourceLead.text = 'Dalla pagina {pagina}, «{section}»:';
    const lines = loadContent(makeSite({ ...baseFiles(), 'data/chat-knowledge.json': typo }, SITE_ASSETS)).errors.map(
      formatError,
    );
    expect(lines.filter((l) => l.includes('sourceLead'))).toEqual([
      expect.stringMatching(/^pages-config\/data\/chat-knowledge\.json: sourceLead\.text: unknown token "\{pagina\}"/),
    ]);
  });

  it('the shipped file is valid, with no error', () => {
    const { errors } = loadContent(contentRoot);
    expect(errors.filter((e) => e.file.includes('chat-knowledge'))).toEqual([]);
  });
});

describe('the index', () => {
  it('has a passage per section text of every page, with the page path, the #id anchor and the heading', () => {
    const versions = index.passages.filter((p) => p.href === '/prodotti/runvoice#versioni');
    expect(versions.map((p) => p.title)).toEqual(['Easy', 'Standard', 'Pro']);
    expect(versions[0]).toMatchObject({ page: 'RunVoice', section: 'Versioni', product: 'RunVoice' });
    expect(index.passages.some((p) => p.href === '/privacy-policy#privacy-titolare-del-trattamento')).toBe(true);
    expect(
      index.passages.some(
        (p) => p.href === '/soluzioni/turismo#faq' && p.title === "Serve un'app per usare le audioguide?",
      ),
    ).toBe(true);
  });

  it('fills the site.json values and leaves no placeholder', () => {
    const all = JSON.stringify(index);
    expect(all).toContain(must(site, 'site.json').company.vatId);
    expect(all).not.toMatch(/\{(company|vatId|address|email|siteName|siteUrl)\}/);
  });
});

describe('normalisation', () => {
  it('folds case, accents, elisions and function words; stems with Snowball in both languages', () => {
    expect(normalize('Perché È così')).toBe('perche e cosi');
    expect(tokenize("Cos'è RunVoice?")).toEqual(tokenize('runvoice'));
    // Singular and plural, noun and verb share a stem (Snowball Italian and English).
    expect(tokenize('Quali PREZZI avete?')).toContain(tokenize('prezzo')[0]);
    expect(tokenize('prenotazioni')).toContain(tokenize('prenotazione')[0]);
    expect(tokenize('bookings')).toContain(tokenize('booking').at(-1));
    expect(tokenize("dell'app")).toEqual(['app']);
  });

  it("reads the knowledge file's vocabulary: slang and the site's own words for a business", () => {
    // "qnt" is "quanto"; "B&B" is searched as the site's "strutture ricettive" (pages-config/data/chat-knowledge.json).
    expect(reply('qnt costa runvoice').text).toMatch(/preventivo/);
    const bnb = reply('ho un B&B con 6 camere, mi serve qualcosa per rispondere agli ospiti di notte');
    expect(bnb.kind).toBe('answer');
    expect(bnb.links.map((l) => l.href)).toContain('/prodotti/runvoice#per-chi');
  });

  it('tells English from Italian and keyboard mashing from words', () => {
    expect(detectLanguage('Where are you based?')).toBe('en');
    expect(detectLanguage('Dove avete la sede?')).toBe('it');
    expect(looksLikeNonsense('asdfgh')).toBe(true);
    expect(looksLikeNonsense('RunVoice')).toBe(false);
  });
});

describe('answers', () => {
  it.each([
    ['Quanto costa?', '/contatti'],
    ['versioni di runvoice', '/prodotti/runvoice#versioni'],
    ['Quali versioni di RunVoice esistono?', '/prodotti/runvoice#versioni'], // a verb the site never uses
    ['differenza tra Easy e Pro', '/prodotti/runvoice#versioni'],
    ['audiogude', '/prodotti/runplay'], // typo
    ['centralno intelligente', '/prodotti/runvoice'], // typo
    ['chatbot multilingua', '/prodotti/runtip'],
    ['come vi contatto', '/contatti#recapiti'],
    ['voglio una demo', '/contatti'],
  ])('"%s" → a link to %s', (q, href) => {
    const r = reply(q);
    expect(r.kind).toBe('answer');
    expect(r.links.map((l) => l.href.split(href.includes('#') ? '?' : '#')[0])).toContain(href);
  });

  it.each([
    'Qual è la capitale della Francia?',
    'che tempo fa domani',
    'ricetta della carbonara',
    'bitcoin',
    'Si integra con Telegram?',
    'Funziona su WhatsApp?',
  ])('has no answer for "%s": says so and offers the contact form and the e-mail capture', (q) => {
    const r = reply(q);
    // Off-topic is a no-answer too: a short reply that steers back to the site (issue 24 point 4).
    expect(['noinfo', 'offtopic', 'nonsense']).toContain(r.kind);
    expect(r.text).not.toMatch(/^Sì/);
    if (r.kind !== 'nonsense') expect(r.handoff).toBe(true);
  });

  it('never answers about another product than the one asked', () => {
    for (const [q, other] of [
      ['RunTip si integra con il CRM?', /RunVoice|RunPlay/],
      ['RunPlay funziona di notte?', /RunVoice|RunTip/],
      ["Cos'è RunPlay Pro?", /RunVoice|RunTip|Easy/],
      ['Che lingue parla RunPlay?', /RunVoice|RunTip|chi chiama/],
      ['Quanto tempo serve per attivare RunTip?', /Privacy|conserviamo/],
    ] as const) {
      const r = reply(q);
      expect(r.text, q).not.toMatch(other);
      expect(r.links.map((l) => l.href).join(' '), q).not.toMatch(
        /runvoice|runtip/.test(q.toLowerCase()) ? /runplay/ : /\/prodotti\/run(voice|tip)/,
      );
    }
  });

  it('keeps the last product for one follow-up question, then forgets it', () => {
    const first = reply("Cos'è RunVoice?");
    expect(first.topic).toBe('RunVoice');
    const followUp = reply('e quanto costa?', first.topic);
    expect(followUp.text).toContain('RunVoice');
    expect(followUp.links.map((l) => l.href)).toContain('/prodotti/runvoice#demo');
    expect(reply('e quanto costa?').text).not.toContain('RunVoice');
  });

  it('answers an English question in English where it can', () => {
    const r = reply('Where are you based?');
    expect(r.lang).toBe('en');
    expect(r.text).toContain('Rome');
    expect(reply('asdfgh xyz?').kind).toBe('nonsense');
  });
});
