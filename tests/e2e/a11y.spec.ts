/** Accessibility a visitor meets on every page: the consent banner, toasts, and axe on every route. */
import type { Page } from '@playwright/test';
import { localeOfPath, localePrefix, locales } from '../../schemas/locale';
import { loadContent } from '../../src/build/content';
import { listRoutes } from '../../src/build/dist-routes';
import { resolvePaths } from '../../src/build/paths';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';
import { settled } from './support/settle';
import { asReturningVisitor } from './support/consent';
import { ui as it } from '../../src/i18n/it';
import { ui as en } from '../../src/i18n/en';

const routes = listRoutes(resolvePaths().outDir).map((r) => r.route);

/** Violations per language, for the log: "it 0 on 13 routes, en 0 on 12 routes". */
const perLocale = (found: string[]) =>
  locales
    .map((l) => {
      const mine = routes.filter((r) => localeOfPath(r) === l);
      return `${l} ${found.filter((f) => mine.includes(f.split(' ')[0])).length} on ${mine.length} routes`;
    })
    .join(', ');

test('the axe runs cover both languages: every page and each of its translations is a route', () => {
  const pages = loadContent(resolvePaths().contentRoot).routes;
  for (const l of locales) expect(pages.filter((p) => p.locale === l).length, l).toBeGreaterThan(0);
  for (const page of pages) for (const path of Object.values(page.alternates)) expect(routes).toContain(path);
});

test("the axe runs cover each language's not-found page", () => {
  for (const l of locales) expect(routes).toContain(`${localePrefix(l)}/404.html`);
});

/** The banner speaks the page's language. */
const banner = (page: Page, route = '/') =>
  page.getByRole('dialog', { name: (route.startsWith('/en') ? en : it).consent.title });
const focusInBanner = (page: Page) => banner(page).evaluate((el) => el.contains(document.activeElement));

test('the cookie banner does not trap Tab: focus moves on to the page', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  // Tab only once the banner has faded in and taken the focus.
  await settled(page);
  const buttons = banner(page).locator('button, a[href]');
  await buttons.last().focus();
  await page.keyboard.press('Tab');
  expect(await focusInBanner(page)).toBe(false);
  await buttons.first().focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusInBanner(page)).toBe(false);
  // Not a modal dialog either (neither announced as one nor a modal <dialog> making the page inert).
  expect(await page.evaluate(() => document.querySelectorAll('[aria-modal="true"], :modal').length)).toBe(0);
});

/** WCAG relative luminance contrast of two rgb()/rgba() colours. */
function contrast(a: string, b: string) {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('toasts are readable: the warning toast (white on orange before) reaches AA (4.5:1)', async ({ page }) => {
  await page.goto('/');
  // A chat widget that never loaded: "Avvia una chat" explains it in a warning toast.
  await page.evaluate(() =>
    document.querySelectorAll('[data-chat-bubble]').forEach((b) => b.removeAttribute('data-chat-bubble')),
  );
  await page.locator('[data-section="cta"]').getByRole('button', { name: 'Avvia una chat' }).click();
  const toast = page.locator('.notistack-MuiContent').filter({ visible: true }).first();
  await expect(toast).toBeVisible();
  const [fg, bg] = await toast.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
});

for (const width of [390, 1280]) {
  test(`axe finds no violation on any route at ${width} px with the consent banner open`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(banner(page, route)).toBeVisible();
      for (const v of await axeViolations(page))
        found.push(`${route} ${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 2).join(', ')}`);
    }
    console.log(`axe ${width}px: ${found.length} violations on ${routes.length} routes (${perLocale(found)})`);
    expect(found).toEqual([]);
  });
}

for (const width of [390, 1280]) {
  test(`axe finds no violation on any route at ${width} px with the chat open`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await asReturningVisitor(page, baseURL);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await page.locator('[data-chat-bubble]').click();
      await expect(
        page
          .getByRole('dialog', { name: /Rachel/ })
          .locator('.chat-suggestion')
          .first(),
      ).toBeVisible();
      for (const v of await axeViolations(page))
        found.push(`${route} ${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 2).join(', ')}`);
    }
    console.log(
      `axe ${width}px, chat open: ${found.length} violations on ${routes.length} routes (${perLocale(found)})`,
    );
    expect(found).toEqual([]);
  });
}
