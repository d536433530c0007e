/**
 * The visual editor's endpoints (dev server only, mounted by
 * vite-plugin-editor.ts): the pages and what the forms need, validation of a
 * draft with every rule `npm run validate` runs, and the one write path.
 *
 * A write is taken only from the dev server's own origin on a loopback host,
 * with the per-run token, as JSON, for a page document under pages-config/
 * (files.ts), valid, and not changed on disk since it was opened; it is
 * written atomically in the files' one form (format.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { pageSchema } from '../../../schemas/page';
import { contentTags } from '../../../schemas/tags';
import { VIDEO_PROVIDERS } from '../../../schemas/video-providers';
import { defaultLocale, isLocale, locales, type Locale } from '../../../schemas/locale';
import type {
  Asset,
  EditorState,
  FieldError,
  LinkTarget,
  OpenedPage,
  PageSummary,
  SaveResult,
  SectionKind,
} from '../../lib/editor/contract';
import { EDITOR_API, TOKEN_HEADER } from '../../lib/editor/contract';
import type { JsonSchema } from '../../lib/editor/json-schema';
import { pageFileIn, pathIn, schemaRefIn } from '../../lib/editor/paths';
import { SITE_VALUE_KEYS } from '../../lib/site-values';
import { CONFIG_DIR, loadContent, MAX_FILE_BYTES, PUBLIC_DIR } from '../content';
import { counterpartRoutes } from '../i18n/pairs';
import { gitChangeTime, translationTable } from '../i18n/translations';
import { mapTagged } from '../tagged';
import { imageFacts } from '../image-facts';
import { formatPage } from './format';
import { pageFile } from './files';
import { writeAtomically } from './files';

export interface EditorApiOptions {
  root: string;
  token: string;
  /** RUNSITE_EDITOR_REMOTE=1: writes through any host name (the peer check is the plugin's). */
  allowRemote?: boolean;
  /** The section types' descriptions and examples (from their stories, loaded by the dev server). */
  sections: () => Promise<SectionKind[]>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
const refuse = (status: number, message: string) => json(status, { ok: false, reason: 'refused', message });

const version = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The page schema with each content tag as `x-tag`: the forms pick their widgets by it. */
export function editorSchema(): JsonSchema {
  return z.toJSONSchema(pageSchema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const t = contentTags.get(zodSchema);
      if (t) (jsonSchema as JsonSchema)['x-tag'] = t.kind;
    },
  }) as JsonSchema;
}

function listAssets(root: string): Asset[] {
  const publicDir = path.join(root, PUBLIC_DIR);
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const abs = path.join(dir, d.name);
      if (d.isSymbolicLink()) return [];
      return d.isDirectory() ? walk(abs) : IMAGE.test(d.name) ? [abs] : [];
    });
  return walk(publicDir)
    .sort()
    .map((abs) => {
      const src = `/${path.relative(publicDir, abs).split(path.sep).join('/')}`;
      const size = imageFacts(fs.readFileSync(abs), abs).size;
      return { src, width: size && Math.round(size.width), height: size && Math.round(size.height) };
    });
}

export function createEditorApi({ root, token, allowRemote = false, sections }: EditorApiOptions) {
  const configDir = path.join(root, CONFIG_DIR);

  function state(): Promise<EditorState> {
    const { pages, files, site, errors } = loadContent(root);
    const table = new Map(translationTable(configDir, gitChangeTime(root)).map((r) => [r.name, r.states]));
    const summaries: PageSummary[] = pages.map((page, i) => ({
      file: files[i],
      locale: page.locale,
      name: path.basename(files[i]),
      path: page.path,
      title: page.meta.title,
      errors: errors.filter((e) => e.file === files[i]).length,
      translations: table.get(path.basename(files[i])) ?? fallbackStates(page.locale),
    }));
    // Files that do not validate are pages too: listed with their error count.
    const known = new Set(summaries.map((s) => s.file));
    for (const e of errors) {
      if (known.has(e.file) || !e.file.startsWith(`${CONFIG_DIR}/`) || e.file.includes('/data/')) continue;
      const target = pageFile(root, e.file);
      if ('refused' in target) continue;
      known.add(e.file);
      summaries.push({
        file: e.file,
        locale: target.locale,
        name: target.name,
        path: undefined,
        title: undefined,
        errors: errors.filter((x) => x.file === e.file).length,
        translations: table.get(target.name) ?? fallbackStates(target.locale),
      });
    }
    const links: LinkTarget[] = pages.flatMap((p) => [
      { href: p.path, label: p.meta.title },
      ...p.sections.flatMap((s) => (s.id ? [{ href: `${p.path}#${s.id}`, label: `${p.meta.title} › #${s.id}` }] : [])),
    ]);
    return sections().then((kinds) => ({
      pages: summaries.sort((a, b) => a.file.localeCompare(b.file)),
      schema: editorSchema(),
      sections: kinds,
      assets: listAssets(root),
      links,
      tokens: site ? [...SITE_VALUE_KEYS] : [],
      site,
      videoProviders: Object.keys(VIDEO_PROVIDERS),
    }));
  }

  function open(file: unknown): OpenedPage | Response {
    const target = pageFile(root, file);
    if ('refused' in target) return refuse(400, target.refused);
    if (!fs.existsSync(target.abs)) return refuse(404, `${target.file} does not exist`);
    const text = fs.readFileSync(target.abs, 'utf8');
    let document: Record<string, unknown>;
    try {
      document = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return refuse(422, `${target.file} is not JSON: fix it in a text editor first (npm run validate says where)`);
    }
    return { file: target.file, document, version: version(text) };
  }

  /**
   * A missing translation started as a copy of `file` in `locale`: its path under the locale's prefix,
   * and each internal link pointing to the page's counterpart in that locale where there is one.
   */
  function translation(file: unknown, locale: unknown): OpenedPage | Response {
    const source = open(file);
    if (source instanceof Response) return source;
    if (typeof locale !== 'string' || !isLocale(locale))
      return refuse(400, 'locale must be one of ' + locales.join(', '));
    const name = path.basename(source.file);
    const target = pageFileIn(locale, name);
    const { pages, files } = loadContent(root);
    // The files are relative to the content root, as loadContent names them.
    const counterparts = counterpartRoutes(
      CONFIG_DIR,
      pages.map((page, i) => ({ file: files[i], page })),
    );
    const prefixed = pathIn(locale, typeof source.document.path === 'string' ? source.document.path : '/');
    const { $schema: _s, locale: _l, path: _p, ...rest } = source.document;
    const moved = mapTagged(pageSchema, rest, 'link', (href) => {
      if (typeof href !== 'string' || !href.startsWith('/')) return href;
      const [route] = href.split('#');
      const other = counterparts.get(route)?.[locale];
      return other ? `${other}${href.slice(route.length)}` : href;
    });
    const document = {
      $schema: schemaRefIn(locale),
      ...(locale === defaultLocale ? {} : { locale }),
      path: prefixed,
      ...moved,
    };
    return { file: target, document, version: '' };
  }

  function check(file: string, document: unknown): { errors: FieldError[]; warnings: FieldError[] } {
    const { errors, warnings } = loadContent(root, { drafts: new Map([[file, document]]) });
    // A warning of this file's, "FILE: PATH: message" (rich text that sanitising changes): shown at its field.
    const own = warnings.flatMap((w) => {
      const m = /^([^:]+): ([^:]+): (.*)$/s.exec(w);
      return m && m[1] === file ? [{ file, path: m[2], message: m[3] }] : [];
    });
    return { errors, warnings: own };
  }
  const validate = (file: string, document: unknown): FieldError[] => check(file, document).errors;

  /** Only the dev server's own page may write: loopback host, same origin, the run's token, JSON. */
  function writeRefusal(request: Request): Response | undefined {
    const url = new URL(request.url);
    const host = request.headers.get('host') ?? '';
    const origin = request.headers.get('origin');
    if (!allowRemote && !LOOPBACK.has(url.hostname))
      return refuse(403, 'the editor writes only through a loopback address');
    if (origin !== `${url.protocol}//${host}`) return refuse(403, 'cross-origin write refused');
    if (request.headers.get(TOKEN_HEADER) !== token) return refuse(403, 'missing or wrong editor token');
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
      return refuse(415, 'send the document as application/json');
    return undefined;
  }

  async function body(request: Request): Promise<Record<string, unknown> | Response> {
    const text = await request.text();
    if (text.length > MAX_FILE_BYTES) return refuse(413, 'the document is larger than a page document may be');
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // answered below
    }
    return refuse(400, 'the body is not a JSON object');
  }

  async function save(request: Request, create: boolean): Promise<Response> {
    const refused = writeRefusal(request);
    if (refused) return refused;
    const input = await body(request);
    if (input instanceof Response) return input;
    const target = pageFile(root, input.file);
    if ('refused' in target) return refuse(400, target.refused);
    const document = input.document;
    if (!document || typeof document !== 'object' || Array.isArray(document))
      return refuse(400, 'document must be a JSON object');
    const exists = fs.existsSync(target.abs);
    if (create && exists) return json(409, { ok: false, reason: 'exists' } satisfies SaveResult);
    if (!create) {
      if (!exists) return refuse(404, `${target.file} does not exist`);
      const current = fs.readFileSync(target.abs, 'utf8');
      // Overwriting a file changed on disk needs the visitor to have seen that version (input.seen).
      const seen = input.force === true ? input.seen : input.version;
      if (version(current) !== seen) {
        const now = open(target.file);
        return json(409, {
          ok: false,
          reason: 'stale',
          current: now instanceof Response ? undefined : now,
        } satisfies SaveResult);
      }
    }
    const errors = validate(target.file, document);
    if (errors.length) return json(422, { ok: false, reason: 'invalid', errors } satisfies SaveResult);
    const text = await formatPage(document);
    writeAtomically(target.abs, text);
    return json(200, { ok: true, version: version(text) } satisfies SaveResult);
  }

  const routes: Record<string, (request: Request) => Promise<Response>> = {
    [`${EDITOR_API}/state`]: async () => json(200, await state()),
    [`${EDITOR_API}/page`]: (request) => {
      const opened = open(new URL(request.url).searchParams.get('file'));
      return Promise.resolve(opened instanceof Response ? opened : json(200, opened));
    },
    [`${EDITOR_API}/translation`]: (request) => {
      const params = new URL(request.url).searchParams;
      const copy = translation(params.get('file'), params.get('locale'));
      return Promise.resolve(copy instanceof Response ? copy : json(200, copy));
    },
    [`${EDITOR_API}/validate`]: async (request) => {
      if (request.method !== 'POST') return refuse(405, 'POST a document to validate');
      const input = await body(request);
      if (input instanceof Response) return input;
      const target = pageFile(root, input.file);
      if ('refused' in target) return refuse(400, target.refused);
      return json(200, check(target.file, input.document));
    },
    [`${EDITOR_API}/save`]: (request) =>
      request.method === 'POST' ? save(request, false) : Promise.resolve(refuse(405, 'POST to save')),
    [`${EDITOR_API}/create`]: (request) =>
      request.method === 'POST' ? save(request, true) : Promise.resolve(refuse(405, 'POST to create')),
  };
  return routes;
}

function fallbackStates(locale: Locale): Record<Locale, 'source' | 'present' | 'missing'> {
  return Object.fromEntries(locales.map((l) => [l, l === locale ? 'present' : 'missing'])) as Record<
    Locale,
    'source' | 'present' | 'missing'
  >;
}
