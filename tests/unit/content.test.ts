import { describe, expect, it } from 'vitest';
import { formatError, loadContent } from '../../src/build/content';
import { siteOverridesFromEnv } from '../../src/build/site-overrides';
import { baseFiles, makeSite, page, SITE_ASSETS } from './fixtures';
import { resolvePaths } from '../../src/build/paths';

const { contentRoot } = resolvePaths();

const messages = (root: string) => loadContent(root).errors.map(formatError);

describe('shipped content', () => {
  it('validates every document in pages-config/ without errors', () => {
    const { errors, pages, site } = loadContent(contentRoot);
    expect(errors.map(formatError)).toEqual([]);
    expect(site?.company.address.city).toBe('Roma');
    expect(pages.map((p) => p.path)).toContain('/prodotti/runvoice');
  });

  it('sends the products list under its alias /prodotti/cyberpandino', () => {
    const products = loadContent(contentRoot).pages.find((p) => p.path === '/prodotti');
    expect(products?.aliases).toContain('/prodotti/cyberpandino');
  });
});

describe('validation of bad documents', () => {
  it('accepts the minimal fixture site', () => {
    expect(messages(makeSite(baseFiles(), SITE_ASSETS))).toEqual([]);
  });

  it('a cta still on the old variant "rachel" (now "assistant") fails with its file and path', () => {
    const cta = {
      type: 'cta',
      title: 'Chiedi alla nostra assistente',
      button: { label: 'Avvia una chat', action: 'openChat' },
      variant: 'rachel',
    };
    const root = makeSite(
      { ...baseFiles(), 'home.json': page('/', [{ type: 'hero', title: 'Home' }, cta]) },
      SITE_ASSETS,
    );
    expect(messages(root)).toEqual([
      'pages-config/home.json: sections[1].variant: Invalid option: expected one of "default"|"assistant"|"dark"',
    ]);
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
    expect(out).toContain(
      'pages-config/bad.json: sections[0].title: Invalid input: expected string, received undefined',
    );
    expect(out).toContain(
      'pages-config/bad.json: sections[1].items[0].title: Too small: expected string to have >=1 characters',
    );
    expect(out).toContain(
      'pages-config/bad.json: sections[2].type: unknown section type "heroo" (did you mean "hero"?)',
    );
    expect(out).toHaveLength(3);
  });

  it('refuses two documents that claim the same route or alias', () => {
    const root = makeSite(
      { ...baseFiles(), 'dup.json': page('/dup', [{ type: 'hero', title: 'Doppione' }], { aliases: ['/chi-siamo'] }) },
      SITE_ASSETS,
    );
    expect(messages(root)).toContain(
      'pages-config/dup.json: aliases[0]: route "/chi-siamo" is already claimed by pages-config/chi-siamo.json',
    );
  });

  it('refuses an internal link to no page and an anchor no section declares', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'links.json': page('/links', [
          {
            type: 'hero',
            title: 'Link',
            buttons: [
              { label: 'Vai', href: '/chi-siamoo' },
              { label: 'Giù', href: '#manca' },
            ],
          },
          {
            type: 'list',
            id: 'presente',
            title: 'Lista',
            items: [{ title: 'Uno' }],
            button: { label: 'Su', href: '/prodotti/runvoice#assente' },
          },
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
          {
            type: 'hero',
            title: 'Immagine',
            image: { src: '/images/non-esiste.svg', width: 10, height: 10, alt: 'Testo' },
          },
          { type: 'hero', title: 'Senza alt', image: { src: '/images/logo.svg', width: 10, height: 10 } },
        ]),
      },
      SITE_ASSETS,
    );
    expect(messages(root)).toEqual([
      'pages-config/img.json: sections[1].image.alt: an image needs alt text, or "decorative": true',
    ]);
    const fixed = makeSite(
      {
        ...baseFiles(),
        'img.json': page('/img', [
          {
            type: 'hero',
            title: 'Immagine',
            image: { src: '/images/non-esiste.svg', width: 10, height: 10, alt: 'Testo' },
          },
        ]),
      },
      SITE_ASSETS,
    );
    expect(messages(fixed)).toEqual([
      'pages-config/img.json: sections[0].image.src: file "/images/non-esiste.svg" does not exist under src/public/',
    ]);
  });

  it('refuses javascript: and data: links', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'xss.json': page('/xss', [
          {
            type: 'hero',
            title: 'XSS',
            buttons: [
              { label: 'a', href: 'javascript:alert(1)' },
              { label: 'b', href: 'data:text/html,<b>x</b>' },
            ],
          },
        ]),
      },
      SITE_ASSETS,
    );
    const out = messages(root);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(
      /^pages-config\/xss\.json: sections\[0\]\.buttons\[0\]\.href: .*javascript: and data: are refused/,
    );
    expect(out[1]).toMatch(/^pages-config\/xss\.json: sections\[0\]\.buttons\[1\]\.href: /);
  });

  it('reports invalid JSON with the file name', () => {
    const root = makeSite({ ...baseFiles(), 'broken.json': '{ "path": "/x", ' }, SITE_ASSETS);
    expect(messages(root)).toEqual([
      'pages-config/broken.json: $: invalid JSON at line 1, column 17: the file ends too early, expected "\\""',
    ]);
  });
});

describe('errors do not cascade', () => {
  it('a document that fails validation still counts as a route for links elsewhere', () => {
    const files = baseFiles();
    const root = makeSite(
      { ...files, 'chi-siamo.json': page('/chi-siamo', [{ type: 'heroo', title: 'Chi siamo' }]) },
      SITE_ASSETS,
    );
    expect(messages(root)).toEqual([
      'pages-config/chi-siamo.json: sections[0].type: unknown section type "heroo" (did you mean "hero"?)',
    ]);
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
    expect(doc?.sections[0]).toMatchObject({
      title: `Benvenuti da ${site?.siteName}`,
      text: `Scrivici a ${site?.company.email}: rispondiamo in giornata.`,
    });
    expect(doc?.sections[1]).toMatchObject({ title: `Perché ${site?.siteName}` });
  });
});

describe('tokens in links and the old "site:" syntax', () => {
  const contacts = (items: unknown[]) =>
    makeSite(
      {
        ...baseFiles(),
        'c.json': page('/c', [{ type: 'contactColumns', title: 'Recapiti', columns: [{ title: 'Scrivici', items }] }]),
      },
      SITE_ASSETS,
    );

  it('fills "mailto:{email}" and "{mapUrl}" before the schema checks the link', () => {
    const root = contacts([
      { title: 'E-mail', text: '{email}', href: 'mailto:{email}' },
      { title: 'Sede', text: '{address}', href: '{mapUrl}' },
    ]);
    const { errors, pages, site } = loadContent(root);
    expect(errors.map(formatError)).toEqual([]);
    const items = pages.find((p) => p.path === '/c')?.sections[0];
    expect(items).toMatchObject({
      columns: [
        {
          items: [
            { text: site?.company.email, href: `mailto:${site?.company.email}` },
            {
              text: 'Via di Prova 2, 00184 Roma (RM)',
              href: 'https://www.openstreetmap.org/search?query=Via%20di%20Prova%202%2C%2000184%20Roma%20(RM)',
            },
          ],
        },
      ],
    });
  });

  it('refuses "site:email" and "site:address" with what to write instead', () => {
    expect(
      messages(
        contacts([
          { title: 'E-mail', href: 'site:email' },
          { title: 'Sede', href: 'site:address' },
        ]),
      ),
    ).toEqual([
      'pages-config/c.json: sections[0].columns[0].items[0].href: "site:email" is the old token syntax: write "mailto:{email}" as the link and "{email}" as its text',
      'pages-config/c.json: sections[0].columns[0].items[1].href: "site:address" is the old token syntax: write "{mapUrl}" as the link and "{address}" as its text',
    ]);
  });
});

describe('rich text', () => {
  it('is sanitised by the loader, in the fields the schema tags as rich text only', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'r.json': page('/r', [
          {
            type: 'hero',
            title: 'Titolo <b>non HTML</b>',
            labels: [{ label: 'Sanità', text: '<b>AI</b><script>alert(1)</script><a href="javascript:x()">x</a>' }],
          },
        ]),
      },
      SITE_ASSETS,
    );
    const hero = loadContent(root).pages.find((p) => p.path === '/r')?.sections[0];
    expect(hero).toMatchObject({ title: 'Titolo <b>non HTML</b>', labels: [{ text: '<b>AI</b><a>x</a>' }] });
  });
});

describe('options, not the environment', () => {
  it('site.json overrides are an explicit option; the env does not change the verdict', () => {
    const root = makeSite(baseFiles(), SITE_ASSETS);
    const before = process.env.VITE_GA4_ID_OVERRIDE;
    process.env.VITE_GA4_ID_OVERRIDE = 'G-FROMENV';
    try {
      expect(loadContent(root).site?.analytics.ga4Id).toBe('');
    } finally {
      if (before === undefined) delete process.env.VITE_GA4_ID_OVERRIDE;
      else process.env.VITE_GA4_ID_OVERRIDE = before;
    }
    const overridden = loadContent(root, { siteOverrides: { ga4Id: 'G-TEST123', chatProvider: 'llm' } }).site;
    expect(overridden?.analytics.ga4Id).toBe('G-TEST123');
    expect(overridden?.chat).toEqual({ provider: 'llm', endpoint: '/api/chat' });
    expect(loadContent(root, { siteOverrides: { gtmId: 'not-an-id' } }).errors.map(formatError)).toEqual([
      'pages-config/site.json: analytics.gtmId: gtmId looks like GTM-XXXXXXX',
    ]);
  });

  it("model mode keeps the assistant's picture (site.json chat.avatar)", () => {
    const files = baseFiles();
    const avatar = { src: '/images/logo.svg', width: 96, height: 96, decorative: true };
    files['site.json'] = { ...(files['site.json'] as object), chat: { provider: 'builtin', avatar } };
    const root = makeSite(files, SITE_ASSETS);
    expect(loadContent(root, { siteOverrides: { chatProvider: 'llm' } }).site?.chat).toEqual({
      provider: 'llm',
      endpoint: '/api/chat',
      avatar,
    });
  });

  it('the callers read the overrides from the env with siteOverridesFromEnv', () => {
    expect(
      siteOverridesFromEnv({
        VITE_GA4_ID_OVERRIDE: 'G-1',
        VITE_GTM_ID_OVERRIDE: '',
        VITE_CHAT_PROVIDER_OVERRIDE: 'builtin',
      }),
    ).toEqual({ ga4Id: 'G-1' });
    expect(siteOverridesFromEnv({ VITE_CHAT_PROVIDER_OVERRIDE: 'llm' })).toEqual({ chatProvider: 'llm' });
  });
});
