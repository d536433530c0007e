import { expect, test } from './fixtures';
import { must } from '../support/must';

const SITE = 'https://www.nomeazienda.it';

/** Reads the raw prerendered HTML (what a crawler or a visitor without JavaScript gets). */
async function raw(request: import('@playwright/test').APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return res.text();
}

test('every route has its own head in the raw HTML', async ({ request }) => {
  const routes = ['/', '/chi-siamo', '/prodotti', '/prodotti/runvoice', '/contatti'];
  const titles = new Set<string>();
  for (const route of routes) {
    const html = await raw(request, route);
    expect(html).toContain('<html lang="it">');
    const title = html.match(/<head>[\s\S]*<title>([^<]+)<\/title>[\s\S]*<\/head>/)?.[1];
    expect(title, `${route} title in <head>`).toBeTruthy();
    titles.add(must(title, `${route} title`));
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('<meta name="robots" content="index,follow"/>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}${route}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}${route}"/>`);
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain('<meta property="og:locale" content="it_IT"/>');
    expect(html).toContain(`<meta property="og:image" content="${SITE}/images/og-default.png"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const ld = JSON.parse(
      must(html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1], `${route} JSON-LD`),
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Organization', url: `${SITE}/`, address: { addressLocality: 'Roma' } });
    expect(ld.vatID).toBeTruthy();
  }
  expect(titles.size).toBe(routes.length);
});

test('the first paint waits until the page body is parsed: no layout of the rest of the page after it', async ({
  request,
}) => {
  // Without it a long page painted its first screen, then laid out the rest in one task after the paint
  // (100-150 ms at Lighthouse's 4x CPU slowdown): src/build/cli/bench/HISTORY.md, 2026-11-28.
  for (const route of ['/', '/soluzioni/turismo', '/en/products/runvoice', '/privacy-policy']) {
    const html = await raw(request, route);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, route).toContain('<link rel="expect" href="#page-end" blocking="render"');
    // Chromium unblocks once the element is inserted: it must come after every section.
    const end = html.indexOf('<div id="page-end" hidden></div>');
    expect(end, route).toBeGreaterThan(head.length);
    expect(html.slice(end), route).toMatch(/^<div id="page-end" hidden><\/div>\s*<\/body>/);
    expect(html.lastIndexOf('data-section='), route).toBeLessThan(end);
  }
});

test('an alias renders the products page with the canonical of /prodotti', async ({ request }) => {
  const html = await raw(request, '/prodotti/cyberpandino');
  expect(html).toContain(`<link rel="canonical" href="${SITE}/prodotti"/>`);
  expect(html).toContain('Tre prodotti AI, pronti da personalizzare');
});

test('deep links without trailing slash get their own prerendered HTML', async ({ request }) => {
  const html = await raw(request, '/chi-siamo');
  expect(html).toContain(`<link rel="canonical" href="${SITE}/chi-siamo"/>`);
  expect(html).not.toContain(`<link rel="canonical" href="${SITE}/"/>`);
});

test('sitemap lists canonical pages only; robots.txt points to it; favicon exists', async ({ request }) => {
  const sitemap = await raw(request, '/sitemap.xml');
  expect(sitemap).toContain(`<loc>${SITE}/prodotti</loc>`);
  expect(sitemap).toContain(`<loc>${SITE}/</loc>`);
  expect(sitemap).not.toContain('cyberpandino');
  const robots = await raw(request, '/robots.txt');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});

test('hydrates without warnings and the page works with JavaScript on', async ({ page, errors }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto('/prodotti/runvoice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/RunVoice|menu telefonico/);
  await page.getByRole('link', { name: 'Scopri di più' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('sections are in the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /RunPlay/ }).first()).toBeVisible();
    await expect(page.locator('#prodotti .product-card')).toHaveCount(3);
  });
});
