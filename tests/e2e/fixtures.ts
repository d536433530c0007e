import { test as base, expect } from '@playwright/test';

/** Third-party hosts are unreachable here: every test routes them to a failure. */
export const THIRD_PARTY = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;

/**
 * Every page must load without console errors and without uncaught
 * exceptions; tests that expect one can clear `errors`.
 */
export const test = base.extend<{ errors: string[] }>({
  // The app hydrates after the load event (see src/app/entry-client.tsx): navigation helpers
  // wait until it has, so a test never clicks a button React is not handling yet.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const res = await goto(url, options);
        if (res?.headers()['content-type']?.includes('text/html')) await hydrated();
        return res;
      };
      page.reload = async (options) => {
        const res = await reload(options);
        await hydrated();
        return res;
      };
    }
    await use(page);
  },
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(THIRD_PARTY, (route) => route.abort('internetdisconnected'));
    await use(errors);
    expect(errors, 'console errors or uncaught exceptions').toEqual([]);
  },
});

export { expect };
