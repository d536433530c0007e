/**
 * Issue 15 points 1–2: every lazily loaded part fails alone. Each chunk is
 * blocked in turn (aborted, or answered 404 as after a redeploy): the page
 * stays readable, nothing throws uncaught, and the failing control says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const assets = path.join(path.resolve(repo, process.env.RUNSITE_OUT_DIR ?? 'dist'), 'assets');
const pagesDir = path.join(repo, 'pages-config');

/** The built file whose name starts with `prefix-` (a hashed chunk). */
function chunk(prefix: string): string {
  const file = fs.readdirSync(assets).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no chunk ${prefix}-*.js in the build`);
  return file;
}

/** The chunk MediaBlock imports for the player (react-player's entry). */
function playerChunk(): string {
  const code = fs.readFileSync(path.join(assets, chunk('MediaBlock')), 'utf8');
  const file = /import\(`\.\/([^`]+\.js)`\)/.exec(code)?.[1];
  if (!file) throw new Error('MediaBlock imports no player chunk');
  return file;
}

async function block(page: Page, file: string, how: 'abort' | '404' = 'abort') {
  await page.route(`**/assets/${file}`, (route) => (how === 'abort' ? route.abort('failed') : route.fulfill({ status: 404, body: 'Not found' })));
}

/** Uncaught exceptions only: the failing part may log a console error. */
function uncaught(page: Page): string[] {
  const list: string[] = [];
  page.on('pageerror', (e) => list.push(e.message));
  return list;
}

const mainText = (page: Page) => page.locator('#main').evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim().length);

async function readable(page: Page, route: string, baseline: number) {
  expect(await page.locator('#root > *').count(), route).toBeGreaterThan(2);
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  expect(await mainText(page), route).toBeGreaterThanOrEqual(baseline * 0.98);
}

async function baselineOf(page: Page, route: string): Promise<number> {
  await page.goto(route);
  const n = await mainText(page);
  expect(n).toBeGreaterThan(0);
  return n;
}

test.describe('a failed lazy chunk fails alone', () => {
  test('toasts (notistack, loaded on idle)', async ({ page, errors }) => {
    const base = await baselineOf(page, '/');
    const thrown = uncaught(page);
    await block(page, chunk('notistack.esm'));
    const tried = page.waitForRequest((r) => r.url().includes('/notistack.esm-'));
    await page.goto('/');
    await tried;
    await page.waitForTimeout(500);
    await readable(page, '/', base);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('chat panel: the bubble says the chat is unavailable and the page stays', async ({ page, errors }) => {
    const base = await baselineOf(page, '/');
    const thrown = uncaught(page);
    await block(page, chunk('ChatPanel'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Chiedi a Rachel' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La chat non è disponibile' })).toBeVisible();
    await readable(page, '/', base);
    // "Avvia una chat" then says so too, instead of throwing.
    await page.getByRole('button', { name: 'Ok, chiudi' }).click();
    await expect(page.getByText('La chat non è disponibile')).toHaveCount(0);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  for (const prefix of ['cookieconsent.esm', 'config']) {
    test(`cookie consent (${prefix}): no banner, and 'Gestisci cookie' says why`, async ({ page, errors }) => {
      const base = await baselineOf(page, '/');
      const thrown = uncaught(page);
      await block(page, chunk(prefix));
      await page.goto('/');
      await page.waitForTimeout(2500); // consent starts when the page is idle
      await readable(page, '/', base);
      await page.getByRole('button', { name: 'Gestisci cookie' }).click();
      await expect(page.getByText('Le preferenze sui cookie non si sono caricate')).toBeVisible();
      expect(thrown).toEqual([]);
      errors.length = 0;
    });
  }

  test('smooth scroll (lenis): native scrolling still works', async ({ page, errors }) => {
    const base = await baselineOf(page, '/');
    const thrown = uncaught(page);
    await block(page, chunk('lenis'));
    const tried = page.waitForRequest((r) => r.url().includes('/lenis-'));
    await page.goto('/');
    await tried;
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await readable(page, '/', base);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('animations: sections below the fold are still shown', async ({ page, errors }) => {
    const base = await baselineOf(page, '/chi-siamo');
    const thrown = uncaught(page);
    await block(page, chunk('animations'));
    await page.goto('/chi-siamo');
    await page.waitForTimeout(300);
    const cta = page.locator('[data-section="cta"]');
    await cta.scrollIntoViewIfNeeded();
    await expect(cta.locator('h2').first()).toBeVisible();
    const hidden = await page.locator('.section-frame [style*="opacity: 0"]').count();
    expect(hidden).toBe(0);
    await readable(page, '/chi-siamo', base);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('sliders (keen-slider): the slides stay readable', async ({ page, errors }) => {
    const base = await baselineOf(page, '/prodotti/runplay');
    const thrown = uncaught(page);
    await block(page, chunk('keen-slider.es'));
    await page.goto('/prodotti/runplay');
    await page.locator('[data-section="carousel"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-section="carousel"] img').first()).toBeVisible();
    await readable(page, '/prodotti/runplay', base);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('video player: the preview comes back with a message', async ({ page, errors }) => {
    const base = await baselineOf(page, '/soluzioni/turismo');
    const thrown = uncaught(page);
    await block(page, playerChunk());
    await page.goto('/soluzioni/turismo');
    await page.locator('.media-block__play').first().click();
    await expect(page.locator('.media-block__status').first()).not.toBeEmpty();
    await expect(page.locator('.media-block__play').first()).toBeVisible();
    await readable(page, '/soluzioni/turismo', base);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('video provider code inside the player: the preview comes back with a message', async ({ page, errors }) => {
    const thrown = uncaught(page);
    const code = fs.readFileSync(path.join(assets, playerChunk()), 'utf8');
    const vimeo = /key:`vimeo`[\s\S]*?import\(`\.\/([^`]+\.js)`\)/.exec(code)?.[1];
    expect(vimeo).toBeTruthy();
    await block(page, vimeo!);
    await page.goto('/soluzioni/turismo');
    await page.locator('.media-block__play').first().click();
    await expect(page.locator('.media-block__status').first()).toHaveText(/\S/);
    await expect(page.locator('.media-block__play').first()).toBeVisible();
    await expect(page.locator('[data-section="mediaBlock"] h1')).toBeVisible();
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  // Each section type, on the first page that uses it: its prerendered HTML stays.
  const firstUse = new Map<string, string>();
  for (const file of fs.readdirSync(pagesDir).filter((f) => f.endsWith('.json') && f !== 'site.json').sort()) {
    const doc = JSON.parse(fs.readFileSync(path.join(pagesDir, file), 'utf8')) as { path: string; sections: { type: string }[] };
    for (const s of doc.sections) if (!firstUse.has(s.type)) firstUse.set(s.type, doc.path);
  }
  for (const [type, route] of firstUse) {
    test(`section ${type} on ${route}: its prerendered content stays`, async ({ page, errors }) => {
      const base = await baselineOf(page, route);
      const thrown = uncaught(page);
      await block(page, chunk(type[0].toUpperCase() + type.slice(1)));
      await page.goto(route);
      await page.waitForTimeout(300);
      await expect(page.locator(`[data-section="${type}"]`).first()).toBeVisible();
      await readable(page, route, base);
      expect(thrown).toEqual([]);
      errors.length = 0;
    });
  }
});

test.describe('after a redeploy (chunks answered 404)', () => {
  test('the page reloads once, not in a loop, and stays readable', async ({ page, errors }) => {
    const base = await baselineOf(page, '/chi-siamo');
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++;
    });
    await block(page, chunk('TextBlock'), '404');
    await page.goto('/chi-siamo');
    await expect.poll(() => documents, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(3000);
    expect(documents).toBe(2);
    await readable(page, '/chi-siamo', base);
    errors.length = 0;
  });

  test('an aborted chunk (offline, blocked) does not reload the page', async ({ page, errors }) => {
    await baselineOf(page, '/chi-siamo');
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++;
    });
    await block(page, chunk('TextBlock'), 'abort');
    await page.goto('/chi-siamo');
    await page.waitForTimeout(3000);
    expect(documents).toBe(1);
    errors.length = 0;
  });
});

test('client navigation: a page whose section chunk fails is loaded in full, not shown with sections missing', async ({ page, errors }) => {
  const base = await baselineOf(page, '/chi-siamo');
  const thrown = uncaught(page);
  await page.goto('/');
  await block(page, chunk('ImageBlock'));
  // The section code cannot load: the browser loads /chi-siamo itself (a new document).
  const fullLoad = page.waitForEvent('load');
  await page.locator('header').getByRole('link', { name: 'Chi siamo' }).first().click();
  await fullLoad;
  expect(new URL(page.url()).pathname).toBe('/chi-siamo');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForTimeout(500);
  await readable(page, '/chi-siamo', base);
  await expect(page.locator('[data-section="imageBlock"] img').first()).toBeVisible();
  expect(thrown).toEqual([]);
  errors.length = 0;
});
