// @vitest-environment node
/** Bad content that validate must refuse (issue 15, points 4–7), each error with file and JSON path. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedSchemas } from '../../schemas/json';
import { heroSchema } from '../../schemas/sections/hero';
import {
  CHAT_KNOWLEDGE_FILE,
  formatError,
  loadContent,
  MAX_FILE_BYTES,
  sanitizeRichText,
} from '../../src/build/content';
import { contentSecurityPolicy } from '../../src/build/security-headers';
import { openChat } from '../../src/lib/chat';
import { baseFiles, makeSite, page, SITE_ASSETS } from './fixtures';
import { must } from '../support/must';
import { resolvePaths } from '../../src/build/paths';

const { contentRoot } = resolvePaths();

const messages = (root: string) => loadContent(root).errors.map(formatError);
const withSite = (patch: (site: Record<string, unknown>) => void) => {
  const files = baseFiles();
  patch(files['site.json'] as Record<string, unknown>);
  return messages(makeSite(files, SITE_ASSETS));
};

describe('image paths stay inside public/ (point 4)', () => {
  it('refuses ".." and "." segments in every asset path, before any file is read', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'trav.json': page('/trav', [
          { type: 'hero', title: 'Su', image: { src: '/../../../secret.svg', width: 10, height: 10, alt: 'Segreto' } },
          {
            type: 'hero',
            title: 'Giù',
            image: { src: '/images/../../secret.svg', width: 10, height: 10, alt: 'Segreto' },
          },
        ]),
      },
      SITE_ASSETS,
    );
    // The file exists just outside public/: it must not become readable.
    fs.writeFileSync(
      path.join(root, 'secret.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><text>segreto</text></svg>',
    );
    const out = messages(root);
    expect(out).toContain(
      'pages-config/trav.json: sections[0].image.src: asset path must not contain "..", "." or "//" segments: only files under public/ can be used',
    );
    expect(out).toContain(
      'pages-config/trav.json: sections[1].image.src: asset path must not contain "..", "." or "//" segments: only files under public/ can be used',
    );
    expect(loadContent(root).pages.map((p) => p.path)).not.toContain('/trav');
  });

  it('refuses the same in meta.image and site.json', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'm.json': page('/m', [{ type: 'hero', title: 'M' }], {
          meta: { title: 'M', description: 'x'.repeat(60), image: '/./../x.png' },
        }),
      },
      SITE_ASSETS,
    );
    expect(messages(root).join('\n')).toContain('pages-config/m.json: meta.image: asset path must not contain');
    expect(withSite((s) => ((s.logo as Record<string, unknown>).src = '/images/../../../etc/logo.svg'))).toContain(
      'pages-config/site.json: logo.src: asset path must not contain "..", "." or "//" segments: only files under public/ can be used',
    );
  });
});

describe('unknown keys are errors with a did-you-mean (point 5)', () => {
  it('reports a misspelt section key at its path', () => {
    const root = makeSite(
      { ...baseFiles(), 'k.json': page('/k', [{ type: 'hero', title: 'Titolo', subtitel: 'Sottotitolo' }]) },
      SITE_ASSETS,
    );
    expect(messages(root)).toEqual([
      'pages-config/k.json: sections[0].subtitel: unknown key "subtitel" (did you mean "subtitle"?)',
    ]);
  });

  it('reports unknown keys deep inside sections, in meta, at the top and in site.json', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'deep.json': page(
          '/deep',
          [
            {
              type: 'list',
              title: 'Lista',
              items: [{ title: 'Uno', txt: 'testo' }],
              button: { label: 'Vai', href: '/', varient: 'tertiary' },
            },
            {
              type: 'featureMedia',
              title: 'F',
              image: { src: '/images/logo.svg', width: 1, height: 1, decorative: true },
              boxes: [{ icon: 'chat', text: 'x', colour: 'red' }],
            },
          ],
          { meta: { title: 'Deep', description: 'x'.repeat(60), descripion: 'y' }, alias: ['/x'] },
        ),
      },
      SITE_ASSETS,
    );
    const out = messages(root);
    expect(out).toContain('pages-config/deep.json: sections[0].items[0].txt: unknown key "txt" (did you mean "text"?)');
    expect(out).toContain(
      'pages-config/deep.json: sections[0].button.varient: unknown key "varient" (did you mean "variant"?)',
    );
    expect(out).toContain(
      'pages-config/deep.json: sections[1].boxes[0].colour: unknown key "colour"; allowed keys: icon, text',
    );
    expect(out).toContain(
      'pages-config/deep.json: meta.descripion: unknown key "descripion" (did you mean "description"?)',
    );
    expect(out).toContain('pages-config/deep.json: alias: unknown key "alias" (did you mean "aliases"?)');
    expect(withSite((s) => ((s.company as Record<string, unknown>).vat = 'IT1'))).toContain(
      'pages-config/site.json: company.vat: unknown key "vat" (did you mean "vatId"?)',
    );
    expect(
      withSite(
        (s) =>
          (s.chat = {
            provider: 'embed',
            embed: { scriptUrl: 'https://w.example/c.js', bubbleSelector: '#b', bubleSelector: '#b' },
          }),
      ),
    ).toContain(
      'pages-config/site.json: chat.embed.bubleSelector: unknown key "bubleSelector" (did you mean "bubbleSelector"?)',
    );
  });

  it('every object in the generated JSON Schemas refuses other keys (so editors flag them too)', () => {
    const open: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}[${i}]`));
      else if (node && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        if (o.type === 'object' && o.properties && o.additionalProperties !== false) open.push(at);
        for (const [k, v] of Object.entries(o)) walk(v, `${at}.${k}`);
      }
    };
    for (const [name, json] of Object.entries(generatedSchemas())) walk(JSON.parse(json), name);
    expect(open).toEqual([]);
  });
});

describe('other gaps (point 6)', () => {
  it('company.mapUrl refuses javascript: and data:', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>']) {
      expect(withSite((s) => ((s.company as Record<string, unknown>).mapUrl = url))).toContain(
        'pages-config/site.json: company.mapUrl: mapUrl must be an http(s) address (javascript: and data: are refused)',
      );
    }
  });

  it('siteUrl refuses characters that would break sitemap.xml and robots.txt', () => {
    for (const url of ['https://a.example/"<>&', 'https://a.example"><script>', 'https://a&b.example']) {
      expect(withSite((s) => (s.siteUrl = url)).join('\n')).toContain(
        'pages-config/site.json: siteUrl: siteUrl must be an https origin',
      );
    }
    expect(withSite((s) => (s.siteUrl = 'https://www.example.it:8443'))).toEqual([]);
  });

  it('an embed bubbleSelector must be a valid CSS selector, and openChat never throws on a bad one', () => {
    const embed = (bubbleSelector: string) =>
      withSite((s) => (s.chat = { provider: 'embed', embed: { scriptUrl: 'https://w.example/c.js', bubbleSelector } }));
    expect(embed('#chat[')).toEqual([
      'pages-config/site.json: chat.embed.bubbleSelector: "#chat[" is not a valid CSS selector',
    ]);
    expect(embed('#chat-widget button.bubble')).toEqual([]);
    expect(() => openChat('#chat[')).not.toThrow();
    expect(openChat('#chat[')).toBe(false);
  });

  it('videoUrl must be on a host the CSP allows, and the CSP allows the host of every accepted videoUrl', () => {
    const video = (videoUrl: string) =>
      messages(
        makeSite(
          {
            ...baseFiles(),
            'v.json': page('/v', [
              {
                type: 'mediaBlock',
                title: 'V',
                image: { src: '/images/logo.svg', width: 1, height: 1, alt: 'V' },
                videoUrl,
              },
            ]),
          },
          SITE_ASSETS,
        ),
      );
    expect(video('https://evil.example/v.mp4').join('\n')).toContain(
      'pages-config/v.json: sections[0].videoUrl: videoUrl must be on one of these hosts: vimeo.com',
    );
    for (const url of ['https://vimeo.com/76979871', 'https://www.youtube.com/watch?v=abc', 'https://youtu.be/abc']) {
      expect(video(url)).toEqual([]);
      const root = makeSite(
        {
          ...baseFiles(),
          'v.json': page('/v', [
            {
              type: 'mediaBlock',
              title: 'V',
              image: { src: '/images/logo.svg', width: 1, height: 1, alt: 'V' },
              videoUrl: url,
            },
          ]),
        },
        SITE_ASSETS,
      );
      const { site, pages } = loadContent(root);
      const frames = contentSecurityPolicy(must(site, 'site.json'), pages).match(/frame-src ([^;]+)/)?.[1] ?? '';
      expect(frames.length, url).toBeGreaterThan(0);
    }
  });

  it('hero labels drop protocol-relative links, backslash tricks and frame targets', () => {
    const label = (text: string) =>
      sanitizeRichText(heroSchema, heroSchema.parse({ type: 'hero', title: 'T', labels: [{ label: 'L', text }] }))
        .labels?.[0].text;
    expect(label('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(label('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
    expect(label('<a href=" //evil.example">x</a>')).toBe('<a>x</a>');
    expect(label('<a href="/chi-siamo" target="_top" rel="opener">x</a>')).toBe('<a href="/chi-siamo">x</a>');
    expect(label('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('the same backslash and "//" tricks are refused in href fields', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        'h.json': page('/h', [
          {
            type: 'hero',
            title: 'H',
            buttons: [
              { label: 'a', href: '/\\evil.example' },
              { label: 'b', href: '//evil.example' },
            ],
          },
        ]),
      },
      SITE_ASSETS,
    );
    const out = messages(root);
    expect(
      out.filter(
        (m) => m.startsWith('pages-config/h.json: sections[0].buttons[') && m.includes('link must start with'),
      ),
    ).toHaveLength(2);
  });

  it('one JSON syntax error is reported with line and column, and causes no errors in other files', () => {
    const broken = '{\n  "path": "/chi-siamo",\n  "meta": { "title": "x" }\n  "sections": []\n}\n';
    const root = makeSite({ ...baseFiles(), 'chi-siamo.json': broken }, SITE_ASSETS);
    expect(messages(root)).toEqual([
      'pages-config/chi-siamo.json: $: invalid JSON at line 4, column 3: unexpected "\\"", expected "," or "}"',
    ]);
    const truncated = makeSite({ ...baseFiles(), 'chi-siamo.json': '{\n  "path": "/chi-siamo",\n' }, SITE_ASSETS);
    expect(messages(truncated)).toEqual([
      'pages-config/chi-siamo.json: $: invalid JSON at line 3, column 1: the file ends too early, expected "\\""',
    ]);
  });

  it('caps content size with clear messages', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ type: 'pageHeading', title: `Sezione ${i}` }));
    const huge = makeSite({ ...baseFiles(), 'huge.json': page('/huge', many) }, SITE_ASSETS);
    const out = messages(huge);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      new RegExp(
        `^pages-config/huge.json: \\$: file is \\d+ KB, the limit is ${MAX_FILE_BYTES / 1024} KB: split the content`,
      ),
    );
    const fifty = Array.from({ length: 50 }, (_, i) => ({ type: 'pageHeading', title: `Sezione ${i}` }));
    expect(messages(makeSite({ ...baseFiles(), 'fifty.json': page('/fifty', fifty) }, SITE_ASSETS))).toEqual([
      'pages-config/fifty.json: sections: a page may have at most 40 sections: split it into more pages',
    ]);
  });
});

describe('unknown {tokens} (point 7)', () => {
  it('reports a token site.json does not define in every text field, with file and path', () => {
    const root = makeSite(
      {
        ...baseFiles(),
        't.json': page(
          '/t',
          [
            { type: 'textBlock', title: 'Scrivici', paragraphs: ['Scrivi a {emial}.', 'Siamo {siteName}.'] },
            { type: 'hero', title: 'Benvenuti da {compnay}', labels: [{ label: 'Sede', text: '<b>{adress}</b>' }] },
          ],
          {
            meta: {
              title: '{sitename}',
              description: 'Una descrizione abbastanza lunga da rispettare il minimo, con {foo}.',
            },
          },
        ),
      },
      SITE_ASSETS,
    );
    const known = 'site.json defines {siteName}, {company}, {vatId}, {address}, {email}, {siteUrl}, {mapUrl}';
    expect(messages(root)).toEqual([
      `pages-config/t.json: meta.title: unknown token "{sitename}" (did you mean "{siteName}"?); ${known}`,
      `pages-config/t.json: meta.description: unknown token "{foo}"; ${known}`,
      `pages-config/t.json: sections[0].paragraphs[0]: unknown token "{emial}" (did you mean "{email}"?); ${known}`,
      `pages-config/t.json: sections[1].title: unknown token "{compnay}" (did you mean "{company}"?); ${known}`,
      `pages-config/t.json: sections[1].labels[0].text: unknown token "{adress}" (did you mean "{address}"?); ${known}`,
    ]);
  });

  it('also when the file spells the braces as \\u escapes, and not in a file that only has JSON braces', () => {
    const text = JSON.stringify(
      page('/t', [{ type: 'textBlock', title: 'Scrivici', paragraphs: ['Scrivi a TOKEN.'] }]),
      null,
      2,
    ).replace('TOKEN', '\\u007bemial\\u007d');
    expect(messages(makeSite({ ...baseFiles(), 't.json': text }, SITE_ASSETS))).toEqual([
      expect.stringMatching(/^pages-config\/t\.json: sections\[0\]\.paragraphs\[0\]: unknown token "\{emial\}"/),
    ]);
    expect(messages(makeSite({ ...baseFiles(), 't.json': text.replace('emial', 'email') }, SITE_ASSETS))).toEqual([]);
  });

  it('also in site.json', () => {
    expect(withSite((s) => ((s.footer as Record<string, unknown>).title = 'Trasformiamo idee con {compny}.'))).toEqual([
      'pages-config/site.json: footer.title: unknown token "{compny}" (did you mean "{company}"?); site.json defines {siteName}, {company}, {vatId}, {address}, {email}, {siteUrl}, {mapUrl}',
    ]);
  });

  it("also in Rachel's knowledge", () => {
    const rachel = JSON.parse(fs.readFileSync(path.join(contentRoot, CHAT_KNOWLEDGE_FILE), 'utf8')) as {
      $schema: string;
      greeting: string;
    };
    rachel.$schema = '../../schemas/generated/chat-knowledge.schema.json';
    rachel.greeting = "Ciao, sono Rachel di {sitenome}, un'assistente AI.";
    const root = makeSite({ ...baseFiles(), 'data/chat-knowledge.json': rachel }, SITE_ASSETS);
    // The fixture site has no /contatti#modulo-contatti, #recapiti, #demo…: leave the link checks (href, leadHref,
    // asked[].section) out.
    expect(messages(root).filter((m) => !/(\.href|Href|\.section): /.test(m))).toEqual([
      'pages-config/data/chat-knowledge.json: greeting: unknown token "{sitenome}" (did you mean "{siteName}"?); site.json defines {siteName}, {company}, {vatId}, {address}, {email}, {siteUrl}, {mapUrl}',
    ]);
  });
});
