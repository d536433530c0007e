import { expect, test } from './fixtures';
import { boxOf, viewportOf } from './support/box';

test('toast area: top right, closes by itself after 1500 ms or on a click', async ({ page }) => {
  await page.goto('/');
  // Simulate a chat widget that never loaded: "Avvia una chat" then explains it in a toast.
  await page.evaluate(() =>
    document.querySelectorAll('[data-chat-bubble]').forEach((b) => b.removeAttribute('data-chat-bubble')),
  );
  const cta = page.locator('[data-section="cta"]').getByRole('button', { name: 'Avvia una chat' });
  await cta.click();
  // A closed toast may linger hidden in the DOM for its exit transition: look at visible ones.
  const toast = page
    .getByText('La chat non è disponibile in questo momento', { exact: false })
    .filter({ visible: true });
  await expect(toast).toBeVisible();
  const box = await boxOf(toast);
  const viewport = viewportOf(page);
  expect(box.y).toBeLessThan(120);
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 60);
  const shownAt = Date.now();
  await expect(toast).toHaveCount(0, { timeout: 4000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1000);

  await cta.click();
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(toast).toHaveCount(0, { timeout: 1000 });
});
