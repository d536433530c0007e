/**
 * The chat assistant's retrieval indexes (src/build/chat-index.ts), one per locale with chat
 * knowledge, as static assets: the build writes assets/chat-index.<hash>.json for each, the dev
 * server serves them fresh from pages-config/. "virtual:chat-index" only knows their URLs
 * (`indexUrls[locale]`; `indexUrl` is the Italian one), so neither the index nor the chat code is
 * in the initial bundle: the chat fetches its page's locale's index when it opens. The build also
 * writes chat-indexes.json (every locale's, for server functions). The dev and preview servers
 * answer POST /api/chat (model mode, src/server/chat-handler.ts).
 */
import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Plugin } from 'vite';
import { defaultLocale, locales, type Locale } from '../../schemas/locale';
import { chatKnowledgeFile, formatError, loadContent } from './content';
import type { ChatIndex } from '../lib/chat/retrieve';
import { fromWire, toWire, type WireChatIndex } from '../lib/chat/wire';
import { CHAT_PATH, createChatHandler, envConfig, indexFor } from '../server/chat-handler';
import { fetchMiddleware } from '../server/node-adapter';
import { buildChatIndex } from './chat-index';
import type { Paths } from './paths';

const VIRTUAL_ID = 'virtual:chat-index';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const devUrl = (locale: Locale) => `/@chat-index/${locale}.json`;
/** Every locale's index in one file, for server functions that bundle it (README "The chat assistant"). */
export const CHAT_INDEXES_FILE = 'chat-indexes.json';

export type ChatIndexes = Partial<Record<Locale, ChatIndex>>;

/** The index of every locale that has chat knowledge; the default locale's is required. */
export function loadChatIndexes(contentRoot: string): ChatIndexes {
  const { pages, routes, site, chat, errors } = loadContent(contentRoot);
  if (errors.length) throw new Error(`pages-config/ is invalid:\n${errors.map(formatError).join('\n')}`);
  if (!site || !chat[defaultLocale])
    throw new Error(`${chatKnowledgeFile(defaultLocale)} is missing: the built-in chat needs it`);
  const indexes: ChatIndexes = {};
  for (const locale of locales) {
    if (chat[locale]) indexes[locale] = buildChatIndex({ pages, routes, site, chat }, locale);
  }
  return indexes;
}

/** One locale's index (the default locale's when that locale has no knowledge of its own). */
export function loadChatIndex(contentRoot: string, locale: Locale = defaultLocale): ChatIndex {
  const indexes = loadChatIndexes(contentRoot);
  const index = indexes[locale] ?? indexes[defaultLocale];
  if (!index) throw new Error(`${chatKnowledgeFile(defaultLocale)} is missing: the built-in chat needs it`);
  return index;
}

/**
 * The index as the browser gets it: in columns, without what it derives (src/lib/chat/wire.ts),
 * JSON in ASCII, every other character escaped (\u00e8). The page's
 * text has typographic quotes and dashes beyond Latin-1, which made the browser decode the whole file
 * to two-byte text before parsing it: 29 -> 21 ms for fetch and parse of the Italian index here, on
 * the chat's first open. Gzip takes most of the escapes back (+0.2 KiB, to 36.8 KiB).
 * Throws unless the browser reads back this very index, so a reply can never differ for the format.
 */
export function serializeChatIndex(index: ChatIndex): string {
  const json = asciiJson(toWire(index));
  if (!isDeepStrictEqual(fromWire(JSON.parse(json) as WireChatIndex), JSON.parse(JSON.stringify(index))))
    throw new Error(`the chat index of ${index.locale} does not read back as built (src/lib/chat/wire.ts)`);
  return json;
}

/** JSON in ASCII (see serializeChatIndex). */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Reads the content root's pages-config/ (RUNSITE_CONTENT_ROOT honoured through src/build/paths.ts). */
export function chatIndexPlugin({ contentRoot, configDir }: Pick<Paths, 'contentRoot' | 'configDir'>): Plugin {
  let built: { locale: Locale; index: ChatIndex; json: string; url: string }[] | undefined;
  let isBuild = false;
  const current = () => {
    built ??= Object.entries(loadChatIndexes(contentRoot)).map(([key, index]) => {
      const locale = key as Locale;
      const json = serializeChatIndex(index);
      const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
      return { locale, index, json, url: isBuild ? `/assets/chat-index.${hash}.json` : devUrl(locale) };
    });
    return built;
  };
  const indexes = (): ChatIndexes => Object.fromEntries(current().map((i) => [i.locale, i.index]));
  const chat = () =>
    fetchMiddleware({
      [CHAT_PATH]: createChatHandler({ index: (locale) => indexFor(indexes())(locale), ...envConfig(process.env) }),
    });

  return {
    name: 'runsite:chat-index',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const urls = Object.fromEntries(current().map((i) => [i.locale, i.url]));
      return (
        `export const indexUrls = ${JSON.stringify(urls)};\n` +
        `export const indexUrl = indexUrls[${JSON.stringify(defaultLocale)}];\n`
      );
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server' || !built) return;
      for (const i of built) this.emitFile({ type: 'asset', fileName: i.url.slice(1), source: i.json });
      // Server functions read this one as it is, ids included.
      const all = asciiJson(Object.fromEntries(built.map((i) => [i.locale, i.index])));
      this.emitFile({ type: 'asset', fileName: CHAT_INDEXES_FILE, source: all });
    },
    configureServer(server) {
      server.middlewares.use(chat());
      // Only the index URLs build the indexes: with a content error every other request still goes
      // through, so the page loads and Vite's overlay shows the error (and it recovers on the fix).
      const urls = new Set(locales.map(devUrl));
      server.middlewares.use((req, res, next) => {
        if (!urls.has(req.url ?? '')) return next();
        let found: { json: string } | undefined;
        try {
          found = current().find((i) => i.url === req.url);
        } catch (err) {
          res.statusCode = 503;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify({ error: `the chat index cannot be built: ${(err as Error).message}` }));
          return;
        }
        if (!found) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(found.json);
      });
      // Any change under pages-config/ rebuilds the indexes on the next request.
      const reset = (file: string) => {
        if (file.startsWith(configDir)) built = undefined;
      };
      server.watcher.on('change', reset);
      server.watcher.on('add', reset);
      server.watcher.on('unlink', reset);
    },
    configurePreviewServer(server) {
      server.middlewares.use(chat());
    },
  };
}
