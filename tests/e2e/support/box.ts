import type { Locator, Page } from '@playwright/test';
import { must } from '../../support/must';

/** The element's box; a hidden or detached element fails the test here, by name. */
export async function boxOf(locator: Locator) {
  return must(await locator.boundingBox(), `bounding box of ${locator.toString()}`);
}

export const viewportOf = (page: Page) => must(page.viewportSize(), 'viewport size');
