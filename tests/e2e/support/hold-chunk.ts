import type { Page } from '@playwright/test';

/** Holds every request for the built chunk `name` (Form, hydrate, index…) until `release()`; `requested` lists them. */
export async function holdChunk(page: Page, name: string) {
  const requested: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js(\\?.*)?$`), async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { requested, release };
}
