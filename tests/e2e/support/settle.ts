import type { Locator, Page } from '@playwright/test';

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

/**
 * Waits until `target` has finished entering: it and every box around it fully opaque, then nothing
 * animating. A section below the fold is hidden by the boot and animated in once the animation code has
 * loaded; checking for running animations alone can pass before that entrance has even started, and a
 * click then lands where the link was before it rose into place.
 */
export async function entered(target: Locator) {
  await target.page().waitForFunction(
    (el) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).opacity !== '1') return false;
      return true;
    },
    await target.elementHandle(),
    { timeout: 10_000 },
  );
  await settled(target.page());
}
