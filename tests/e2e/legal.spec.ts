import { legalDocuments } from '../../src/i18n/legal.it';
import { consentPanelUi } from '../../src/i18n/consent-panel';
import { expect, test } from './fixtures';
import { dismissConsent, siteData } from './pages';

test('privacy: title, date, every section, and what the spec requires it to say', async ({ page }) => {
  const { company } = siteData();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByText('Ultimo aggiornamento:')).toBeVisible();
  await expect(page.locator('main h2:not(.legal__toc-title)')).toHaveText(
    legalDocuments.privacy.sections.map((s) => s.title),
  );
  const main = page.locator('main');
  for (const text of [
    company.name,
    company.vatId,
    'nome',
    'cognome',
    'azienda',
    'indirizzo e-mail',
    'numero di telefono',
    'indirizzo IP',
    'log tecnici',
    'cookie',
    'art. 6.1.a',
    'art. 6.1.b',
    'art. 6.1.f',
    'artt. 15-22',
    'hosting',
    'analytics',
    'marketing',
    'gestione dei cookie',
    'revochi',
  ]) {
    await expect(main).toContainText(text);
  }
  await expect(main.getByRole('link', { name: company.email }).first()).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
});

test('privacy: the table of contents jumps to a section', async ({ page }) => {
  await page.goto('/privacy-policy');
  await dismissConsent(page);
  await page
    .getByRole('navigation', { name: 'In questa pagina' })
    .getByRole('link', { name: 'I tuoi diritti' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'I tuoi diritti' })).toBeInViewport();
});

test('cookie policy: categories, third parties, banner, panel, browser settings, 6 months', async ({ page }) => {
  await page.goto('/cookie-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
  await expect(page.locator('main h2:not(.legal__toc-title)')).toHaveText(
    legalDocuments.cookie.sections.map((s) => s.title),
  );
  const main = page.locator('main');
  for (const text of [
    'Cookie tecnici e funzionali',
    'anonima e aggregata',
    'strumento di consenso',
    'terze parti',
    'tag manager',
    'prima visita',
    'banner',
    'Gestisci cookie',
    'impostazioni del tuo browser',
    '6 mesi',
  ]) {
    await expect(main).toContainText(text);
  }
});

test('cookie policy: a button opens the cookie preferences panel', async ({ page }) => {
  await page.goto('/cookie-policy');
  await dismissConsent(page);
  await page.getByRole('button', { name: 'Apri il pannello dei cookie' }).click();
  const prefs = page.getByRole('dialog').filter({ hasText: consentPanelUi.it.prefsTitle });
  await expect(prefs).toBeVisible();
  await expect(prefs.getByText(consentPanelUi.it.statsTitle, { exact: true }).first()).toBeVisible();
});

test('legal pages are reached from the footer', async ({ page }) => {
  await page.goto('/');
  await dismissConsent(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await footer.getByRole('link', { name: 'Cookie policy' }).click();
  await expect(page).toHaveURL(/\/cookie-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
});
