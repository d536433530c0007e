import { expect, test } from './fixtures';
import { boxOf } from './support/box';

test('home: hero, Scopri di più scrolls to the product grid, three cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Scopri di più' }).click();
  const grid = page.locator('#prodotti');
  await expect(grid).toBeInViewport();
  const cards = grid.locator('.product-card');
  await expect(cards).toHaveCount(3);
  await expect(grid.getByRole('link', { name: 'RunPlay' })).toHaveAttribute('href', '/prodotti/runplay');
  await expect(grid.getByRole('link', { name: 'RunVoice' })).toHaveAttribute('href', '/prodotti/runvoice');
  await expect(grid.getByRole('link', { name: 'RunTip' })).toHaveAttribute('href', '/prodotti/runtip');
  expect(await cards.nth(0).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(220, 223, 230)');
  const [large, small] = await Promise.all([boxOf(cards.nth(0)), boxOf(cards.nth(1))]);
  expect(large.width * large.height).toBeGreaterThan(2 * small.width * small.height);
  await cards.nth(1).locator('a').click();
  await expect(page).toHaveURL(/\/prodotti\/runvoice$/);
});
