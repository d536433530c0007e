/**
 * Makes `vite preview` behave like a static host: "/chi-siamo" and
 * "/chi-siamo/" serve dist/chi-siamo/index.html; a path with no file
 * (/nope, /nope.html, /_data/nope.json, /assets/x.js) gets dist/404.html with
 * status 404 (plain vite preview would answer with the home page and 200), and
 * one under /en/ gets dist/en/404.html, the English page (not-found.ts);
 * a malformed URL gets a 400 with no stack. The security headers of
 * dist/_headers go on every response, /api/* included.
 *
 * One answer per URL, the one the browser's router gives too: paths are
 * case-sensitive (/prodotti/RunVoice is a 404 on both sides); `/x/index.html`,
 * `/index.html` and empty segments (`//chi-siamo`, `/chi-siamo//`) redirect to
 * the clean URL; an encoded separator (`%2F`, `%5C`) is a 404; an unknown
 * /api/ path is a 404, methods other than GET/HEAD/OPTIONS on files get 405,
 * OPTIONS gets 204 with the headers, the deploy files (_headers, _redirects,
 * chat-indexes.json) are never served, and /assets/* carries the immutable
 * cache header of _headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Connect, Plugin } from 'vite';
import { NOT_FOUND_PAGE, notFoundPageFor } from './not-found';
import { parseNetlifyHeaders } from './security-headers';

const HSTS_HEADER = 'Strict-Transport-Security';

/** Sets `headers` on every response; HSTS only on an https connection (browsers ignore it over http anyway). */
export function securityHeadersMiddleware(headers: Record<string, string>) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const https = (req.socket as Partial<TLSSocket>).encrypted === true;
    for (const [name, value] of Object.entries(headers)) if (https || name !== HSTS_HEADER) res.setHeader(name, value);
    next();
  };
}

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer | string) {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Files the build writes for the host itself, not for visitors. */
const HOST_FILES = new Set(['/_headers', '/_redirects', '/chat-indexes.json']);
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Clean URLs and real 404s over dist/; files that exist and the endpoints go on to the next middleware. */
export function staticFilesMiddleware(outDir: string) {
  const root = path.resolve(outDir);
  const isFile = (file: string) =>
    file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
  const notFound = (req: IncomingMessage, res: ServerResponse, pathname = '/') => {
    const localized = path.join(root, notFoundPageFor(pathname));
    const file = isFile(localized) ? localized : path.join(root, NOT_FOUND_PAGE); // a build with no page for that locale
    send(req, res, 404, 'text/html; charset=utf-8', fs.readFileSync(file));
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    // The raw path, not URL-parsed: `//chi-siamo` would otherwise read as the host "chi-siamo".
    const raw = (req.url ?? '/').split(/[?#]/)[0] || '/';
    let pathname: string;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      return send(req, res, 400, 'text/plain; charset=utf-8', 'Bad request: malformed URL\n');
    }
    // The endpoints (lead form, chat) are mounted before this and answered already: any other /api/ path is a 404.
    if (pathname.startsWith('/api/'))
      return send(req, res, 404, 'application/json; charset=utf-8', '{"error":"no such endpoint"}\n');
    if (req.method === 'OPTIONS') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      return send(req, res, 204, 'text/plain; charset=utf-8', '');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      return send(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed\n');
    }
    if (pathname.includes('\0') || /%2f|%5c/i.test(raw) || HOST_FILES.has(pathname))
      return notFound(req, res, pathname);
    // Empty segments and /x/index.html go to the one URL the router knows (never a "//host" Location).
    const index = /^(.*\/)index\.html$/.exec(raw);
    if (raw.includes('//') || index) {
      const collapsed = (index ? index[1] : raw).replace(/\/{2,}/g, '/');
      const clean = collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/';
      res.statusCode = 301;
      res.setHeader('Location', clean + (req.url?.slice(raw.length) ?? ''));
      return void res.end();
    }
    if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', ASSET_CACHE);
    if (path.extname(pathname)) return isFile(path.join(root, pathname)) ? next() : notFound(req, res, pathname);
    const page = path.join(root, pathname, 'index.html');
    if (!isFile(page)) return notFound(req, res, pathname);
    send(req, res, 200, 'text/html; charset=utf-8', fs.readFileSync(page));
  };
}

export function staticHostPlugin(outDir: string, extra: Connect.NextHandleFunction[] = []): Plugin[] {
  return [
    {
      name: 'runsite:security-headers',
      // 'pre': before every other plugin's middleware, so /api/* responses get the headers too.
      configurePreviewServer: {
        order: 'pre',
        handler(server) {
          const headersFile = path.join(outDir, '_headers');
          const headers = fs.existsSync(headersFile) ? parseNetlifyHeaders(fs.readFileSync(headersFile, 'utf8')) : {};
          server.middlewares.use(securityHeadersMiddleware(headers));
        },
      },
    },
    {
      name: 'runsite:static-host',
      configurePreviewServer(server) {
        for (const handler of extra) server.middlewares.use(handler);
        server.middlewares.use(staticFilesMiddleware(outDir));
      },
    },
  ];
}
