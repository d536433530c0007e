import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { textRule } from '../../../src/build/rules/text';
import { context, hero, pageDoc } from './context';

const run = (...args: Parameters<typeof context>) => textRule(context(...args)).map(formatError);

describe('text rule', () => {
  it('refuses a title that is only spaces and markup in a plain-text field, naming each', () => {
    const doc = pageDoc('a.json', '/a', [
      hero('   '),
      { type: 'cta', title: 'Scrivici <b>ora</b>', button: { label: 'Contatti', href: '/contatti' } },
    ]);
    expect(run([doc])).toEqual([
      'a.json: sections[0].title: is only spaces: write the text, or leave the field out if it is optional',
      'a.json: sections[1].title: has HTML markup (<b>), which this field shows as plain text: remove it (only rich-text fields take markup)',
    ]);
  });

  it('leaves rich text, links and ordinary text with < or > alone', () => {
    const doc = pageDoc('a.json', '/a', [
      hero('Risposte in < 2 secondi > sempre', { labels: [{ label: 'Settori', text: '<b>Sanità</b>, turismo' }] }),
    ]);
    expect(run([doc])).toEqual([]);
  });

  it('finds a title made only of escaped whitespace (tab, line break, form feed) in a document with no markup', () => {
    for (const blank of ['\t', '\n\r', '\f ']) {
      const doc = pageDoc('b.json', '/b', [hero(blank)]);
      expect(run([doc])).toEqual([
        'b.json: sections[0].title: is only spaces: write the text, or leave the field out if it is optional',
      ]);
    }
  });

  it('reads the file as written when there is one: a blank or a tag spelt with \\u escapes is still found', () => {
    const doc = pageDoc('c.json', '/c', [hero('\u00a0 '), hero('Scrivici <b>ora</b>')]);
    // The text on disk, as an editor may write it: nothing in it looks blank or like a tag until it is decoded.
    const source = JSON.stringify(doc.value).replace('\u00a0 ', '\\u00a0\\u0020').replace(/</g, '\\u003c');
    expect(source).not.toMatch(/<|" +"/);
    expect(run([{ ...doc, source }])).toEqual([
      'c.json: sections[0].title: is only spaces: write the text, or leave the field out if it is optional',
      'c.json: sections[1].title: has HTML markup (<b>), which this field shows as plain text: remove it (only rich-text fields take markup)',
    ]);
    // A file whose text holds neither is not walked, and has nothing to report.
    expect(run([{ ...pageDoc('d.json', '/d', [hero('Titolo')]), source: '{"path":"/d"}' }])).toEqual([]);
  });
});
