// @vitest-environment node
/**
 * Validation reads each file's text once and uses it to skip work no page needs (issue 26, 10,000 pages):
 * filling {tokens} in a file that has none, and looking for unknown tokens in it. What a visitor gets must not change: a token written with a
 * \u escape is still filled, and a file with a token is filled as before.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/build/content';
import { baseFiles, makeSite, page, SITE_ASSETS } from './fixtures';

const titleOf = (root: string, route: string) => {
  const { pages, errors } = loadContent(root);
  expect(errors).toEqual([]);
  const found = pages.find((p) => p.path === route);
  return (found?.sections[0] as { title?: string } | undefined)?.title;
};

describe('{tokens} are filled from the file as written', () => {
  it('in a file that names one, and in a file that spells one with \\u escapes', () => {
    const plain = page('/chi-siamo', [{ type: 'hero', title: 'Chi è {company}' }]);
    expect(titleOf(makeSite({ ...baseFiles(), 'chi-siamo.json': plain }, SITE_ASSETS), '/chi-siamo')).toBe(
      'Chi è Esempio S.r.l.',
    );
    // "{" written as \u007b: nothing in the file's text looks like a token until it is decoded.
    const escaped = JSON.stringify(plain, null, 2).replace('{company}', '\\u007bcompany}');
    expect(escaped).not.toContain('{company}');
    expect(titleOf(makeSite({ ...baseFiles(), 'chi-siamo.json': escaped }, SITE_ASSETS), '/chi-siamo')).toBe(
      'Chi è Esempio S.r.l.',
    );
  });

  it('leaves a file without one as written', () => {
    const plain = page('/chi-siamo', [{ type: 'hero', title: 'Chi siamo, in breve' }]);
    expect(titleOf(makeSite({ ...baseFiles(), 'chi-siamo.json': plain }, SITE_ASSETS), '/chi-siamo')).toBe(
      'Chi siamo, in breve',
    );
  });
});

describe('unknown {tokens} are found from the file as written', () => {
  const tokenErrors = (text: string) =>
    loadContent(makeSite({ ...baseFiles(), 'chi-siamo.json': text }, SITE_ASSETS))
      .errors.filter((e) => e.message.startsWith('unknown token'))
      .map((e) => `${e.file}: ${e.path}: ${e.message.split(';')[0]}`);

  it('written plainly, and spelt with a \\u escape (the text holds no "{word}" until it is decoded)', () => {
    const plain = JSON.stringify(page('/chi-siamo', [{ type: 'hero', title: 'Chi è {compnay}' }]), null, 2);
    const expected = [
      'pages-config/chi-siamo.json: sections[0].title: unknown token "{compnay}" (did you mean "{company}"?)',
    ];
    expect(tokenErrors(plain)).toEqual(expected);
    const escaped = plain.replace('{compnay}', '\\u007bcompnay}');
    expect(escaped).not.toContain('{compnay}');
    expect(tokenErrors(escaped)).toEqual(expected);
  });
});
