import { expect, test } from './fixtures';

test('RunVoice: labels, lists, versions and the lead banner', async ({ page }) => {
  await page.goto('/prodotti/runvoice');
  await expect(page.getByText('Sanità, Hospitality, Pubblica Amministrazione')).toBeVisible();
  await expect(page.getByText('IVR, AI/NLP, VoIP')).toBeVisible();
  for (const name of ['Cosa fa', 'Come funziona', 'Per chi è pensato', 'Versioni']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  for (const version of ['Easy', 'Standard', 'Pro']) {
    await expect(page.getByRole('heading', { name: version, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Scopri di più' }).click();
  await expect(page.locator('#scroll1')).toBeInViewport();
  const banner = page.locator('.lead-banner');
  await expect(banner.getByRole('textbox', { name: /e-mail/i })).toHaveAttribute('type', 'email');
  await expect(banner.locator('input[type="hidden"][name="product"]')).toHaveValue('RunVoice');
  await expect(page.locator('#richiedi-materiali input[type="hidden"][name="product"]')).toHaveValue('RunVoice');
});
