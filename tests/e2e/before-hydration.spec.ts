/**
 * On a slow connection the page paints seconds before it hydrates. Taps in
 * that window must not be lost: the burger works natively, the chat buttons
 * are replayed once the app is interactive.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectExpanded } from './support/ax';

/** A fresh page (not the fixture's, which waits for hydration) on a throttled network: 400 ms RTT, 40 KiB/s. */
async function slowPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 844 },
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort('internetdisconnected'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 40 * 1024,
    uploadThroughput: 40 * 1024,
  });
  return page;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test('burger tapped before hydration opens the menu, and it stays open after', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await slowPage(browser, 390);
  await page.goto('/', { waitUntil: 'load', timeout: 60_000 });
  expect(await isHydrated(page)).toBe(false);
  const burger = page.getByRole('button', { name: /menu/i });
  await burger.click();
  const menu = page.getByRole('navigation', { name: 'Menu di navigazione mobile' });
  await expect(menu).toBeVisible();
  expect(await isHydrated(page)).toBe(false);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  await expect(menu).toBeVisible();
  await expectExpanded(page, '.site-header__burger', true);
  await page.context().close();
});

for (const [what, tap] of [
  ['the chat bubble', (page: Page) => page.locator('.chat-bubble').click()],
  [
    '"Avvia una chat"',
    (page: Page) => page.locator('[data-section="cta"]').getByRole('button', { name: 'Avvia una chat' }).click(),
  ],
] as const) {
  test(`${what} tapped before hydration opens Rachel once the page is ready`, async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await slowPage(browser, 1280);
    await page.goto('/', { waitUntil: 'load', timeout: 60_000 });
    expect(await isHydrated(page)).toBe(false);
    await tap(page);
    expect(await isHydrated(page)).toBe(false);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    await expect(page.getByRole('dialog', { name: /Rachel/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.chat-bubble')).toHaveAttribute('aria-expanded', 'true');
    await page.context().close();
  });
}
