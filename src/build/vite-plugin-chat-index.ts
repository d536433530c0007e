/**
 * The chat assistant's retrieval index (src/build/chat-index.ts) as a static asset:
 * the build writes assets/chat-index.<hash>.json, the dev server serves it
 * fresh from pages-config/. "virtual:chat-index" only knows its URL, so neither
 * the index nor the chat code is in the initial bundle: the chat fetches it
 * when it opens. The dev and preview servers also answer POST /api/chat
 * (model mode, src/server/chat-handler.ts).
 */
import crypto from 'node:crypto';
import type { Plugin } from 'vite';
import { formatError, loadContent, CHAT_KNOWLEDGE_FILE } from './content';
import type { ChatIndex } from '../lib/chat/retrieve';
import { CHAT_PATH, createChatHandler, envConfig } from '../server/chat-handler';
import { fetchMiddleware } from '../server/node-adapter';
import { buildChatIndex } from './chat-index';
import type { Paths } from './paths';

const VIRTUAL_ID = 'virtual:chat-index';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_URL = '/@chat-index/index.json';

export function loadChatIndex(contentRoot: string): ChatIndex {
  const { pages, site, chat, errors } = loadContent(contentRoot);
  const rachel = chat.it;
  if (errors.length) throw new Error(`pages-config/ is invalid:\n${errors.map(formatError).join('\n')}`);
  if (!site || !rachel) throw new Error(`${CHAT_KNOWLEDGE_FILE} is missing: the built-in chat needs it`);
  return buildChatIndex(
    pages.filter((p) => p.locale === 'it'),
    site,
    rachel,
  );
}

/** Reads the content root's pages-config/ (RUNSITE_CONTENT_ROOT honoured through src/build/paths.ts). */
export function chatIndexPlugin({ contentRoot, configDir }: Pick<Paths, 'contentRoot' | 'configDir'>): Plugin {
  let index: { json: string; url: string } | undefined;
  let isBuild = false;
  const current = () => {
    if (!index) {
      const json = JSON.stringify(loadChatIndex(contentRoot));
      const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
      index = { json, url: isBuild ? `/assets/chat-index.${hash}.json` : DEV_URL };
    }
    return index;
  };
  const chat = () =>
    fetchMiddleware({
      [CHAT_PATH]: createChatHandler({
        index: () => JSON.parse(current().json) as ChatIndex,
        ...envConfig(process.env),
      }),
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
      return `export const indexUrl = ${JSON.stringify(current().url)};\n`;
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server' || !index) return;
      this.emitFile({ type: 'asset', fileName: index.url.slice(1), source: index.json });
      // A stable name for server functions that bundle it (README "Rachel, the chat assistant").
      this.emitFile({ type: 'asset', fileName: 'chat-index.json', source: index.json });
    },
    configureServer(server) {
      server.middlewares.use(chat());
      server.middlewares.use((req, res, next) => {
        if (req.url !== DEV_URL) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(current().json);
      });
      // Any change under pages-config/ rebuilds the index on the next request.
      const reset = (file: string) => {
        if (file.startsWith(configDir)) index = undefined;
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
