import { expect, test } from './fixtures';
import { dismissConsent, siteData, watchChatBubble } from './pages';
import { entered } from './support/settle';

test('contacts: intro points to Rachel; the Rachel button triggers the chat bubble', async ({ page }) => {
  await page.goto('/contatti');
  await expect(page.locator('.hero')).toContainText('Rachel');
  await dismissConsent(page);
  const clicks = await watchChatBubble(page);
  await page
    .getByRole('region', { name: /Chiedi a Rachel/ })
    .getByRole('button', { name: 'Avvia una chat' })
    .click();
  // A section far below the fold may still be loading its code: the tap is kept and replayed (lib/early-taps.ts).
  await expect.poll(clicks).toBe(1);
  await page.waitForTimeout(300);
  expect(await clicks(), 'exactly one click reaches the chat').toBe(1);
});

test('contacts: e-mail and address links from site.json open in a new tab', async ({ page }) => {
  const { company } = siteData();
  await page.goto('/contatti');
  const first = page.getByRole('list', { name: 'Recapiti' });
  const email = first.getByRole('link', { name: new RegExp(company.email) });
  await expect(email).toHaveAttribute('href', `mailto:${company.email}`);
  const address = first.getByRole('link', { name: new RegExp(company.address.street) });
  await expect(address).toHaveAttribute('href', company.mapUrl ?? /openstreetmap/);
  for (const link of [email, address]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('contacts: second column links to the three product pages', async ({ page }) => {
  await page.goto('/contatti');
  await dismissConsent(page);
  const second = page.getByRole('list', { name: 'I nostri prodotti' });
  await expect(second.getByRole('link')).toHaveText(['RunPlay', 'RunTip', 'RunVoice']);
  for (const [name, href] of [
    ['RunPlay', '/prodotti/runplay'],
    ['RunTip', '/prodotti/runtip'],
    ['RunVoice', '/prodotti/runvoice'],
  ]) {
    await expect(second.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(second.getByRole('link', { name })).not.toHaveAttribute('target', /.+/);
  }
  // The columns sit below the contact form: they rise into view as they are scrolled to.
  await second.scrollIntoViewIfNeeded();
  await entered(second);
  await second.getByRole('link', { name: 'RunVoice' }).click();
  await expect(page).toHaveURL(/\/prodotti\/runvoice$/);
});
