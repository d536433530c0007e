/**
 * Loads and validates every document under pages-config/ (Node only: used by
 * the validate CLI, the Vite plugins and the prerenderer), in two stages:
 *   1. each file on its own (content-files.ts): size, JSON syntax, its schema;
 *   2. the cross-file rules (rules/): routes, links, anchors, assets, tokens, ids…
 * Every error is collected, not only the first, so an editor fixes them in one go.
 * The verdict depends on the files and `options` only (no environment).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { pageSchema, type Page } from '../../schemas/page';
import { siteSchema, type Site } from '../../schemas/site';
import { chatKnowledgeSchema, chatKnowledgeSlots, type ChatKnowledge } from '../../schemas/chat-knowledge';
import { defaultLocale, locales, type Locale, type RouteEntry } from '../../schemas/locale';
import { fillSiteValuesDeep } from '../lib/site-values';
import { formatJsonPath, type ContentError } from './content-error';
import { layoutErrors, symlinkErrors } from './content-layout';
import {
  checkSchemaRef,
  claimedRoutes,
  listJsonFiles,
  parseDocument,
  readJson,
  sourceText,
  sectionTypeErrors,
} from './content-files';
import { routeEntries } from './i18n/pairs';
import { rules, type ContentDocument, type RawDocument, type RuleContext } from './rules';
import { translationWarnings } from './rules/translations';
import { ALLOWED_TAGS, removedBy, sanitizeHtml } from './sanitize';
import { applySiteOverrides, type SiteOverrides } from './site-overrides';
import { mapTagged, tagged } from './tagged';

export { formatError, formatJsonPath, type ContentError } from './content-error';
export { MAX_FILE_BYTES } from './content-files';
export { didYouMean } from './did-you-mean';

export interface Content {
  site: Site | undefined;
  pages: Page[];
  /** The file of each page ("pages-config/en/home.json"), in the order of `pages`. */
  files: string[];
  /** Each page's routes, locale and translations (in the order of `pages`). */
  routes: RouteEntry[];
  /** The built-in chat's knowledge per locale: pages-config/data/chat-knowledge.json (Italian), pages-config/<locale>/data/… */
  chat: Partial<Record<Locale, ChatKnowledge>>;
  errors: ContentError[];
  warnings: string[];
}

export interface LoadOptions {
  /** Build-time replacements of site.json values (the callers read them from the env: site-overrides.ts). */
  siteOverrides?: SiteOverrides;
  /**
   * Page documents to check instead of what is on disk, by file ("pages-config/x.json"), including files
   * not written yet: the visual editor validates a draft with every cross-file rule before it saves.
   */
  drafts?: ReadonlyMap<string, unknown>;
}

export const CONFIG_DIR = 'pages-config';
export const PUBLIC_DIR = 'src/public';
export const SITE_FILE = 'site.json';
/** pages-config/data/ (and pages-config/<locale>/data/) hold non-page content (the chat's knowledge); it has its own schemas. */
export const DATA_DIR = 'data';
/** The chat knowledge of a locale: pages-config/data/chat-knowledge.json for Italian, pages-config/en/data/… for English. */
export const chatKnowledgeFile = (locale: Locale) =>
  `${CONFIG_DIR}/${locale === defaultLocale ? '' : `${locale}/`}${DATA_DIR}/chat-knowledge.json`;
export const CHAT_KNOWLEDGE_FILE = chatKnowledgeFile(defaultLocale);

/** The value with its rich text sanitised (the fields its schema tags 'richText'). */
export const sanitizeRichText = <T>(schema: z.ZodType, value: T): T =>
  mapTagged(schema, value, 'richText', (v) => (typeof v === 'string' ? sanitizeHtml(v) : v));

/** Rich text that sanitising would change: what it takes out, per field (the page is still built). */
function sanitizeWarnings(documents: ContentDocument[]): string[] {
  return documents.flatMap((doc) =>
    tagged(doc.schema, doc.value, 'richText').flatMap(({ path: at, value }) => {
      if (typeof value !== 'string') return [];
      const removed = removedBy(value);
      return removed.length
        ? [
            `${doc.file}: ${formatJsonPath(at)}: sanitising removes ${[...new Set(removed)].join(', ')} (only ${ALLOWED_TAGS.join(', ')} with href and target are kept)`,
          ]
        : [];
    }),
  );
}

/** Whether the string at `path` in `value` holds a {token} (a site value). */
function holdsToken(value: unknown, path: readonly PropertyKey[]): boolean {
  const at = path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], value);
  return typeof at === 'string' && /\{[A-Za-z][\w.]*\}/.test(at);
}

/**
 * Whether a document may hold a {token}: a file whose text has none (and no \u escape that could spell
 * one) is not walked to fill them, which most pages are not.
 */
function mayHoldTokens(value: unknown): boolean {
  const source = sourceText(value);
  return source === undefined || /\{[A-Za-z][\w.]*\}|\\u/.test(source);
}

export function loadContent(root: string, options: LoadOptions = {}): Content {
  const errors: ContentError[] = [];
  const configDir = path.join(root, CONFIG_DIR);
  // Paths under the root are cut, not resolved: path.relative on every one of 10,000 files showed in profiles.
  const rootPrefix = path.resolve(root) + path.sep;
  const rel = (abs: string) =>
    (abs.startsWith(rootPrefix) ? abs.slice(rootPrefix.length) : path.relative(root, abs)).split(path.sep).join('/');
  const documents: ContentDocument[] = [];
  const raw: RawDocument[] = [];
  const claimed: RuleContext['claimedRoutes'] = [];
  let routesUnknown = false;

  // site.json
  let site: Site | undefined;
  const siteAbs = path.join(configDir, SITE_FILE);
  const siteFile = rel(siteAbs);
  if (!fs.existsSync(siteAbs)) errors.push({ file: siteFile, path: '$', message: 'site.json is missing' });
  else {
    const value = readJson(siteAbs, siteFile, errors);
    if (value !== undefined) {
      raw.push({ file: siteFile, value, source: sourceText(value) });
      site = parseDocument(siteFile, siteSchema, applySiteOverrides(value, options.siteOverrides), errors);
      if (site) documents.push({ file: siteFile, schema: siteSchema, value: site });
    }
  }

  // folders and names that would silently not be (or wrongly be) pages
  errors.push(...layoutErrors(root, configDir, DATA_DIR));
  const stray = (abs: string) => {
    const parts = path.relative(configDir, abs).split(path.sep).slice(0, -1);
    return (
      parts.length > 1 ||
      (parts.length === 1 && (parts[0] === defaultLocale || !(locales as readonly string[]).includes(parts[0])))
    );
  };

  // page documents: tokens are filled before the schema sees them, so it checks the text a visitor gets
  const inDataDir = (abs: string) => path.relative(configDir, abs).split(path.sep).slice(0, -1).includes(DATA_DIR);
  const drafts = options.drafts ?? new Map<string, unknown>();
  const pageFiles = [...new Set([...listJsonFiles(configDir), ...[...drafts.keys()].map((f) => path.join(root, f))])];
  for (const abs of pageFiles.sort()) {
    if (abs === siteAbs || inDataDir(abs) || stray(abs)) continue;
    const file = rel(abs);
    const value = drafts.has(file) ? drafts.get(file) : readJson(abs, file, errors);
    if (value === undefined) {
      routesUnknown = true;
      continue;
    }
    raw.push({ file, value, source: sourceText(value) });
    const unknownTypes = sectionTypeErrors(file, value, errors);
    // Without a valid site.json its {tokens} stay unfilled: a field holding one is not this page's error
    // (site.json's own errors say what is wrong), so it is not reported twice in another file.
    const page = parseDocument(
      file,
      pageSchema,
      site && mayHoldTokens(value) ? fillSiteValuesDeep(value, site) : value,
      errors,
      (p) => (p[0] === 'sections' && unknownTypes.has(Number(p[1]))) || (!site && holdsToken(value, p)),
    );
    if (!page) {
      claimed.push({ file, routes: claimedRoutes(value) });
      continue;
    }
    checkSchemaRef(root, abs, file, page.$schema, 'page.schema.json', errors);
    documents.push({ file, schema: pageSchema, value: page, page, source: sourceText(value) });
  }

  // the built-in chat's knowledge, per locale (each optional)
  const chat: Content['chat'] = {};
  for (const locale of locales) {
    const file = chatKnowledgeFile(locale);
    const abs = path.join(root, file);
    if (!fs.existsSync(abs)) continue;
    const value = readJson(abs, file, errors);
    if (value === undefined) continue;
    raw.push({ file, value, slots: chatKnowledgeSlots, source: sourceText(value) });
    const knowledge = parseDocument(file, chatKnowledgeSchema, value, errors);
    if (!knowledge) continue;
    checkSchemaRef(root, abs, file, knowledge.$schema, 'chat-knowledge.schema.json', errors);
    documents.push({ file, schema: chatKnowledgeSchema, value: knowledge });
    chat[locale] = sanitizeRichText(chatKnowledgeSchema, knowledge);
  }

  const publicDir = path.join(root, PUBLIC_DIR);
  errors.push(...symlinkErrors(root, publicDir));
  const publicFiles = new Map<string, Buffer | undefined>();
  const publicExists = new Map<string, boolean>();
  const ctx: RuleContext = {
    documents,
    raw,
    claimedRoutes: claimed,
    routesUnknown,
    configDir: CONFIG_DIR,
    publicDir: PUBLIC_DIR,
    publicFileExists: (relative) => {
      let exists = publicExists.get(relative);
      if (exists === undefined) publicExists.set(relative, (exists = fs.existsSync(path.join(publicDir, relative))));
      return exists;
    },
    readPublicFile: (relative) => {
      if (!publicFiles.has(relative)) {
        const abs = path.join(publicDir, relative);
        publicFiles.set(relative, fs.existsSync(abs) && fs.statSync(abs).isFile() ? fs.readFileSync(abs) : undefined);
      }
      return publicFiles.get(relative);
    },
  };
  for (const rule of rules) errors.push(...rule(ctx));

  const warnings = [
    ...(site?.placeholders.length ? [`site.json placeholders still in use: ${site.placeholders.join(', ')}`] : []),
    ...translationWarnings(ctx),
    ...sanitizeWarnings(documents),
  ];
  const located = documents.flatMap((d) =>
    d.page ? [{ file: d.file, page: sanitizeRichText(pageSchema, d.page) }] : [],
  );
  return {
    site: site && sanitizeRichText(siteSchema, site),
    pages: located.map((p) => p.page),
    files: located.map((p) => p.file),
    routes: routeEntries(CONFIG_DIR, located),
    chat,
    errors,
    warnings,
  };
}
