/** The e2e `test` for a returning visitor who already refused optional cookies: no banner over the chat. */
import { test as base } from '../fixtures';
import { asReturningVisitor } from './consent';

export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    await asReturningVisitor(page, baseURL);
    await use(page);
  },
});
