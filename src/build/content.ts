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
import { fillSiteValuesDeep } from '../lib/site-values';
import type { ContentError } from './content-error';
import {
  checkSchemaRef,
  claimedRoutes,
  listJsonFiles,
  parseDocument,
  readJson,
  sectionTypeErrors,
} from './content-files';
import { rules, type ContentDocument, type RawDocument, type RuleContext } from './rules';
import { sanitizeHtml } from './sanitize';
import { applySiteOverrides, type SiteOverrides } from './site-overrides';
import { mapTagged } from './tagged';

export { formatError, formatJsonPath, type ContentError } from './content-error';
export { MAX_FILE_BYTES } from './content-files';
export { didYouMean } from './did-you-mean';

export interface Content {
  site: Site | undefined;
  pages: Page[];
  /** pages-config/data/chat-knowledge.json, the built-in chat's knowledge. */
  rachel: ChatKnowledge | undefined;
  errors: ContentError[];
  warnings: string[];
}

export interface LoadOptions {
  /** Build-time replacements of site.json values (the callers read them from the env: site-overrides.ts). */
  siteOverrides?: SiteOverrides;
}

export const CONFIG_DIR = 'pages-config';
export const PUBLIC_DIR = 'src/public';
export const SITE_FILE = 'site.json';
/** pages-config/data/ holds non-page content (e.g. Rachel's knowledge); it has its own schemas. */
export const DATA_DIR = 'data';
export const CHAT_KNOWLEDGE_FILE = `${CONFIG_DIR}/${DATA_DIR}/chat-knowledge.json`;

/** The value with its rich text sanitised (the fields its schema tags 'richText'). */
export const sanitizeRichText = <T>(schema: z.ZodType, value: T): T =>
  mapTagged(schema, value, 'richText', (v) => (typeof v === 'string' ? sanitizeHtml(v) : v));

export function loadContent(root: string, options: LoadOptions = {}): Content {
  const errors: ContentError[] = [];
  const configDir = path.join(root, CONFIG_DIR);
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
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
      raw.push({ file: siteFile, value });
      site = parseDocument(siteFile, siteSchema, applySiteOverrides(value, options.siteOverrides), errors);
      if (site) documents.push({ file: siteFile, schema: siteSchema, value: site });
    }
  }

  // page documents: tokens are filled before the schema sees them, so it checks the text a visitor gets
  const dataDir = path.join(configDir, DATA_DIR) + path.sep;
  for (const abs of listJsonFiles(configDir)) {
    if (abs === siteAbs || abs.startsWith(dataDir)) continue;
    const file = rel(abs);
    const value = readJson(abs, file, errors);
    if (value === undefined) {
      routesUnknown = true;
      continue;
    }
    raw.push({ file, value });
    const unknownTypes = sectionTypeErrors(file, value, errors);
    const page = parseDocument(
      file,
      pageSchema,
      site ? fillSiteValuesDeep(value, site) : value,
      errors,
      (p) => p[0] === 'sections' && unknownTypes.has(Number(p[1])),
    );
    if (!page) {
      claimed.push({ file, routes: claimedRoutes(value) });
      continue;
    }
    checkSchemaRef(root, abs, file, page.$schema, 'page.schema.json', errors);
    documents.push({ file, schema: pageSchema, value: page, page });
  }

  // pages-config/data/chat-knowledge.json: the built-in chat's knowledge (optional)
  let rachel: ChatKnowledge | undefined;
  const rachelAbs = path.join(root, CHAT_KNOWLEDGE_FILE);
  if (fs.existsSync(rachelAbs)) {
    const value = readJson(rachelAbs, CHAT_KNOWLEDGE_FILE, errors);
    if (value !== undefined) {
      raw.push({ file: CHAT_KNOWLEDGE_FILE, value, slots: chatKnowledgeSlots });
      rachel = parseDocument(CHAT_KNOWLEDGE_FILE, chatKnowledgeSchema, value, errors);
      if (rachel) {
        checkSchemaRef(root, rachelAbs, CHAT_KNOWLEDGE_FILE, rachel.$schema, 'chat-knowledge.schema.json', errors);
        documents.push({ file: CHAT_KNOWLEDGE_FILE, schema: chatKnowledgeSchema, value: rachel });
      }
    }
  }

  const publicDir = path.join(root, PUBLIC_DIR);
  const ctx: RuleContext = {
    documents,
    raw,
    claimedRoutes: claimed,
    routesUnknown,
    configDir: CONFIG_DIR,
    publicDir: PUBLIC_DIR,
    publicFileExists: (relative) => fs.existsSync(path.join(publicDir, relative)),
  };
  for (const rule of rules) errors.push(...rule(ctx));

  const warnings = site?.placeholders.length
    ? [`site.json placeholders still in use: ${site.placeholders.join(', ')}`]
    : [];
  const pages = documents.flatMap((d) => (d.page ? [sanitizeRichText(pageSchema, d.page)] : []));
  return {
    site: site && sanitizeRichText(siteSchema, site),
    pages,
    rachel: rachel && sanitizeRichText(chatKnowledgeSchema, rachel),
    errors,
    warnings,
  };
}
