/**
 * States from Chromium's accessibility tree (what a screen reader is told),
 * for those the browser computes itself and the DOM does not carry: a
 * popovertarget button's expanded state (ARIA in HTML forbids aria-expanded
 * on it, so Playwright's role queries cannot see it).
 */
import { expect, type Page } from '@playwright/test';

export async function axExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector(${JSON.stringify(selector)})`,
    });
    if (!result.objectId) throw new Error(`no element matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const value = nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value as unknown;
    return typeof value === 'boolean' ? value : undefined;
  } finally {
    await cdp.detach();
  }
}

/** Waits until the element's expanded state, as the browser exposes it, is `expanded`. */
export async function expectExpanded(page: Page, selector: string, expanded: boolean) {
  await expect.poll(() => axExpanded(page, selector), { message: `${selector} expanded` }).toBe(expanded);
}
