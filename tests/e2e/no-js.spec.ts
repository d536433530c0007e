/** With JavaScript off the prerendered pages still answer, navigate and tell the truth. */
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('FAQ and service answers open without JavaScript, several at once', async ({ page }) => {
  for (const route of ['/', '/soluzioni/turismo']) {
    await page.goto(route);
    const items = page.locator('.accordion details');
    expect(await items.count(), route).toBeGreaterThan(2);
    for (const item of await items.all()) {
      await item.locator('summary').click();
      await expect(item.locator('.accordion__panel'), route).toBeVisible();
    }
    await expect(page.locator('.accordion details[open]')).toHaveCount(await items.count());
  }
  await expect(page.getByText('RunPlay è una web app (PWA)')).toBeVisible();
});

test('the mobile menu opens and closes without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/chi-siamo');
  const menu = page.getByRole('navigation', { name: 'Menu di navigazione mobile' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Prodotti' }).click();
  await expect(page).toHaveURL(/\/prodotti$/);
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

// Without JavaScript the carousel does not move: a pause button there would be a control that does nothing.
test('the carousel shows its slides and no rotation control without JavaScript', async ({ page }) => {
  await page.goto('/prodotti/runplay');
  const carousel = page.locator('[data-section="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('group', { name: '1 di 5' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Metti in pausa lo scorrimento' })).toBeHidden();
});

// The forms without JavaScript, end to end against the real endpoint: no-js-forms.spec.ts.
