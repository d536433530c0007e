import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { tokensRule } from '../../../src/build/rules/tokens';
import { context } from './context';

const KNOWN = 'site.json defines {siteName}, {company}, {vatId}, {address}, {email}, {siteUrl}, {mapUrl}';
const run = (value: unknown, slots?: (at: PropertyKey[]) => readonly string[]) =>
  tokensRule(context([], { raw: [{ file: 'x.json', value, slots }] })).map(formatError);

describe('tokens rule', () => {
  it('accepts the tokens site.json defines, anywhere in a file', () => {
    expect(
      run({ title: 'Benvenuti da {siteName}', links: [{ href: 'mailto:{email}' }, { href: '{mapUrl}' }] }),
    ).toEqual([]);
  });

  it('reports every unknown token with its path and a did-you-mean, on the file as written', () => {
    expect(run({ title: 'Da {sitename}', items: [{ text: 'Scrivi a {emial} o {fax}' }] })).toEqual([
      `x.json: title: unknown token "{sitename}" (did you mean "{siteName}"?); ${KNOWN}`,
      `x.json: items[0].text: unknown token "{emial}" (did you mean "{email}"?); ${KNOWN}`,
      `x.json: items[0].text: unknown token "{fax}"; ${KNOWN}`,
    ]);
  });

  it('allows the slots a text fills itself at its path (reply templates), only there', () => {
    const slots = (at: PropertyKey[]) => (at[0] === 'template' ? ['page'] : []);
    expect(run({ template: 'Dalla pagina {page}', other: 'Dalla pagina {page}' }, slots)).toEqual([
      `x.json: other: unknown token "{page}"; ${KNOWN}`,
    ]);
  });

  it('ignores $schema', () => {
    expect(run({ $schema: '{x}' })).toEqual([]);
  });
});
