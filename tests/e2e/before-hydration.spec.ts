/**
 * On a slow connection the page paints before its code runs. The window in which a tap can do nothing is
 * now the boot script alone (7 KiB gzip, no React): the burger works natively even without it, and on
 * Chromium's Slow 3G profile the chat bubble and "Avvia una chat" work within a second of the first paint.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectExpanded } from './support/ax';
import { holdChunk } from './support/hold-chunk';

/** A fresh page (not the fixture's, which waits for hydration). */
async function freshPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort('internetdisconnected'));
  return page;
}

/** Chromium DevTools' "Slow 3G" profile. */
async function slow3g(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: (500 * 1000) / 8,
    uploadThroughput: (500 * 1000) / 8,
  });
}

test('the burger opens the menu before the boot script has run, and stays open once it has', async ({ browser }) => {
  const page = await freshPage(browser, 390);
  const { release } = await holdChunk(page, 'index');
  await page.goto('/', { waitUntil: 'commit' });
  const burger = page.getByRole('button', { name: 'Apri il menu' });
  await burger.click();
  const menu = page.getByRole('navigation', { name: 'Menu di navigazione mobile' });
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByName('runsite:booted').length)).toBe(0);
  release();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect(menu).toBeVisible();
  await expectExpanded(page, '.site-header__burger', true);
  // The boot script mirrors the state in the label.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await burger.click();
  await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toBeVisible();
  await page.context().close();
});

for (const [what, tap] of [
  ['the chat bubble', (page: Page) => page.locator('.chat-bubble').click()],
  [
    '"Avvia una chat"',
    (page: Page) => page.locator('[data-section="cta"]').getByRole('button', { name: 'Avvia una chat' }).click(),
  ],
] as const) {
  test(`on Slow 3G ${what} works within a second of the first paint and opens Rachel`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await freshPage(browser, 1280);
    await slow3g(page);
    await page.goto('/', { waitUntil: 'load', timeout: 60_000 });
    const { paint, booted } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      booted: performance.getEntriesByName('runsite:booted')[0]?.startTime ?? NaN,
    }));
    console.log(`Slow 3G: first paint ${Math.round(paint)} ms, shell working at ${Math.round(booted)} ms`);
    expect(booted - paint).toBeLessThan(1000);
    await tap(page);
    await expect(page.getByRole('dialog', { name: /Rachel/ })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.chat-bubble')).toHaveAttribute('aria-expanded', 'true');
    await page.context().close();
  });
}
