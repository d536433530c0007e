/** Issue 15 point 8: `npm run preview` answers like a static host. */
import http from 'node:http';
import { expect, test } from './fixtures';

test('a missing file is a 404 with the not-found page, never the home page', async ({ request }) => {
  for (const url of ['/nope.html', '/_data/nope.json', '/assets/x.js', '/nope', '/chi-siamo/nope', '/_headers']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    const body = await res.text();
    expect(body, url).toContain('Ops!');
    expect(body, url).not.toContain('data-island=');
  }
  // What exists is still served (and no page has a JSON copy any more: /_data is gone with the client router).
  expect((await request.get('/_data/index.json')).status()).toBe(404);
  expect((await request.get('/robots.txt')).status()).toBe(200);
  expect((await request.get('/chi-siamo')).status()).toBe(200);
});

test('a malformed URL gets a 400 with no stack trace or machine path', async ({ request }) => {
  for (const url of ['/chi-siamo%', '/%E0%A4%A', '/assets/%zz.js']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(400);
    const body = await res.text();
    expect(body, url).not.toMatch(/URIError|at \w|\/work\/|node_modules|\.ts:/);
  }
});

test('no HSTS over plain http; the security headers are on /api/* responses too', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['strict-transport-security']).toBeUndefined();
  expect(home.headers()['content-security-policy']).toContain("default-src 'self'");
  const api = await request.post('/api/leads', { data: 'not json', headers: { 'content-type': 'application/json' } });
  expect(api.status()).toBeGreaterThanOrEqual(400);
  const h = api.headers();
  expect(h['content-security-policy']).toContain("default-src 'self'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['strict-transport-security']).toBeUndefined();
});

test('one answer per URL on the host and in the browser: no hydration error, no wrong view', async ({
  page,
  errors,
  request,
}) => {
  const notFound = ['/prodotti/RunVoice', '/EN', '/Chi-Siamo', '/a//chi-siamo', '/chi-siamo%2Findex.html'];
  for (const url of notFound) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), url).toContainText(/Pagina non trovata|Page not found/);
  }
  // A path starting with "//" (which a browser would read as a host) on the wire: to /chi-siamo, never to "//…".
  const port = Number(process.env.E2E_PORT ?? 4174);
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '//chi-siamo' }, resolve).on('error', reject);
  });
  expect([answer.statusCode, answer.headers.location]).toEqual([301, '/chi-siamo']);
  for (const [url, clean] of [
    ['/chi-siamo//', '/chi-siamo'],
    ['/a//chi-siamo?x=1', '/a/chi-siamo?x=1'],
    ['/index.html', '/'],
    ['/chi-siamo/index.html', '/chi-siamo'],
    ['/en/about/index.html', '/en/about'],
  ] as const) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(301);
    expect(res.headers().location, url).toBe(clean);
  }
  await page.goto('/chi-siamo/index.html');
  expect(new URL(page.url()).pathname).toBe('/chi-siamo');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Pagina non trovata');
  // The 404 answers themselves are logged by Chromium; nothing else may be (React #418 was).
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  errors.length = 0;
});

test('the preview answers like a static host: methods, OPTIONS, unknown endpoints, deploy files, asset caching', async ({
  request,
}) => {
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    const res = await request.fetch('/robots.txt', { method });
    expect(res.status(), method).toBe(405);
    expect(res.headers().allow).toBe('GET, HEAD, OPTIONS');
  }
  const options = await request.fetch('/chi-siamo', { method: 'OPTIONS' });
  expect(options.status()).toBe(204);
  expect(options.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(options.headers()['x-frame-options']).toBe('DENY');
  const api = await request.get('/api/anything');
  expect(api.status()).toBe(404);
  expect(await api.text()).not.toContain('<html');
  for (const file of ['/_headers', '/_redirects', '/chat-indexes.json'])
    expect((await request.get(file)).status(), file).toBe(404);
  const html = await request.get('/');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1] ?? '';
  expect(script).not.toBe('');
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
