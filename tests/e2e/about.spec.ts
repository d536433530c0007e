import { expect, test } from './fixtures';
import { dismissConsent, siteData, watchChatBubble } from './pages';

test('about: hero with an image, the text blocks and the name explained', async ({ page }) => {
  await page.goto('/chi-siamo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Persone, tecnologia e territori');
  const heroImage = page.locator('.hero').getByRole('img');
  await expect(heroImage).toHaveAttribute('alt', /team/);
  expect(await heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const h2 = page.getByRole('heading', { level: 2 });
  await expect(h2.filter({ hasText: 'Chi siamo oggi' })).toBeVisible();
  const why = page.getByRole('region', { name: `Perché ${siteData().siteName}` });
  await expect(why).toContainText('RUN');
  await expect(why).toContainText('UNDER');
  await expect(why).toContainText('Wood Wide Web');
  await expect(why).toContainText('radici e funghi');
  await expect(page.getByRole('region', { name: 'Un nome, un modo di pensare' })).toContainText('metodo');
});

test('about: image blocks load their images with alt text', async ({ page }) => {
  await page.goto('/chi-siamo');
  const images = page.locator('.image-block img');
  await expect(images).toHaveCount(3);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('alt', /\w{4,}/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await expect(page.locator('.image-block figcaption').first()).toContainText('radici');
});

test('about: ask Rachel about the team', async ({ page }) => {
  await page.goto('/chi-siamo');
  await dismissConsent(page);
  const clicks = await watchChatBubble(page);
  const cta = page.getByRole('region', { name: /Chiedi a Rachel/ });
  await expect(cta).toContainText('team');
  await expect(cta.locator('img.cta__avatar')).toBeVisible();
  await cta.getByRole('button', { name: 'Avvia una chat' }).click();
  // A section far below the fold may still be loading its code: the tap is kept and replayed (lib/early-taps.ts).
  await expect.poll(clicks).toBe(1);
  await page.waitForTimeout(300);
  expect(await clicks(), 'exactly one click reaches the chat').toBe(1);
});
