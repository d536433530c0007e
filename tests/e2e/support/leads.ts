import type { Page, Request, Route } from '@playwright/test';

/** Routes the lead endpoint in the page and records every request that reaches it. */
export async function routeLeads(page: Page, answer: (route: Route) => Promise<void> | void) {
  const requests: Request[] = [];
  await page.route('**/api/leads', async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}
