/**
 * The English edition's content (issue 17): pages-config/en/ pairs each
 * Italian document by file name, lives under /en, links only to English pages
 * (same anchors as the Italian), validates, and the English site values, chat
 * knowledge and legal texts mirror the Italian ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatKnowledgeFile, formatError, loadContent } from '../../src/build/content';
import { resolvePaths } from '../../src/build/paths';
import { idsOf } from '../../src/build/rules/route-index';
import { localeOfPath } from '../../schemas/locale';
import { legalDocuments as legalIt } from '../../src/i18n/legal.it';
import { legalDocuments as legalEn } from '../../src/i18n/legal.en';

const IT_DIR = 'pages-config';
const EN_DIR = 'pages-config/en';
/** Files under pages-config/ that are not page documents. */
const NOT_PAGES = new Set(['site.json']);

const pageFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !NOT_PAGES.has(f))
    .sort();
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const itFiles = pageFiles(IT_DIR);
const enFiles = pageFiles(EN_DIR);

interface RawSection {
  type: string;
  id?: string;
  kind?: string;
  product?: string;
}
interface RawPage {
  path: string;
  aliases?: string[];
  sections: RawSection[];
}
const raw = (dir: string, file: string) => readJson(path.join(dir, file)) as RawPage;

const isEnglishRoute = (route: string) => localeOfPath(route) === 'en';
/** An href that stays on this site: "/…" (not "//host"). Anchors, "site:", mailto: and https: are not routes. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** Italian route -> English route, from the file-name pairing (path and aliases alike). */
const counterpart = new Map<string, string>();
for (const f of itFiles.filter((f) => enFiles.includes(f))) {
  const it = raw(IT_DIR, f);
  const en = raw(EN_DIR, f);
  counterpart.set(it.path, en.path);
  (it.aliases ?? []).forEach((a, i) => counterpart.set(a, en.aliases?.[i] ?? ''));
}
const translate = (href: string) => {
  const [p] = href.split('#');
  const target = counterpart.get(p);
  return target === undefined ? undefined : target + href.slice(p.length);
};

/** Every string under a key named `key`, with its path (links are "href", "leadHref", "materialsHref"). */
function collect(value: unknown, key: string, at: string[] = []): { path: string[]; value: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => collect(v, key, [...at, String(i)]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === key && typeof v === 'string' ? [{ path: [...at, k], value: v }] : collect(v, key, [...at, k]),
  );
}

const content = loadContent(resolvePaths().contentRoot);
const site = content.site;
const chatEn = content.chat.en;
if (!site || !chatEn) throw new Error('site.json and the English chat knowledge must be valid');
const siteEn = site.locales.en;
if (!siteEn) throw new Error('site.json must have English values (locales.en)');
/** English route -> its section ids, to check the links of the site values and the chat knowledge. */
const enIds = new Map(
  content.pages
    .filter((p) => isEnglishRoute(p.path))
    .flatMap((p) => [p.path, ...p.aliases].map((r) => [r, idsOf(p)] as const)),
);
/** Why an internal link from English content is wrong, or undefined. */
function badEnglishLink(href: string): string | undefined {
  if (!isInternal(href)) return undefined;
  const [p, hash] = href.split('#');
  if (!isEnglishRoute(p)) return `${href} is not under /en`;
  const ids = enIds.get(p);
  if (!ids) return `${href} matches no English page`;
  if (hash && !ids.has(hash)) return `${href}: no section #${hash} on ${p}`;
  return undefined;
}

/** Strings that read as Italian (two or more Italian function words): a text left untranslated. */
const ITALIAN = /\b(il|lo|gli|della|delle|degli|dei|nel|nella|che|sono|una|non|più|questo|anche|tuo|tua)\b/gi;
/** Keys whose values are identifiers or fixed values, not copy ("product" posts the Italian value on purpose). */
const NOT_COPY = new Set([
  '$schema',
  'src',
  'href',
  'id',
  'type',
  'product',
  'kind',
  'variant',
  'icon',
  'action',
  'document',
]);
function italianLooking(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return (value.match(ITALIAN)?.length ?? 0) >= 2 ? [`${at}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => italianLooking(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (NOT_COPY.has(k) ? [] : italianLooking(v, `${at}.${k}`)));
  return [];
}

describe('English page documents (pages-config/en/)', () => {
  it('pair every Italian page document by file name, and vice versa', () => {
    expect(itFiles.length).toBeGreaterThan(0);
    expect(enFiles).toEqual(itFiles);
  });

  it('live under /en, paths and aliases alike, one English alias per Italian alias', () => {
    for (const f of enFiles) {
      const en = raw(EN_DIR, f);
      for (const route of [en.path, ...(en.aliases ?? [])]) expect(isEnglishRoute(route), `${f}: ${route}`).toBe(true);
      expect(en.aliases?.length ?? 0, f).toBe(raw(IT_DIR, f).aliases?.length ?? 0);
    }
    expect(raw(EN_DIR, 'home.json').path).toBe('/en');
  });

  it('link only to English pages, each the counterpart of the Italian link with the same anchor', () => {
    const wrong: string[] = [];
    for (const f of enFiles) {
      const itLinks = new Map(collect(raw(IT_DIR, f), 'href').map((h) => [h.path.join('.'), h.value]));
      for (const h of collect(raw(EN_DIR, f), 'href')) {
        const at = `${f}: ${h.path.join('.')}`;
        const itHref = itLinks.get(h.path.join('.'));
        if (isInternal(h.value) && !isEnglishRoute(h.value.split('#')[0]))
          wrong.push(`${at}: ${h.value} is not under /en`);
        else if (itHref === undefined) wrong.push(`${at}: the Italian document has no link here`);
        else if (isInternal(itHref) ? translate(itHref) !== h.value : itHref !== h.value)
          wrong.push(`${at}: ${h.value}, expected ${translate(itHref) ?? itHref}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keep the Italian sections in the same order, with the same ids, kinds and product values', () => {
    const shape = (p: RawPage) => p.sections.map((s) => [s.type, s.id, s.kind, s.product]);
    for (const f of enFiles) expect(shape(raw(EN_DIR, f)), f).toEqual(shape(raw(IT_DIR, f)));
  });

  it('validate with the content loader, with the right $schema', () => {
    const enErrors = content.errors.filter((e) => e.file.startsWith(`${EN_DIR}/`)).map(formatError);
    expect(enErrors).toEqual([]);
    for (const f of enFiles) {
      const doc = readJson(path.join(EN_DIR, f)) as { $schema?: string; locale?: string };
      expect(doc.$schema, f).toBe('../../schemas/generated/page.schema.json');
      expect(doc.locale, f).toBe('en');
    }
    expect([...enIds.keys()]).toContain('/en/products/cyberpandino');
  });

  it('leave no Italian copy behind', () => {
    // The detector does flag Italian: every Italian document with copy trips it.
    for (const f of ['home.json', 'contatti.json', 'runvoice.json'])
      expect(italianLooking(readJson(path.join(IT_DIR, f))).length, f).toBeGreaterThan(0);
    expect(enFiles.flatMap((f) => italianLooking(readJson(path.join(EN_DIR, f)), f))).toEqual([]);
  });
});

describe("English site values (site.json's locales.en)", () => {
  const siteRaw = readJson(path.join(IT_DIR, 'site.json')) as Record<string, unknown>;
  const keysOf = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(keysOf)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keysOf(x)]))
        : typeof v;

  it('override only keys site.json has, with the same structure (menus as long as the Italian ones)', () => {
    for (const [key, value] of Object.entries(siteEn)) expect(keysOf(value), key).toEqual(keysOf(siteRaw[key]));
    expect(Object.keys(siteEn).sort()).toEqual(['description', 'footer', 'header', 'locale']);
    expect(siteEn.locale).toBe('en_GB');
  });

  it('link to English pages only', () => {
    expect(collect(siteEn, 'href').flatMap((h) => badEnglishLink(h.value) ?? [])).toEqual([]);
    expect(italianLooking(siteEn)).toEqual([]);
  });
});

describe("Rachel's English knowledge (pages-config/en/data/chat-knowledge.json)", () => {
  it('validates with the content loader (schema, known placeholders, links), with the same assistant', () => {
    const file = chatKnowledgeFile('en');
    expect(file).toBe('pages-config/en/data/chat-knowledge.json');
    expect(content.errors.filter((e) => e.file === file).map(formatError)).toEqual([]);
    expect(chatEn.assistantName).toBe(content.chat.it?.assistantName);
  });

  it('links to English pages and sections only, and covers every Italian entry and product', () => {
    // Products' leadHref and materialsHref are links too (the loader's check only looks at "href").
    const links = ['href', 'leadHref', 'materialsHref'].flatMap((k) => collect(chatEn, k));
    expect(links.length).toBeGreaterThan(chatEn.products.length * 3);
    expect(links.flatMap((h) => badEnglishLink(h.value) ?? [])).toEqual([]);
    const rachel = content.chat.it;
    expect(chatEn.entries.map((e) => e.id)).toEqual(rachel?.entries.map((e) => e.id));
    // Whether an entry answers or says the site does not publish it is one fact in both languages.
    const kinds = (k: typeof chatEn | undefined) => k?.entries.map((e) => [e.id, e.kind, e.productLink]);
    expect(kinds(chatEn)).toEqual(kinds(rachel));
    expect(chatEn.products.map((p) => [p.name, p.variants])).toEqual(rachel?.products.map((p) => [p.name, p.variants]));
    expect(italianLooking(chatEn)).toEqual([]);
  });
});

describe('English legal texts (src/i18n/legal.en.ts)', () => {
  it('have the Italian documents, date, sections and cookie-panel button', () => {
    const outline = (docs: typeof legalIt) =>
      Object.entries(docs).map(([k, d]) => [
        k,
        d.updated.iso,
        d.sections.map((s) => [s.body.map((b) => (typeof b === 'string' ? 'p' : b.length)), s.action]),
      ]);
    expect(outline(legalEn)).toEqual(outline(legalIt));
    expect(italianLooking(legalEn)).toEqual([]);
  });
});
