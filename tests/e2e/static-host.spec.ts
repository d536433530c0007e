/** Issue 15 point 8: `npm run preview` answers like a static host. */
import { expect, test } from './fixtures';

test('a missing file is a 404 with the not-found page, never the home page', async ({ request }) => {
  for (const url of ['/nope.html', '/_data/nope.json', '/assets/x.js', '/nope', '/chi-siamo/nope', '/_headers']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    const body = await res.text();
    expect(body, url).toContain('Ops!');
    expect(body, url).not.toContain('id="page-data"');
  }
  // What exists is still served.
  expect((await request.get('/_data/index.json')).status()).toBe(200);
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
