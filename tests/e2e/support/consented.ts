/** A returning visitor who already refused optional cookies: no consent banner over the chat. */
import { test as base } from '../fixtures';

export function refusedConsentCookie(url: string) {
  const value = encodeURIComponent(JSON.stringify({ categories: ['necessary'], revision: 1, data: null, consentTimestamp: new Date().toISOString(), consentId: 'e2e', services: { necessary: [], analytics: [] }, lastConsentTimestamp: new Date().toISOString(), expirationTime: Date.now() + 86_400_000 }));
  return { name: 'cc_cookie', value, url };
}

export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    await page.context().addCookies([refusedConsentCookie(baseURL!)]);
    await use(page);
  },
});
