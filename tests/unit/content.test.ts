import { describe, expect, it } from 'vitest';
import { formatError, loadContent } from '../../src/build/content';
import { baseFiles, makeSite, page, SITE_ASSETS } from './fixtures';

const messages = (root: string) => loadContent(root).errors.map(formatError);

describe('shipped content', () => {
  it('validates every document in pages-config/ without errors', () => {
    const { errors, pages, site } = loadContent();
    expect(errors.map(formatError)).toEqual([]);
    expect(site?.company.address.city).toBe('Roma');
    expect(pages.map((p) => p.path)).toContain('/prodotti/runvoice');
  });

  it('sends the products list under its alias /prodotti/cyberpandino', () => {
    const products = loadContent().pages.find((p) => p.path === '/prodotti');
    expect(products?.aliases).toContain('/prodotti/cyberpandino');
  });
});

describe('validation of bad documents', () => {
  it('accepts the minimal fixture site', () => {
    expect(messages(makeSite(baseFiles(), SITE_ASSETS))).toEqual([]);
  });

  it('reports every error, each with file and JSON path', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'bad.json': page('/bad', [
          { type: 'hero' },
          { type: 'list', title: 'Lista', items: [{ title: '' }] },
          { type: 'heroo', title: 'x' },
        ]),
      },
      SITE_ASSETS,
    );
    const out = messages(root);
    expect(out).toContain('pages-config/bad.json: sections[0].title: Invalid input: expected string, received undefined');
    expect(out).toContain('pages-config/bad.json: sections[1].items[0].title: Too small: expected string to have >=1 characters');
    expect(out).toContain('pages-config/bad.json: sections[2].type: unknown section type "heroo" (did you mean "hero"?)');
    expect(out).toHaveLength(3);
  });

  it('refuses two documents that claim the same route or alias', () => {
    const root = makeSite({ ...baseFiles(), 'dup.json': page('/dup', [{ type: 'hero', title: 'Doppione' }], { aliases: ['/chi-siamo'] }) }, SITE_ASSETS);
    expect(messages(root)).toContain('pages-config/dup.json: aliases[0]: route "/chi-siamo" is already claimed by pages-config/chi-siamo.json');
  });

  it('refuses an internal link to no page and an anchor no section declares', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'links.json': page('/links', [
          { type: 'hero', title: 'Link', buttons: [{ label: 'Vai', href: '/chi-siamoo' }, { label: 'Giù', href: '#manca' }] },
          { type: 'list', id: 'presente', title: 'Lista', items: [{ title: 'Uno' }], button: { label: 'Su', href: '/prodotti/runvoice#assente' } },
        ]),
      },
      SITE_ASSETS,
    );
    expect(messages(root)).toEqual([
      'pages-config/links.json: sections[0].buttons[0].href: internal link "/chi-siamoo" matches no page (did you mean "/chi-siamo"?)',
      'pages-config/links.json: sections[0].buttons[1].href: anchor "#manca" matches no section id on this page',
      'pages-config/links.json: sections[1].button.href: anchor "#assente" matches no section id on /prodotti/runvoice',
    ]);
  });

  it('refuses a missing image and an image without alt text', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'img.json': page('/img', [
          { type: 'hero', title: 'Immagine', image: { src: '/images/non-esiste.svg', width: 10, height: 10, alt: 'Testo' } },
          { type: 'hero', title: 'Senza alt', image: { src: '/images/logo.svg', width: 10, height: 10 } },
        ]),
      },
      SITE_ASSETS,
    );
    expect(messages(root)).toEqual([
      'pages-config/img.json: sections[1].image.alt: an image needs alt text, or "decorative": true',
    ]);
    const fixed = makeSite(
      { ...baseFiles(), 'img.json': page('/img', [{ type: 'hero', title: 'Immagine', image: { src: '/images/non-esiste.svg', width: 10, height: 10, alt: 'Testo' } }]) },
      SITE_ASSETS,
    );
    expect(messages(fixed)).toEqual(['pages-config/img.json: sections[0].image.src: file "/images/non-esiste.svg" does not exist under src/public/']);
  });

  it('refuses javascript: and data: links', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'xss.json': page('/xss', [
          { type: 'hero', title: 'XSS', buttons: [{ label: 'a', href: 'javascript:alert(1)' }, { label: 'b', href: 'data:text/html,<b>x</b>' }] },
        ]),
      },
      SITE_ASSETS,
    );
    const out = messages(root);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^pages-config\/xss\.json: sections\[0\]\.buttons\[0\]\.href: .*javascript: and data: are refused/);
    expect(out[1]).toMatch(/^pages-config\/xss\.json: sections\[0\]\.buttons\[1\]\.href: /);
  });

  it('reports invalid JSON with the file name', () => {
    const root = makeSite({ ...baseFiles(), 'broken.json': '{ "path": "/x", ' }, SITE_ASSETS);
    expect(messages(root)).toEqual(['pages-config/broken.json: $: invalid JSON at line 1, column 17: the file ends too early, expected "\\""']);
  });
});

describe('errors do not cascade', () => {
  it('a document that fails validation still counts as a route for links elsewhere', () => {
    const files = baseFiles();
    const root = makeSite({ ...files, 'chi-siamo.json': page('/chi-siamo', [{ type: 'heroo', title: 'Chi siamo' }]) }, SITE_ASSETS);
    expect(messages(root)).toEqual(['pages-config/chi-siamo.json: sections[0].type: unknown section type "heroo" (did you mean "hero"?)']);
  });
});

describe('site.json values in page documents', () => {
  it('fills a known {key} in any field of any section, not only in text blocks', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'tokens.json': page('/tokens', [
          { type: 'hero', title: 'Benvenuti da {siteName}', text: 'Scrivici a {email}: rispondiamo in giornata.' },
          { type: 'list', title: 'Perché {siteName}', items: [{ title: 'Sede', text: 'Siamo in {address}.' }] },
        ]),
      },
      SITE_ASSETS,
    );
    const { errors, pages, site } = loadContent(root);
    expect(errors.map(formatError)).toEqual([]);
    const doc = pages.find((p) => p.path === '/tokens');
    expect(JSON.stringify(doc)).not.toMatch(/\{(siteName|email|address)\}/);
    expect(doc?.sections[0]).toMatchObject({ title: `Benvenuti da ${site?.siteName}`, text: `Scrivici a ${site?.company.email}: rispondiamo in giornata.` });
    expect(doc?.sections[1]).toMatchObject({ title: `Perché ${site?.siteName}` });
  });
});
