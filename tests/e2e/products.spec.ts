import { expect, test } from './fixtures';
import { dismissConsent } from './pages';

const PRODUCTS = [
  ['RunPlay', '/prodotti/runplay'],
  ['RunVoice', '/prodotti/runvoice'],
  ['RunTip', '/prodotti/runtip'],
] as const;

for (const route of ['/prodotti', '/prodotti/cyberpandino']) {
  test(`${route}: hero and the three products with promise, image and link`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tre prodotti AI, pronti da personalizzare');
    const catalog = page.locator('#catalogo');
    await expect(catalog.locator('.product-card')).toHaveCount(3);
    for (const [name, href] of PRODUCTS) {
      const link = catalog.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      const card = catalog.locator('.product-card').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect(card.getByRole('img')).toHaveAttribute('alt', /\w+/);
      await expect(link).toHaveAccessibleDescription(/\w+/);
    }
  });
}

test('products: Scopri i prodotti scrolls to the catalogue; a card opens its page', async ({ page }) => {
  await page.goto('/prodotti');
  await dismissConsent(page);
  await page.getByRole('link', { name: 'Scopri i prodotti' }).click();
  await expect(page.locator('#catalogo')).toBeInViewport();
  await page.locator('#catalogo').getByRole('link', { name: 'RunTip' }).click();
  await expect(page).toHaveURL(/\/prodotti\/runtip$/);
});

test('products: the closing call to action leads to the contacts page', async ({ page }) => {
  await page.goto('/prodotti');
  await dismissConsent(page);
  const cta = page.getByRole('region', { name: 'Non sai quale scegliere? Parliamone' });
  await cta.getByRole('link', { name: 'Contattaci' }).click();
  await expect(page).toHaveURL(/\/contatti$/);
});
