// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtAlternates, sitemapClusters } from '../../src/build/i18n/built-alternates';
import { checkHreflang, type PageAlternates } from '../../src/build/i18n/hreflang';
import { sitemapEntries, sitemapXml } from '../../src/build/i18n/sitemap';
import { formatTranslationTable, translationTable } from '../../src/build/i18n/translations';

const it_ = 'https://example.it/chi-siamo';
const en_ = 'https://example.it/en/about';
const cluster = [
  { hreflang: 'it', href: it_ },
  { hreflang: 'en', href: en_ },
  { hreflang: 'x-default', href: it_ },
];
const good: PageAlternates[] = [
  { url: it_, lang: 'it', alternates: cluster },
  { url: en_, lang: 'en', alternates: cluster },
];

describe('hreflang check', () => {
  it('accepts a reciprocal cluster with x-default', () => {
    expect(checkHreflang(good)).toEqual([]);
  });
  it('fails a non-reciprocal pair', () => {
    const broken = [
      good[0],
      {
        ...good[1],
        alternates: [
          { hreflang: 'en', href: en_ },
          { hreflang: 'x-default', href: it_ },
        ],
      },
    ];
    expect(checkHreflang(broken).map((p) => p.message)).toContain(
      `${en_} does not link back as hreflang "it" (not reciprocal)`,
    );
  });
  it('fails a page missing from its own cluster', () => {
    const own = [{ ...good[0], alternates: cluster.filter((a) => a.hreflang !== 'it') }, good[1]];
    expect(checkHreflang(own).some((p) => p.url === it_ && /does not list the page itself/.test(p.message))).toBe(true);
  });
  it('fails a relative URL and a bad language code', () => {
    const bad = [
      {
        url: it_,
        lang: 'italian',
        alternates: [
          { hreflang: 'it', href: '/chi-siamo' },
          { hreflang: 'en_GB', href: en_ },
        ],
      },
    ];
    const messages = checkHreflang(bad).map((p) => p.message);
    expect(messages).toContain('hreflang "it" has a relative URL: /chi-siamo');
    expect(messages).toContain('"en_GB" is not a valid hreflang code');
    expect(messages).toContain('<html lang="italian"> is not a valid language code');
  });
});

describe('hreflang check against the expected clusters', () => {
  const expected = new Map(good.map((p) => [p.url, new Map(cluster.map((a) => [a.hreflang, a.href]))]));

  it('accepts pages carrying exactly their clusters', () => {
    expect(checkHreflang(good, expected)).toEqual([]);
  });

  it('fails a cluster without x-default', () => {
    const noDefault = good.map((p) => ({ ...p, alternates: p.alternates.filter((a) => a.hreflang !== 'x-default') }));
    expect(checkHreflang(noDefault).map((p) => p.message)).toEqual([
      'the cluster has no x-default',
      'the cluster has no x-default',
    ]);
  });

  it('fails translated pages that carry no links at all (vacuous without the expected clusters)', () => {
    const bare = good.map((p) => ({ ...p, alternates: [] }));
    expect(checkHreflang(bare)).toEqual([]);
    expect(checkHreflang(bare, expected).map((p) => p.url)).toEqual([it_, en_]);
    expect(checkHreflang(bare, expected)[0].message).toBe(
      `hreflang links are none; expected it=${it_}, en=${en_}, x-default=${it_}`,
    );
  });

  it('reads the pages and the sitemap of a built folder, leaving out aliases and the 404 page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-'));
    const head = (url: string, lang: string, links: string) =>
      `<!doctype html><html lang="${lang}"><head><link rel="canonical" href="${url}"/>${links}</head><body></body></html>`;
    const links = cluster.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`).join('');
    const files: Record<string, string> = {
      'chi-siamo/index.html': head(it_, 'it', links),
      'azienda/index.html': head(it_, 'it', links),
      'en/about/index.html': head(en_, 'en', links),
      '404.html': head('https://example.it/404', 'it', ''),
      'sitemap.xml': sitemapXml(
        'https://example.it',
        [
          {
            path: '/chi-siamo',
            alternates: cluster.map((a) => ({ hreflang: a.hreflang, path: new URL(a.href).pathname })),
          },
          {
            path: '/en/about',
            alternates: cluster.map((a) => ({ hreflang: a.hreflang, path: new URL(a.href).pathname })),
          },
        ],
        '2026-11-23',
      ),
    };
    for (const [f, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), text);
    }
    const pages = builtAlternates(dir);
    expect(pages).toEqual(good);
    expect(checkHreflang(pages, sitemapClusters(dir))).toEqual([]);
    // The English page names no Italian page: not reciprocal, and no longer what the sitemap says.
    fs.writeFileSync(
      path.join(dir, 'en/about/index.html'),
      head(en_, 'en', links.replace(it_, 'https://example.it/altro')),
    );
    expect(checkHreflang(builtAlternates(dir), sitemapClusters(dir)).map((p) => p.url)).toContain(en_);
  });
});

describe('sitemap with alternates', () => {
  it('lists each page with its xhtml:link alternates and absolute URLs', () => {
    const xml = sitemapXml(
      'https://example.it',
      [
        {
          path: '/chi-siamo',
          alternates: [
            { hreflang: 'it', path: '/chi-siamo' },
            { hreflang: 'en', path: '/en/about' },
          ],
        },
      ],
      '2026-11-23',
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://example.it/chi-siamo</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.it/en/about"/>');
  });
});

describe('sitemap entries from the routes', () => {
  it('give each canonical page its cluster with x-default on the Italian page, and none to an untranslated page', () => {
    const entries = sitemapEntries([
      { path: '/en/about', aliases: [], locale: 'en', alternates: { it: '/chi-siamo', en: '/en/about' } },
      { path: '/chi-siamo', aliases: ['/azienda'], locale: 'it', alternates: { it: '/chi-siamo', en: '/en/about' } },
      { path: '/blog', aliases: [], locale: 'it', alternates: { it: '/blog' } },
      { path: '/en/careers', aliases: [], locale: 'en', alternates: { en: '/en/careers' } },
    ]);
    const cluster = [
      { hreflang: 'it', path: '/chi-siamo' },
      { hreflang: 'en', path: '/en/about' },
      { hreflang: 'x-default', path: '/chi-siamo' },
    ];
    expect(entries).toEqual([
      { path: '/blog', alternates: [] },
      { path: '/chi-siamo', alternates: cluster },
      { path: '/en/about', alternates: cluster },
      { path: '/en/careers', alternates: [] },
    ]);
    const xml = sitemapXml('https://example.it', entries, '2026-11-23');
    expect(xml).not.toContain('/azienda');
    expect(xml.match(/hreflang="x-default" href="https:\/\/example\.it\/chi-siamo"/g)).toHaveLength(2);
  });
});

describe('translation table', () => {
  it('marks each page present, missing, or changed since its translation', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tr-'));
    fs.mkdirSync(path.join(dir, 'en'));
    for (const f of ['a.json', 'b.json', 'c.json', 'site.json']) fs.writeFileSync(path.join(dir, f), '{}');
    for (const f of ['a.json', 'b.json']) fs.writeFileSync(path.join(dir, 'en', f), '{}');
    const times: Record<string, number> = {
      [path.join(dir, 'a.json')]: 1,
      [path.join(dir, 'en', 'a.json')]: 2,
      [path.join(dir, 'b.json')]: 5,
      [path.join(dir, 'en', 'b.json')]: 3,
    };
    const rows = translationTable(dir, (f) => times[f] ?? 0);
    expect(rows.map((r) => [r.name, r.states.it, r.states.en])).toEqual([
      ['a.json', 'source', 'present'],
      ['b.json', 'source', 'source changed'],
      ['c.json', 'source', 'missing'],
    ]);
    expect(formatTranslationTable(rows)).toMatch(/b\.json\s+source\s+source changed/);
  });
});
