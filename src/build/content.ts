/**
 * Loads and validates every document under pages-config/ (Node only: used by
 * the validate CLI, the Vite plugin and the prerenderer). Collects every
 * error instead of stopping at the first, so an editor fixes them in one go.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { pageSchema, type Page } from '../../schemas/page';
import { sectionTypes } from '../../schemas/section';
import { siteSchema, type Site } from '../../schemas/site';
import { rachelSchema, rachelSlots, type Rachel } from '../../schemas/rachel';
import { didYouMean } from './did-you-mean';
import { findJsonSyntaxError } from './json-syntax';
import { checkPlaceholders, checkSelector } from './content-checks';
import { unknownKeyMessage } from './unknown-keys';
import { fillSiteValuesDeep } from '../lib/site-values';

export interface ContentError {
  file: string;
  path: string;
  message: string;
}

export interface Content {
  site: Site | undefined;
  pages: Page[];
  /** pages-config/data/rachel.json, the built-in chat's knowledge. */
  rachel: Rachel | undefined;
  errors: ContentError[];
  warnings: string[];
}

export const CONFIG_DIR = 'pages-config';
export const PUBLIC_DIR = 'src/public';
export const SITE_FILE = 'site.json';
/** pages-config/data/ holds non-page content (e.g. Rachel's knowledge); it has its own schemas. */
export const DATA_DIR = 'data';
export const RACHEL_FILE = `${CONFIG_DIR}/${DATA_DIR}/rachel.json`;

export function formatJsonPath(parts: readonly PropertyKey[]): string {
  if (parts.length === 0) return '$';
  return parts
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

export function formatError(e: ContentError): string {
  return `${e.file}: ${e.path}: ${e.message}`;
}

export { didYouMean };

function listJsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? listJsonFiles(path.join(dir, d.name)) : d.name.endsWith('.json') ? [path.join(dir, d.name)] : []))
    .sort();
}

/** A document larger than this is refused: it would build a page no visitor can load. */
export const MAX_FILE_BYTES = 256 * 1024;

function readJson(abs: string, file: string, errors: ContentError[]): unknown {
  const size = fs.statSync(abs).size;
  if (size > MAX_FILE_BYTES) {
    const kb = (n: number) => `${Math.round(n / 1024)} KB`;
    errors.push({ file, path: '$', message: `file is ${kb(size)}, the limit is ${kb(MAX_FILE_BYTES)}: split the content into more pages or shorter sections` });
    return undefined;
  }
  const text = fs.readFileSync(abs, 'utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    const at = findJsonSyntaxError(text);
    const message = at ? `invalid JSON at line ${at.line}, column ${at.column}: ${at.message}` : `invalid JSON: ${(err as Error).message}`;
    errors.push({ file, path: '$', message });
    return undefined;
  }
}

/** zod issues as errors; an unknown key becomes one error per key, at the key, with a did-you-mean. */
function zodErrors(file: string, schema: z.ZodType, raw: unknown, error: z.ZodError, skip: (p: readonly PropertyKey[]) => boolean): ContentError[] {
  return error.issues
    .filter((i) => !skip(i.path))
    .flatMap((i) =>
      i.code === 'unrecognized_keys'
        ? i.keys.map((key) => ({ file, path: formatJsonPath([...i.path, key]), message: unknownKeyMessage(schema, raw, i.path, key) }))
        : [{ file, path: formatJsonPath(i.path), message: i.message }],
    );
}

/** Every "{key}" a text names must be defined by site.json. */
const placeholderErrors = (file: string, doc: unknown, slots?: (at: PropertyKey[]) => readonly string[]): ContentError[] =>
  checkPlaceholders(doc, slots).map((p) => ({ file, path: formatJsonPath(p.at), message: p.message }));

/** `$schema` must point at the generated JSON Schema, relative to the file, so editors autocomplete the fields. */
function checkSchemaRef(root: string, abs: string, file: string, actual: string | undefined, schemaFile: string, errors: ContentError[]) {
  const expected = path.relative(path.dirname(abs), path.join(root, 'schemas/generated', schemaFile)).split(path.sep).join('/');
  if (actual !== expected) errors.push({ file, path: '$schema', message: `must be "${expected}" so editors autocomplete the fields` });
}

/** pages-config/data/rachel.json: the built-in chat's knowledge (optional; invalid = errors, undefined). */
function loadRachel(root: string, errors: ContentError[]): Rachel | undefined {
  const abs = path.join(root, RACHEL_FILE);
  if (!fs.existsSync(abs)) return undefined;
  const raw = readJson(abs, RACHEL_FILE, errors);
  if (raw === undefined) return undefined;
  const parsed = rachelSchema.safeParse(raw);
  if (!parsed.success) {
    errors.push(...zodErrors(RACHEL_FILE, rachelSchema, raw, parsed.error, () => false));
    return undefined;
  }
  checkSchemaRef(root, abs, RACHEL_FILE, parsed.data.$schema, 'rachel.schema.json', errors);
  return parsed.data;
}

/** Every value under a key named `key`, with its JSON path. */
export function collect(value: unknown, key: string, at: PropertyKey[] = []): { path: PropertyKey[]; value: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => collect(v, key, [...at, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      k === key && typeof v === 'string' ? [{ path: [...at, k], value: v }] : collect(v, key, [...at, k]),
    );
  }
  return [];
}

/**
 * Build-time overrides of site.json's analytics ids (VITE_GA4_ID_OVERRIDE,
 * VITE_GTM_ID_OVERRIDE), for tests and staging builds; validated like the file.
 */
function withAnalyticsOverride(raw: unknown): unknown {
  const ga4Id = process.env.VITE_GA4_ID_OVERRIDE;
  const gtmId = process.env.VITE_GTM_ID_OVERRIDE;
  if ((!ga4Id && !gtmId) || !raw || typeof raw !== 'object') return raw;
  const site = raw as { analytics?: Record<string, unknown> };
  return { ...site, analytics: { ...site.analytics, ...(ga4Id && { ga4Id }), ...(gtmId && { gtmId }) } };
}

/** Build-time switch of Rachel to model mode (VITE_CHAT_PROVIDER_OVERRIDE=llm), for tests and staging builds. */
function withChatOverride(raw: unknown): unknown {
  if (process.env.VITE_CHAT_PROVIDER_OVERRIDE !== 'llm' || !raw || typeof raw !== 'object') return raw;
  return { ...raw, chat: { provider: 'llm', endpoint: '/api/chat' } };
}

export function loadContent(root = process.cwd()): Content {
  const errors: ContentError[] = [];
  const warnings: string[] = [];
  const configDir = path.join(root, CONFIG_DIR);
  const files = listJsonFiles(configDir);
  const rel = (abs: string) => path.relative(root, abs).split(path.sep).join('/');

  // site.json
  let site: Site | undefined;
  const siteAbs = path.join(configDir, SITE_FILE);
  const siteFile = rel(siteAbs);
  if (!fs.existsSync(siteAbs)) {
    errors.push({ file: siteFile, path: '$', message: 'site.json is missing' });
  } else {
    const raw = readJson(siteAbs, siteFile, errors);
    if (raw !== undefined) {
      errors.push(...placeholderErrors(siteFile, raw));
      const input = withChatOverride(withAnalyticsOverride(raw));
      const parsed = siteSchema.safeParse(input);
      if (parsed.success) site = parsed.data;
      else errors.push(...zodErrors(siteFile, siteSchema, input, parsed.error, () => false));
    }
  }

  // page documents
  const pages: { file: string; page: Page }[] = [];
  /** Routes of documents that failed validation: still routes, so links to them don't cascade into errors. */
  const invalidRoutes: { file: string; routes: string[] }[] = [];
  /** A document that is not JSON may claim any route: links that match none are then not reported. */
  let routesUnknown = false;
  const dataDir = path.join(configDir, DATA_DIR) + path.sep;
  for (const abs of files) {
    if (abs === siteAbs || abs.startsWith(dataDir)) continue;
    const file = rel(abs);
    const raw = readJson(abs, file, errors);
    if (raw === undefined) {
      routesUnknown = true;
      continue;
    }
    errors.push(...placeholderErrors(file, raw));
    const unknownAt = new Set<number>();
    const rawSections = (raw as { sections?: unknown }).sections;
    if (Array.isArray(rawSections)) {
      rawSections.forEach((s, i) => {
        const type = (s as { type?: unknown })?.type;
        if (typeof type !== 'string' || !(sectionTypes as string[]).includes(type)) {
          unknownAt.add(i);
          const hint = typeof type === 'string' ? didYouMean(type, sectionTypes) : undefined;
          errors.push({
            file,
            path: formatJsonPath(['sections', i, 'type']),
            message:
              `unknown section type ${JSON.stringify(type)}` +
              (hint ? ` (did you mean "${hint}"?)` : `; known types: ${sectionTypes.join(', ')}`),
          });
        }
      });
    }
    const parsed = pageSchema.safeParse(raw);
    if (!parsed.success) {
      errors.push(...zodErrors(file, pageSchema, raw, parsed.error, (p) => p[0] === 'sections' && unknownAt.has(Number(p[1]))));
      const { path: claimed, aliases } = raw as { path?: unknown; aliases?: unknown };
      const list = [claimed, ...(Array.isArray(aliases) ? aliases : [])].filter((r): r is string => typeof r === 'string');
      invalidRoutes.push({ file, routes: list });
      continue;
    }
    checkSchemaRef(root, abs, file, parsed.data.$schema, 'page.schema.json', errors);
    pages.push({ file, page: site ? fillSiteValuesDeep(parsed.data, site) : parsed.data });
  }

  // routes: a path or alias belongs to one document only
  const routes = new Map<string, string>();
  for (const { file, page } of pages) {
    [page.path, ...page.aliases].forEach((route, i) => {
      const owner = routes.get(route);
      if (owner) {
        errors.push({ file, path: i === 0 ? 'path' : formatJsonPath(['aliases', i - 1]), message: `route "${route}" is already claimed by ${owner}` });
      } else routes.set(route, file);
    });
  }
  const idsByRoute = new Map<string, Set<string> | 'unknown'>();
  for (const { page } of pages) {
    const ids = new Set(page.sections.flatMap((s) => (s.id ? [s.id] : [])));
    for (const r of [page.path, ...page.aliases]) idsByRoute.set(r, ids);
  }
  for (const { file, routes: claimed } of invalidRoutes) {
    for (const r of claimed) {
      if (!routes.has(r)) routes.set(r, file);
      if (!idsByRoute.has(r)) idsByRoute.set(r, 'unknown'); // its anchors are checked once it validates
    }
  }

  const checkHref = (file: string, at: PropertyKey[], value: string, ownIds?: Set<string>) => {
    if (value.startsWith('#')) {
      if (!ownIds) errors.push({ file, path: formatJsonPath(at), message: `anchor "${value}" cannot be used here: use "/page#id"` });
      else if (!ownIds.has(value.slice(1)))
        errors.push({ file, path: formatJsonPath(at), message: `anchor "${value}" matches no section id on this page` });
      return;
    }
    if (!value.startsWith('/')) return;
    const [pathname, hash] = value.split('#');
    const ids = idsByRoute.get(pathname);
    if (!ids) {
      if (routesUnknown) return;
      const hint = didYouMean(pathname, [...routes.keys()]);
      errors.push({ file, path: formatJsonPath(at), message: `internal link "${value}" matches no page${hint ? ` (did you mean "${hint}"?)` : ''}` });
    } else if (hash && ids !== 'unknown' && !ids.has(hash)) {
      errors.push({ file, path: formatJsonPath(at), message: `anchor "#${hash}" matches no section id on ${pathname}` });
    }
  };
  const checkAsset = (file: string, at: PropertyKey[], value: string) => {
    if (!value.startsWith('/')) return;
    const publicDir = path.resolve(root, PUBLIC_DIR);
    const target = path.resolve(publicDir, `.${value}`);
    if (!target.startsWith(publicDir + path.sep)) {
      errors.push({ file, path: formatJsonPath(at), message: `file "${value}" is outside ${PUBLIC_DIR}/` });
    } else if (!fs.existsSync(target)) {
      errors.push({ file, path: formatJsonPath(at), message: `file "${value}" does not exist under ${PUBLIC_DIR}/` });
    }
  };

  for (const { file, page } of pages) {
    const own = idsByRoute.get(page.path);
    const ids = own === 'unknown' ? undefined : own;
    page.sections.forEach((s, i) => {
      for (const h of collect(s, 'href')) checkHref(file, ['sections', i, ...h.path], h.value, ids);
      for (const a of collect(s, 'src')) checkAsset(file, ['sections', i, ...a.path], a.value);
    });
    if (page.meta.image) checkAsset(file, ['meta', 'image'], page.meta.image);
    const seen = new Set<string>();
    page.sections.forEach((s, i) => {
      if (!s.id) return;
      if (seen.has(s.id)) errors.push({ file, path: formatJsonPath(['sections', i, 'id']), message: `id "${s.id}" is used twice on this page` });
      seen.add(s.id);
    });
  }
  if (site) {
    for (const h of collect(site, 'href')) checkHref(siteFile, h.path, h.value);
    for (const a of collect(site, 'src')) checkAsset(siteFile, a.path, a.value);
    if (site.chat.provider === 'embed') {
      const problem = checkSelector(site.chat.embed.bubbleSelector);
      if (problem) errors.push({ file: siteFile, path: 'chat.embed.bubbleSelector', message: problem });
    }
    if (site.placeholders.length) warnings.push(`site.json placeholders still in use: ${site.placeholders.join(', ')}`);
  }
  const rachel = loadRachel(root, errors);
  if (rachel) errors.push(...placeholderErrors(RACHEL_FILE, rachel, rachelSlots));
  if (rachel) for (const h of collect(rachel, 'href')) checkHref(RACHEL_FILE, h.path, h.value);
  if (!routes.has('/')) errors.push({ file: CONFIG_DIR, path: '$', message: 'no document has path "/"' });

  return { site, pages: pages.map((p) => p.page), rachel, errors, warnings };
}
