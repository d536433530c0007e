import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rachelSchema } from '../../schemas/rachel';
import { formatError, loadContent } from '../../src/engine/content';
import { createMatcher, normalize, tokenize } from '../../src/shell/chat/match';
import { SITE_ASSETS, baseFiles, makeSite } from './fixtures';

const shipped = JSON.parse(fs.readFileSync('pages-config/data/rachel.json', 'utf8')) as Record<string, unknown>;
const knowledge = rachelSchema.parse(shipped);
const match = createMatcher(knowledge.entries);

describe("Rachel's knowledge", () => {
  it('ships 15-25 entries', () => {
    expect(knowledge.entries.length).toBeGreaterThanOrEqual(15);
    expect(knowledge.entries.length).toBeLessThanOrEqual(25);
  });

  it('is validated by loadContent, errors as FILE: json.path: message (internal links included)', () => {
    const bad = structuredClone(shipped) as { suggestions: string[]; entries: { id: string; answer: string; links: { label: string; href: string }[] }[] };
    bad.suggestions = ['non-esiste'];
    bad.entries[1].answer = '';
    bad.entries[2].links = [{ label: 'Pagina', href: '/pagina-inesistente' }];
    const root = makeSite({ ...baseFiles(), 'data/rachel.json': bad }, SITE_ASSETS);
    const lines = loadContent(root).errors.map(formatError);
    expect(lines).toContain('pages-config/data/rachel.json: suggestions[0]: no entry has id "non-esiste"');
    expect(lines.some((l) => l.startsWith('pages-config/data/rachel.json: entries[1].answer: '))).toBe(true);

    const linkOnly = structuredClone(shipped) as typeof bad;
    linkOnly.entries[2].links = [{ label: 'Pagina', href: '/pagina-inesistente' }];
    const lines2 = loadContent(makeSite({ ...baseFiles(), 'data/rachel.json': linkOnly }, SITE_ASSETS)).errors.map(formatError);
    expect(lines2).toEqual(['pages-config/data/rachel.json: entries[2].links[0].href: internal link "/pagina-inesistente" matches no page']);

    const noSchema = { ...shipped, $schema: 'rachel.schema.json' };
    const lines3 = loadContent(makeSite({ ...baseFiles(), 'data/rachel.json': noSchema }, SITE_ASSETS)).errors.map(formatError);
    expect(lines3).toEqual(['pages-config/data/rachel.json: $schema: must be "../../schemas/generated/rachel.schema.json" so editors autocomplete the fields']);
  });

  it('the shipped file is valid, with no error', () => {
    const { rachel, errors } = loadContent(process.cwd());
    expect(errors.filter((e) => e.file.includes('rachel'))).toEqual([]);
    expect(rachel?.entries.length).toBe(knowledge.entries.length);
  });
});

describe('matching', () => {
  it('normalises Italian: case, accents, elisions, function words', () => {
    expect(normalize('Perché È così')).toBe('perche e cosi');
    expect(tokenize("Cos'è RunVoice?")).toEqual(['runvoic']);
    expect(tokenize('Quali PREZZI avete?')).toEqual(tokenize('prezzo'));
  });

  it.each([
    ['Quanto costa?', 'prezzi'],
    ['versioni di runvoice', 'runvoice-versioni'],
    ['differenza tra Easy e Pro', 'runvoice-versioni'],
    ["avete un'app per musei?", 'runplay'],
    ['audiogude', 'runplay'], // typo
    ['centralno intelligente', 'runvoice'], // typo
    ['chatbot multilingua', 'runtip'],
    ['come vi contatto', 'contatti'],
    ['GDPR', 'privacy'],
    ['voglio una demo', 'demo'],
    ['si integra con il CRM?', 'runvoice-integrazioni'],
  ])('"%s" → %s', (q, id) => {
    expect(match(q)?.id).toBe(id);
  });

  it.each(['Qual è la capitale della Francia?', 'che tempo fa domani', 'ricetta della carbonara', 'voglio prenotare una visita medica', 'bitcoin'])(
    'has no answer for "%s"',
    (q) => {
      expect(match(q)).toBeUndefined();
    },
  );
});
