/**
 * Vite plugin: the visual editor at /_editor, in `npm run dev` only (`apply:
 * 'serve'`: never in a build, `npm start` or a deploy). Its page carries a
 * token made for this run; its endpoints (editor/api.ts) answer only this
 * machine, unless RUNSITE_EDITOR_REMOTE=1 when the server listens beyond it
 * (`--host`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import type { SectionKind } from '../lib/editor/contract';
import { EDITOR_PATH } from '../lib/editor/contract';
import { sectionTypes } from '../../schemas/section';
import { createEditorApi } from './editor/api';
import { fetchMiddleware } from '../server/node-adapter';
import type { Paths } from './paths';

const LOOPBACK_PEERS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether the dev server listens beyond this machine (`--host`, `server.host: true`, an address). */
function listensBeyondLoopback(host: string | boolean | undefined): boolean {
  if (host === undefined || host === false) return false;
  return host === true || !['localhost', '127.0.0.1', '::1'].includes(host);
}

const storyFile = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}.stories.tsx`;

/** Each section type's description and first story's args, read from its stories through the dev server. */
async function sectionKinds(server: ViteDevServer, repoRoot: string): Promise<SectionKind[]> {
  return Promise.all(
    sectionTypes.map(async (type) => {
      const file = path.join(repoRoot, 'stories/sections', storyFile(type));
      try {
        const mod = (await server.ssrLoadModule(file)) as Record<string, unknown> & {
          default?: { title?: string; parameters?: { docs?: { description?: { component?: string } } } };
        };
        const first = Object.entries(mod).find(
          ([key, v]) => key !== 'default' && v && typeof v === 'object' && 'args' in v,
        )?.[1] as { args?: Record<string, unknown> } | undefined;
        const title = mod.default?.title ?? `Sections/${type}`;
        return {
          type,
          description: (mod.default?.parameters?.docs?.description?.component ?? '').split('Paste the JSON')[0].trim(),
          example: first?.args ?? { type },
          storyPath: `/docs/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--docs`,
        };
      } catch {
        return { type, description: '', example: { type }, storyPath: '' };
      }
    }),
  );
}

export function editorPlugin({ repoRoot, contentRoot }: Pick<Paths, 'repoRoot' | 'contentRoot'>): Plugin {
  return {
    name: 'runsite:editor',
    apply: 'serve',
    configureServer(server) {
      const remote = process.env.RUNSITE_EDITOR_REMOTE === '1';
      if (listensBeyondLoopback(server.config.server.host) && !remote) {
        server.config.logger.info(
          `  the visual editor (${EDITOR_PATH}) is off: this server listens beyond this machine (set RUNSITE_EDITOR_REMOTE=1 to allow it)`,
        );
        return;
      }
      const token = crypto.randomBytes(24).toString('base64url');
      let kinds: Promise<SectionKind[]> | undefined;
      const routes = createEditorApi({
        root: contentRoot,
        token,
        allowRemote: remote,
        sections: () => (kinds ??= sectionKinds(server, repoRoot)),
      });
      const api = fetchMiddleware(routes);
      const htmlFile = path.join(repoRoot, 'src/editor/index.html');
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname !== EDITOR_PATH && !pathname.startsWith(`${EDITOR_PATH}/`)) return next();
        if (!remote && !LOOPBACK_PEERS.has(req.socket.remoteAddress ?? '')) {
          res.statusCode = 403;
          res.end('The visual editor answers only this machine.');
          return;
        }
        if (pathname.startsWith(`${EDITOR_PATH}/api/`)) return api(req, res, next);
        if (pathname !== EDITOR_PATH && pathname !== `${EDITOR_PATH}/`) return next();
        const html = fs.readFileSync(htmlFile, 'utf8').replace('%EDITOR_TOKEN%', token);
        server
          .transformIndexHtml(req.url ?? EDITOR_PATH, html)
          .then((out) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(out);
          })
          .catch(next);
      });
    },
  };
}
