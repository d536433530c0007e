import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/build/content-error';
import { assetsRule } from '../../../src/build/rules/assets';
import { context, hero, pageDoc, siteDoc } from './context';

const img = (src: string) => ({ src, width: 10, height: 10, alt: 'Immagine' });

describe('assets rule', () => {
  const files = new Set(['images/logo.svg', 'images/og-default.png', 'images/a.svg', 'images/clients/acme.svg']);
  const run = (...docs: Parameters<typeof context>[0]) =>
    assetsRule(context(docs, { publicFileExists: (p) => files.has(p) })).map(formatError);

  it('accepts files that exist under public/, wherever the schema tags an asset', () => {
    const doc = pageDoc(
      'a.json',
      '/a',
      [
        hero('A', { image: img('/images/a.svg') }),
        { type: 'logoGrid', title: 'Clienti', logos: [{ src: '/images/clients/acme.svg', width: 100, height: 40 }] },
      ],
      {
        meta: { title: 'A', description: 'x'.repeat(60), image: '/images/og-default.png' },
      },
    );
    expect(run(siteDoc(), doc)).toEqual([]);
  });

  it('refuses missing files in sections, meta.image and site.json, at their paths', () => {
    const doc = pageDoc(
      'a.json',
      '/a',
      [
        hero('A', { image: img('/images/manca.svg') }),
        { type: 'logoGrid', title: 'Clienti', logos: [{ src: '/images/clients/beta.svg', width: 100, height: 40 }] },
      ],
      {
        meta: { title: 'A', description: 'x'.repeat(60), image: '/images/og.png' },
      },
    );
    const site = siteDoc((s) => ((s.logo as Record<string, unknown>).src = '/images/logo-nuovo.svg'));
    expect(run(site, doc)).toEqual([
      'pages-config/site.json: logo.src: file "/images/logo-nuovo.svg" does not exist under src/public/',
      'a.json: meta.image: file "/images/og.png" does not exist under src/public/',
      'a.json: sections[0].image.src: file "/images/manca.svg" does not exist under src/public/',
      'a.json: sections[1].logos[0].src: file "/images/clients/beta.svg" does not exist under src/public/',
    ]);
  });

  it('never looks outside public/ (a value the schema would refuse, as a rule may see it)', () => {
    const doc = pageDoc('a.json', '/a', [hero('A', { image: img('/images/a.svg') })]);
    const outside = {
      ...doc,
      value: { ...doc.page, sections: [{ type: 'hero', title: 'A', image: img('/../segreto.svg') }] },
    };
    expect(run(outside)).toEqual(['a.json: sections[0].image.src: file "/../segreto.svg" is outside src/public/']);
  });
});
