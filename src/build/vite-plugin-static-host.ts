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
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Connect, Plugin } from 'vite';
import { resolveStatic } from '../server/static-host';
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

/** Whether an Accept-Encoding header takes gzip: named, or by `*`, with a quality above 0 ("gzip;q=0" refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  const quality = new Map(
    (header ?? '').split(',').flatMap((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      if (!name) return [];
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return [[name, q === undefined ? 1 : Number(q)] as const];
    }),
  );
  return (quality.get('gzip') ?? quality.get('*') ?? 0) > 0;
}

/** Text files a host compresses (nginx.conf's gzip_types; Netlify and Cloudflare do the same), with their types. */
const COMPRESSIBLE: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Each file's gzip, made once and kept while the file is unchanged (its size and mtime), as a CDN keeps
 * the compressed copy. Compressing every response again (Vite's own middleware does) cost this
 * single-threaded server ~1 ms a small file and ~7 ms for React's 200 KB, on the two cores the browser
 * also runs on: the 19 files the chat's first open fetches took 89 ms to serve instead of 51.
 */
const gzipped = new Map<string, { size: number; mtimeMs: number; body: Buffer }>();
function gzippedFile(file: string, stat: fs.Stats): Buffer {
  const kept = gzipped.get(file);
  if (kept && kept.size === stat.size && kept.mtimeMs === stat.mtimeMs) return kept.body;
  const body = gzipSync(fs.readFileSync(file), { level: 9 });
  gzipped.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, body });
  return body;
}

/**
 * A text file (a page, a script, a stylesheet, the chat index), gzipped when the browser accepts it, as
 * every host compresses them (Netlify, Cloudflare, nginx.conf's gzip). Other files, and a client that
 * refuses gzip, go on to Vite's static middleware (content types, ranges, ETags); pages always come here.
 */
function sendText(req: IncomingMessage, res: ServerResponse, status: number, file: string, next: () => void) {
  const type = COMPRESSIBLE[path.extname(file)];
  const page = file.endsWith('.html');
  const gzip = acceptsGzip(req.headers['accept-encoding']);
  if (!type || (!gzip && !page)) {
    next();
    return;
  }
  res.setHeader('Vary', 'Accept-Encoding');
  if (!gzip) {
    send(req, res, status, type, fs.readFileSync(file));
    return;
  }
  const stat = fs.statSync(file);
  const etag = `W/"${stat.size.toString(36)}-${Math.round(stat.mtimeMs).toString(36)}-gz"`;
  res.setHeader('ETag', etag);
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    return void res.end();
  }
  res.setHeader('Content-Encoding', 'gzip');
  const body = gzippedFile(file, stat);
  res.setHeader('Content-Length', String(body.length));
  send(req, res, status, type, body);
}

/** Clean URLs and real 404s over dist/ (server/static-host.ts decides); files that exist go on to the next middleware. */
export function staticFilesMiddleware(outDir: string) {
  const root = path.resolve(outDir);
  const isFile = (rel: string) => {
    const file = path.join(root, rel);
    return file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const answer = resolveStatic(req.url ?? '/', req.method ?? 'GET', isFile);
    switch (answer.kind) {
      case 'bad-request':
        return send(req, res, 400, 'text/plain; charset=utf-8', 'Bad request: malformed URL\n');
      case 'no-endpoint':
        return send(req, res, 404, 'application/json; charset=utf-8', '{"error":"no such endpoint"}\n');
      case 'options':
        res.setHeader('Allow', 'GET, HEAD, OPTIONS');
        return send(req, res, 204, 'text/plain; charset=utf-8', '');
      case 'method-not-allowed':
        res.setHeader('Allow', 'GET, HEAD, OPTIONS');
        return send(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed\n');
      case 'redirect':
        res.statusCode = 301;
        res.setHeader('Location', answer.location);
        return void res.end();
      case 'not-found':
        return sendText(req, res, 404, path.join(root, answer.file), next);
      case 'file':
        if (answer.cache) res.setHeader('Cache-Control', answer.cache);
        return sendText(req, res, 200, path.join(root, answer.file), next);
    }
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
