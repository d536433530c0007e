/**
 * Rachel's retrieval index (src/build/rachel-index.ts) as a static asset:
 * the build writes assets/rachel-index.<hash>.json, the dev server serves it
 * fresh from pages-config/. "virtual:rachel" only knows its URL, so neither
 * the index nor the chat code is in the initial bundle: the chat fetches it
 * when it opens. The dev and preview servers also answer POST /api/chat
 * (model mode, src/server/chat-handler.ts).
 */
import crypto from 'node:crypto';
import type { Plugin } from 'vite';
import { formatError, loadContent, RACHEL_FILE } from './content';
import type { RachelIndex } from '../lib/chat/retrieve';
import { CHAT_PATH, createChatHandler, envConfig } from '../server/chat-handler';
import { fetchMiddleware } from '../server/node-adapter';
import { buildRachelIndex } from './rachel-index';

const VIRTUAL_ID = 'virtual:rachel';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_URL = '/@rachel/index.json';

export function loadRachelIndex(root: string): RachelIndex {
  const { pages, site, rachel, errors } = loadContent(root);
  if (errors.length) throw new Error(`pages-config/ is invalid:\n${errors.map(formatError).join('\n')}`);
  if (!site || !rachel) throw new Error(`${RACHEL_FILE} is missing: the built-in chat needs it`);
  return buildRachelIndex(pages, site, rachel);
}

export function rachelPlugin(root: string): Plugin {
  let index: { json: string; url: string } | undefined;
  let isBuild = false;
  const current = () => {
    if (!index) {
      const json = JSON.stringify(loadRachelIndex(root));
      const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
      index = { json, url: isBuild ? `/assets/rachel-index.${hash}.json` : DEV_URL };
    }
    return index;
  };
  const chat = () => fetchMiddleware({ [CHAT_PATH]: createChatHandler({ index: () => JSON.parse(current().json) as RachelIndex, ...envConfig(process.env) }) });

  return {
    name: 'runsite:rachel',
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
      if (this.environment?.config.consumer === 'server' || !index) return;
      this.emitFile({ type: 'asset', fileName: index.url.slice(1), source: index.json });
      // A stable name for server functions that bundle it (README "Rachel on a language model").
      this.emitFile({ type: 'asset', fileName: 'rachel-index.json', source: index.json });
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
        if (file.includes('pages-config')) index = undefined;
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
