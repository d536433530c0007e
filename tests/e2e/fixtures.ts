import { test as base, expect } from '@playwright/test';

/** Third-party hosts are unreachable here: every test routes them to a failure. */
export const THIRD_PARTY = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;

/**
 * Every page must load without console errors and without uncaught
 * exceptions; tests that expect one can clear `errors`.
 */
export const test = base.extend<{ errors: string[] }>({
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
