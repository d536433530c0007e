import type { Page } from '@playwright/test';
import { must } from '../../support/must';

/**
 * A returning visitor who already refused optional cookies: the banner does not
 * open, so it neither covers nor takes focus from what a test works with.
 * The cookie is in the format vanilla-cookieconsent 3 wrote (the site used it
 * before): choices stored then must stay valid.
 */
export async function asReturningVisitor(
  page: Page,
  baseURL: string | undefined,
  overrides: { revision?: number; expirationTime?: number } = {},
) {
  const now = new Date().toISOString();
  const value = encodeURIComponent(
    JSON.stringify({
      categories: ['necessary'],
      revision: 1,
      data: null,
      consentTimestamp: now,
      consentId: 'e2e',
      services: { necessary: [], analytics: [] },
      lastConsentTimestamp: now,
      expirationTime: Date.now() + 86_400_000,
      ...overrides,
    }),
  );
  await page
    .context()
    .addCookies([{ name: 'cc_cookie', value, url: must(baseURL, 'use.baseURL in tests/playwright.config.ts') }]);
}
