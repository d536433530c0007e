/** What a visitor sees at each width: nothing covered, nothing overflowing, no dead space, jumps that land in view. */
import type { Page } from '@playwright/test';
import { listRoutes } from '../../src/build/dist-routes';
import { resolvePaths } from '../../src/build/paths';
import { expect, test } from './fixtures';
import { dismissConsent } from './pages';
import { boxOf } from './support/box';
import { expectExpanded } from './support/ax';

const routes = listRoutes(resolvePaths().outDir)
  .map((r) => r.route)
  .filter((r) => r !== '/404.html');

/** True when the element's centre is what a click there would hit (nothing fixed on top of it). */
function receivesClick(page: Page, selector: string, index: number) {
  return page
    .locator(selector)
    .nth(index)
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit === el || el.contains(hit);
    });
}

test.describe('footer links are never under the chat bubble', () => {
  for (const [width, height] of [
    [390, 844],
    [1024, 768],
    [1280, 800],
    [1440, 900],
  ]) {
    test(`${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await dismissConsent(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const targets = 'footer a, footer button';
      const count = await page.locator(targets).count();
      expect(count).toBeGreaterThan(8);
      await expect
        .poll(() =>
          page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2),
        )
        .toBe(true);
      for (let i = 0; i < count; i++) {
        const name = await page.locator(targets).nth(i).innerText();
        await page.locator(targets).nth(i).scrollIntoViewIfNeeded();
        expect(await receivesClick(page, targets, i), `"${name}" receives the click`).toBe(true);
      }
      // And the real click on "Gestisci cookie" opens the preferences, not Rachel.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Gestisci cookie' }).click();
      await expect(page.getByRole('dialog', { name: /preferenze|cookie/i })).toBeVisible();
      await expect(page.locator('.chat-bubble')).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test('at 320 px no route scrolls sideways and no text is clipped', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(routes.length).toBeGreaterThan(8);
  for (const route of routes) {
    await page.goto(route);
    const wide = await page.evaluate(() => {
      const out: string[] = [];
      const vw = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > vw)
        out.push(`page scrollWidth ${document.documentElement.scrollWidth}`);
      // Any visible element reaching past the viewport, or whose text is wider than its box and hidden.
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
        if (el.closest('.card-slider__track, .carousel, .keen-slider, .visually-hidden, [aria-hidden="true"]'))
          continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.right > vw + 1) out.push(`${el.tagName.toLowerCase()}.${el.className} right ${Math.round(r.right)}`);
        const s = getComputedStyle(el);
        if (s.overflowX === 'hidden' && el.scrollWidth > el.clientWidth + 1 && el.textContent.trim())
          out.push(`${el.tagName.toLowerCase()}.${el.className} clips its text`);
      }
      return out.slice(0, 5);
    });
    expect(wide, route).toEqual([]);
  }
});

test.describe('layout', () => {
  test('the large RunPlay card has no dead space under its text', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const card = page.locator('.product-card--large');
    await card.scrollIntoViewIfNeeded();
    // The widest empty stretch between two things in the card (or below the last one).
    const gap = await card.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const rects = Array.from(el.querySelectorAll('img, h3, p, span'))
        .map((c) => c.getBoundingClientRect())
        .sort((a, b) => a.top - b.top);
      let widest = 0;
      let reached = rects[0].bottom;
      for (const r of rects.slice(1)) {
        widest = Math.max(widest, r.top - reached);
        reached = Math.max(reached, r.bottom);
      }
      return Math.max(widest, box.bottom - reached);
    });
    // Padding (2rem) and margins, not ~250 px of nothing.
    expect(gap).toBeLessThan(80);
  });

  test('the card slider opens with its first card at the left edge, no empty band', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/soluzioni/turismo');
      const slider = page.locator('.card-slider');
      await slider.scrollIntoViewIfNeeded();
      await expect(slider.locator('.card-slider__track.is-ready')).toBeVisible();
      const [track, first] = await Promise.all([
        boxOf(slider.locator('.card-slider__track')),
        boxOf(slider.getByRole('group').first()),
      ]);
      expect(Math.abs(first.x - track.x), `${width}px`).toBeLessThan(4);
    }
  });

  test('the lead banner uses its whole width at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/prodotti/runvoice');
    const box = page.locator('.lead-banner__box');
    await box.scrollIntoViewIfNeeded();
    const { right, used } = await box.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const rights = Array.from(el.querySelectorAll('h2, p, form, input, button')).map(
        (c) => c.getBoundingClientRect().right,
      );
      return { right: b.right, used: Math.max(...rights) };
    });
    // Content reaches into the right half's last quarter (the old layout stopped near the middle).
    expect(right - used).toBeLessThan(200);
  });

  test('"Prodotti" is marked as the current section on product pages', async ({ page }) => {
    for (const route of ['/prodotti', '/prodotti/runplay', '/prodotti/runvoice', '/prodotti/runtip']) {
      await page.goto(route);
      const nav = page.getByRole('navigation', { name: 'Menu principale' });
      await expect(nav.getByRole('link', { name: 'Prodotti' }), route).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    }
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('mobile menu: a tap outside closes it and the page does not scroll underneath', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await dismissConsent(page);
    const burger = page.getByRole('button', { name: /menu/i });
    const menu = page.getByRole('navigation', { name: 'Menu di navigazione mobile' });
    await burger.click();
    await expect(menu).toBeVisible();
    await page.mouse.move(200, 780);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.click(200, 780);
    await expect(menu).toBeHidden();
    await expectExpanded(page, '.site-header__burger', false);
  });

  test('in-page jumps land below the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [route, link, target] of [
      ['/', 'Scopri di più', '#prodotti'],
      ['/prodotti/runvoice', 'Scopri di più', '#scroll1'],
    ]) {
      await page.goto(route);
      await page.getByRole('main').getByRole('link', { name: link }).first().click();
      const header = await boxOf(page.locator('.site-header'));
      // After the smooth scroll the section starts right under the header, not behind it.
      await expect
        .poll(async () => Math.round((await boxOf(page.locator(target))).y - (header.y + header.height)), {
          timeout: 5000,
          message: `${route} ${target}`,
        })
        .toBe(0);
    }
  });

  // Sections below the first screen are laid out only as they near the viewport (global.css): a jump past
  // several of them, from another page or on the same one, still lands on its target.
  test('jumps far down the page land on their section, from another page and on the same one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const underHeader = async (target: string) =>
      Math.round((await boxOf(page.locator(target))).y - (await boxOf(page.locator('.site-header'))).height) + 0; // not -0
    for (const [route, target] of [
      ['/soluzioni/turismo', '#faq'],
      ['/en/products/runtip', '#demo'],
    ]) {
      await page.goto(`${route}${target}`);
      await expect.poll(() => underHeader(target), { timeout: 5000, message: `${route}${target}` }).toBe(0);
    }
    await page.goto('/prodotti/runvoice');
    await dismissConsent(page);
    await page.locator('#versioni').getByRole('link', { name: 'Richiedi una demo' }).click();
    await expect.poll(() => underHeader('#demo'), { timeout: 5000, message: 'runvoice #versioni -> #demo' }).toBe(0);
  });
});
