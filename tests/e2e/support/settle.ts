import type { Page } from '@playwright/test';

/**
 * Waits until every finite animation on the page has ended: entrance
 * transitions (sections rising into view, the consent banner fading in) move
 * and recolour what a test is about to click or measure.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}
