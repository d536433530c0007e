import fs from 'node:fs';
import path from 'node:path';
import { checkDist } from '../../src/build/check-links';
import { listRoutes } from '../../src/build/dist-routes';
import { resolvePaths } from '../../src/build/paths';
import { expect, test } from './fixtures';

const { outDir: dist, configDir } = resolvePaths();
const siteUrl = (JSON.parse(fs.readFileSync(path.join(configDir, 'site.json'), 'utf8')) as { siteUrl: string }).siteUrl;

test('pages and assets are served with the security headers', async ({ request }) => {
  for (const url of ['/', '/favicon.svg']) {
    const res = await request.get(url);
    const h = res.headers();
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h['content-security-policy']).toContain("base-uri 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['permissions-policy']).toContain('camera=()');
  }
  expect((await request.get('/non-esiste')).status()).toBe(404);
});

// One test per route: with both languages there are too many pages for one test's time.
const cspRoutes = listRoutes(dist)
  .map((r) => r.route)
  .filter((r) => !r.endsWith('/404.html'));

test('the CSP check covers every page of both languages', () => {
  expect(cspRoutes.length).toBeGreaterThan(8);
  expect(cspRoutes.some((r) => r.startsWith('/en/'))).toBe(true);
});

for (const route of cspRoutes) {
  test(`${route} renders under the CSP without a violation`, async ({ page, errors }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), route).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('link integrity: every internal link, anchor and image in the build resolves; the sitemap lists exactly the canonical pages', () => {
  const report = checkDist(dist, siteUrl);
  expect(report.problems).toEqual([]);
  expect(report.pages).toBeGreaterThan(8);
});

test('content validation stays at build time: no full zod and no sanitiser in the JavaScript shipped to visitors', () => {
  const assets = path.join(dist, 'assets');
  const js = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(js.length).toBeGreaterThan(5);
  const withZod: string[] = [];
  for (const file of js) {
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    expect(code, file).not.toMatch(/DOMPurify/);
    if (!/ZodError|\$ZodType/.test(code)) continue;
    withZod.push(file.replace(/-[\w-]{8}\.js$/, ''));
    // The forms check their fields with zod/mini (schemas/submissions.ts), in the form's checks chunk
    // (src/ui/submission-checks.ts, shared by the forms and the e-mail capture, fetched at the first focus); the classic API never ships.
    expect(code, file).toMatch(/ZodMini/);
    expect(code, file).not.toMatch(/ZodDiscriminatedUnion"|ZodObject"|ZodPipe"/);
  }
  expect(withZod).toEqual(['submission-checks']);
});
