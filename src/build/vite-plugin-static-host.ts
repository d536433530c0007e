/**
 * Makes `vite preview` behave like a static host: "/chi-siamo" and
 * "/chi-siamo/" serve dist/chi-siamo/index.html; a path with no file
 * (/nope, /nope.html, /_data/nope.json, /assets/x.js) gets dist/404.html with
 * status 404 (plain vite preview would answer with the home page and 200), and
 * one under /en/ gets dist/en/404.html, the English page (not-found.ts);
 * a malformed URL gets a 400 with no stack. The security headers of
 * dist/_headers go on every response, /api/* included.
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

/** Clean URLs and real 404s over dist/; files that exist and /api/* go on to the next middleware. */
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
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return send(req, res, 400, 'text/plain; charset=utf-8', 'Bad request: malformed URL\n');
    }
    if (pathname.startsWith('/api/')) return next(); // endpoints (lead form) answer for themselves
    if (pathname.includes('\0')) return notFound(req, res);
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
