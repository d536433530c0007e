import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { netlifyRedirects } from '../../src/build/not-found';
import { HSTS, netlifyHeaders, nginxServerBlock, parseNetlifyHeaders } from '../../src/build/security-headers';
import { acceptsGzip, securityHeadersMiddleware, staticFilesMiddleware } from '../../src/build/vite-plugin-static-host';

/** The headers the preview server's middleware sets for a request over http or https. */
function headersFor(encrypted: boolean): Record<string, string> {
  const set: Record<string, string> = {};
  const headers = parseNetlifyHeaders(netlifyHeaders({ 'X-Content-Type-Options': 'nosniff' }));
  const req = { socket: { encrypted } } as unknown as IncomingMessage;
  const res = { setHeader: (name: string, value: string) => (set[name] = value) } as unknown as ServerResponse;
  let nextCalled = false;
  securityHeadersMiddleware(headers)(req, res, () => (nextCalled = true));
  expect(nextCalled).toBe(true);
  return set;
}

describe('preview security headers', () => {
  it('sends HSTS only over https', () => {
    expect(headersFor(true)).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Strict-Transport-Security': HSTS });
    expect(headersFor(false)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });
});

/** A dist/ with an Italian and an English page and both not-found pages. */
function dist(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** What the preview server's static middleware answers for a GET of `url`. */
function get(outDir: string, url: string): { status: number; body: string } {
  const res = {
    statusCode: 200,
    body: '',
    setHeader: () => undefined,
    end: (b?: Buffer | string) => (res.body = String(b)),
  };
  const req = { method: 'GET', url, headers: {} } as unknown as IncomingMessage;
  const next = { called: false };
  staticFilesMiddleware(outDir)(req, res as unknown as ServerResponse, () => (next.called = true));
  return next.called ? { status: 0, body: 'next' } : { status: res.statusCode, body: res.body };
}

describe('not-found pages per locale', () => {
  const pages = {
    'index.html': 'Home',
    '404.html': 'Pagina non trovata',
    'en/index.html': 'Home (en)',
    'en/404.html': 'Page not found',
  };

  it('preview: an unknown path under /en/ gets the English page with 404, any other the Italian one', () => {
    const root = dist(pages);
    expect(get(root, '/en')).toEqual({ status: 200, body: 'Home (en)' });
    expect(get(root, '/en/nope')).toEqual({ status: 404, body: 'Page not found' });
    expect(get(root, '/en/products/nope/')).toEqual({ status: 404, body: 'Page not found' });
    expect(get(root, '/en/nope.js')).toEqual({ status: 404, body: 'Page not found' });
    expect(get(root, '/nope')).toEqual({ status: 404, body: 'Pagina non trovata' });
    expect(get(root, '/english')).toEqual({ status: 404, body: 'Pagina non trovata' });
  });

  it('preview: a build without an English not-found page still answers 404 with the Italian one', () => {
    const root = dist({ 'index.html': 'Home', '404.html': 'Pagina non trovata' });
    expect(get(root, '/en/nope')).toEqual({ status: 404, body: 'Pagina non trovata' });
  });

  it('nginx: /en/ has its own error_page, the rest falls to /404.html; both pages are internal', () => {
    const conf = nginxServerBlock({}, 'www.example.it');
    const en = conf.match(/location \/en\/ \{([^}]*)\}/)?.[1] ?? '';
    expect(en).toContain('try_files $uri $uri/index.html =404;');
    expect(en).toContain('error_page 404 /en/404.html;');
    expect(conf).toMatch(/location = \/en\/404\.html \{\s*internal;\s*\}/);
    expect(conf).toMatch(/\n {2}error_page 404 \/404\.html;\n {2}location = \/404\.html \{\s*internal;\s*\}/);
  });

  it('Netlify: _redirects sends unknown /en/ paths to the English page with status 404', () => {
    expect(netlifyRedirects()).toBe('/en/*  /en/404.html  404\n');
  });
});

describe('compression, as hosts send pages', () => {
  /** A GET of `url` with the given Accept-Encoding: status, headers and the raw body. */
  function fetchRaw(outDir: string, url: string, acceptEncoding?: string) {
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 200,
      body: Buffer.alloc(0),
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: (b?: Buffer | string) => (res.body = Buffer.from(b ?? '')),
    };
    const req = { method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} };
    staticFilesMiddleware(outDir)(req as unknown as IncomingMessage, res as unknown as ServerResponse, () => undefined);
    return { status: res.statusCode, headers, body: res.body };
  }
  const page = `<!doctype html><p>${'Audioguide, centralini e chatbot. '.repeat(200)}</p>`;

  it('preview: a page (and a not-found page) is gzipped when the browser accepts it, plain when not', () => {
    const root = dist({ 'index.html': page, '404.html': page });
    const zipped = fetchRaw(root, '/', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(zipped.body).toString()).toBe(page);
    const missing = fetchRaw(root, '/nope', 'gzip');
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.body).toString()).toBe(page);
    const plain = fetchRaw(root, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('preview: a script is gzipped once, kept while unchanged, revalidated by ETag; other files go on', () => {
    const script = `export const copy = ${JSON.stringify('Audioguide per musei e borghi. '.repeat(300))};`;
    const root = dist({ 'index.html': page, 'assets/app-1a2b.js': script, 'assets/logo.png': 'PNG' });
    const first = fetchRaw(root, '/assets/app-1a2b.js', 'gzip');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toBe('text/javascript');
    expect(first.headers['cache-control']).toMatch(/immutable/);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(gunzipSync(first.body).toString()).toBe(script);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    // Revalidated: 304 with no body.
    const headers: Record<string, string> = {};
    const res = {
      statusCode: 200,
      body: undefined as unknown,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: (b?: unknown) => (res.body = b),
    };
    const req = {
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    };
    staticFilesMiddleware(root)(req as unknown as IncomingMessage, res as unknown as ServerResponse, () => undefined);
    expect(res.statusCode).toBe(304);
    expect(res.body).toBeUndefined();
    // A rebuilt file is compressed again, not served from the kept copy.
    const changed = script.replace('borghi', 'castelli');
    fs.writeFileSync(path.join(root, 'assets/app-1a2b.js'), changed);
    fs.utimesSync(path.join(root, 'assets/app-1a2b.js'), new Date(), new Date(Date.now() + 5000));
    expect(gunzipSync(fetchRaw(root, '/assets/app-1a2b.js', 'gzip').body).toString()).toBe(changed);
    // Without gzip, and for a file that is not text, Vite's static middleware answers (ranges, types).
    expect(get(root, '/assets/app-1a2b.js')).toEqual({ status: 0, body: 'next' });
    expect(get(root, '/assets/logo.png')).toEqual({ status: 0, body: 'next' });
  });

  it('preview: reads Accept-Encoding as HTTP does: a quality of 0 refuses gzip, * accepts it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity, *;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('x-gzip2')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    const root = dist({ 'index.html': page });
    const refused = fetchRaw(root, '/', 'gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(page);
  });

  it('nginx: pages, styles, scripts, SVG and JSON are gzipped, with Vary', () => {
    const conf = nginxServerBlock({}, 'www.example.it');
    expect(conf).toMatch(/^ {2}gzip on;$/m);
    expect(conf).toMatch(/^ {2}gzip_vary on;$/m);
    const types = conf.match(/gzip_types ([^;]+);/)?.[1].split(' ') ?? [];
    for (const t of ['text/css', 'application/javascript', 'application/json', 'image/svg+xml'])
      expect(types).toContain(t);
  });
});
