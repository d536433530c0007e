/**
 * Issue 26: every page is a prerendered document; only its islands (sections
 * whose type needs code) hydrate, each from the props in its frame (no page
 * data, no route table; the fixture fails on any console error, a hydration
 * mismatch included). A link is the browser's own navigation. Islands far
 * below the fold load their code only when the visitor scrolls near them;
 * until then their prerendered HTML stays, and a form sent meanwhile is held
 * for it.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { dismissConsent } from './pages';
import { holdChunk } from './support/hold-chunk';
import { routeLeads } from './support/leads';

/** Fills the materials form like a visitor, then waits out the forms' minimum fill time (3 s) before its code comes. */
async function fillMaterials(form: Locator, who: { first: string; last: string; email: string }, material: RegExp) {
  await form.getByRole('textbox', { name: /^Nome/ }).fill(who.first);
  await form.getByRole('textbox', { name: /^Cognome/ }).fill(who.last);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(who.email);
  await form.getByRole('radio', { name: material }).check();
  await form.page().waitForTimeout(3200);
}

test('a page is its own document: no page data or route table is fetched, and a link loads the next page', async ({
  page,
  errors,
}) => {
  const fetched: string[] = [];
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_data/')) fetched.push(new URL(r.url()).pathname);
  });
  // Each page is a document of its own (it may come from a speculation-rules prefetch: counted at its load).
  page.on('load', () => documents.push(new URL(page.url()).pathname));
  // An alias: the prerendered page is the canonical document's.
  await page.goto('/prodotti/cyberpandino');
  await expect(page.locator('main h1')).toContainText('Tre prodotti AI');
  await expect(page.locator('script#page-data')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Contatti' }).click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.locator('main h1')).toContainText('Parliamo');
  await expect.poll(() => documents).toEqual(['/prodotti/cyberpandino', '/contatti']);
  expect(fetched).toEqual([]);
  expect(errors).toEqual([]);
});

test('a link inside a section that ships no code is a plain link, and the section code is never fetched', async ({
  page,
  errors,
}) => {
  const documents: string[] = [];
  page.on('load', () => documents.push(new URL(page.url()).pathname));
  const { requested: gridChunks } = await holdChunk(page, 'ProductGrid');
  await page.goto('/');
  // The product cards are plain links in the prerendered HTML (productGrid ships no code).
  await page.locator('[data-section="productGrid"] a[href="/prodotti/runvoice"]').first().click();
  await expect(page).toHaveURL(/\/prodotti\/runvoice$/);
  await expect(page.locator('main h1')).toContainText('Il menu telefonico AI');
  await expect.poll(() => documents).toEqual(['/', '/prodotti/runvoice']);
  expect(gridChunks).toEqual([]);
  expect(errors).toEqual([]);
});

test('a form far below the fold: server HTML until the visitor first uses it, then its code; typing before it arrives is kept', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requests = await routeLeads(page, (route) => route.fulfill({ status: 201 }));
  const { requested: formChunks, release } = await holdChunk(page, 'Form');
  await page.goto('/soluzioni/turismo');
  const section = page.locator('#richiedi-materiali');
  // Hydrated, the form's code not asked for: its prerendered HTML is there.
  await expect(section.getByRole('button', { name: 'Ricevi i materiali' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(formChunks).toEqual([]);

  // Its rule is 'interaction': seeing it loads nothing, the first focus inside it loads its code.
  await section.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(formChunks).toEqual([]);
  await section.getByRole('textbox', { name: /^Nome/ }).focus();
  await expect.poll(() => formChunks.length).toBe(1);
  // The code is on its way: the visitor types meanwhile.
  await section.getByRole('textbox', { name: /^Nome/ }).fill('Paolo');
  await section.getByRole('textbox', { name: /^Cognome/ }).fill('Neri');
  release();
  await page.waitForResponse(/\/assets\/Form-[\w-]+\.js$/).catch(() => undefined);
  await section.getByRole('textbox', { name: /^E-mail/ }).fill('paolo.neri@esempio.it');
  await section.getByRole('radio', { name: /Presentazione/ }).check();
  await expect(section.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Paolo');
  await expect(section.getByRole('textbox', { name: /^Cognome/ })).toHaveValue('Neri');
  // The form's own behaviour (no native post): it answers in place, with what was typed before its code came.
  await page.waitForTimeout(3100); // the form refuses submits faster than a person fills it
  await section.getByRole('button', { name: 'Ricevi i materiali' }).click();
  await expect(section.getByRole('status')).toContainText('Ti mandiamo i materiali');
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0].postData() ?? '')).toMatchObject({
    firstName: 'Paolo',
    lastName: 'Neri',
    email: 'paolo.neri@esempio.it',
    product: 'Turismo',
  });
  expect(errors).toEqual([]);
});

test('a section that ships no code works from its HTML: "Avvia una chat" opens Rachel, and its code is never fetched', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { requested: ctaChunks } = await holdChunk(page, 'Cta');
  await page.goto('/');
  const start = page.locator('[data-section="cta"]').getByRole('button', { name: 'Avvia una chat' });
  await start.scrollIntoViewIfNeeded();
  await start.click();
  await expect(page.getByRole('dialog', { name: /Rachel/ })).toBeVisible();
  expect(ctaChunks).toEqual([]);
  expect(errors).toEqual([]);
});

test('the cookie policy ships no section code: its button opens the preferences, its contents jump', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { requested: legalChunks } = await holdChunk(page, 'LegalSections');
  await page.goto('/cookie-policy');
  await dismissConsent(page);
  const toc = page.getByRole('navigation', { name: 'In questa pagina' });
  const firstTopic = toc.getByRole('link').nth(2);
  const name = (await firstTopic.textContent()) ?? '';
  await firstTopic.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
  const open = page.getByRole('button', { name: 'Apri il pannello dei cookie' });
  await open.scrollIntoViewIfNeeded();
  await open.click();
  await expect(page.getByRole('dialog', { name: /cookie/i })).toBeVisible();
  expect(legalChunks).toEqual([]);
  expect(errors).toEqual([]);
});

test('an address typed into the lead banner before its code arrives is kept, and a send pressed then goes once', async ({
  page,
  errors,
}) => {
  const requests = await routeLeads(page, (route) => route.fulfill({ status: 201 }));
  const { release } = await holdChunk(page, 'LeadBanner');
  await page.goto('/prodotti/runvoice');
  const banner = page.locator('.lead-banner');
  const email = banner.getByRole('textbox', { name: /e-mail/i });
  const send = banner.getByRole('button', { name: 'Invia' });
  await email.fill('giulia.bianchi@esempio.it');
  // Still the prerendered form: its button works (without JavaScript it is a plain POST), and a press
  // now is held for the code instead of leaving the page.
  await expect(send).toBeEnabled();
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
  release();
  await expect(banner.getByRole('status')).toContainText('Grazie');
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0].postData() ?? '')).toEqual({ email: 'giulia.bianchi@esempio.it', product: 'RunVoice' });
  expect(page.url()).toMatch(/\/prodotti\/runvoice$/);
  expect(errors).toEqual([]);
});

test('a form whose code arrives after the visitor filled it in is not refused as too fast', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requests = await routeLeads(page, (route) => route.fulfill({ status: 201 }));
  const { release } = await holdChunk(page, 'Form');
  await page.goto('/prodotti/runplay');
  const form = page.locator('#richiedi-materiali');
  // Longer than the forms' minimum fill time, all of it before the code came.
  await fillMaterials(
    form,
    { first: 'Chiara', last: 'Moretti', email: 'chiara.moretti@hotelaurelia.it' },
    /Caso di studio/i,
  );
  release();
  // Sent as soon as the code is there: the fill time counts from when the form was on screen.
  await form.getByRole('button', { name: 'Ricevi i materiali' }).click();
  await expect(form.getByRole('status')).toContainText('Ti mandiamo i materiali');
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0].postData() ?? '')).toMatchObject({
    firstName: 'Chiara',
    email: 'chiara.moretti@hotelaurelia.it',
  });
  expect(errors).toEqual([]);
});

test('a submit pressed before the form has its code is sent once it has, with what was typed', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requests = await routeLeads(page, (route) => route.fulfill({ status: 201 }));
  const { release } = await holdChunk(page, 'Form');
  await page.goto('/soluzioni/turismo');
  const form = page.locator('#richiedi-materiali');
  await fillMaterials(form, { first: 'Paolo', last: 'Neri', email: 'paolo.neri@esempio.it' }, /Presentazione/);
  const submit = form.getByRole('button', { name: 'Ricevi i materiali' });
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  expect(page.url()).toMatch(/\/soluzioni\/turismo$/); // not the browser's own GET with the fields in the URL
  release();
  await expect(form.getByRole('status')).toContainText('Ti mandiamo i materiali');
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0].postData() ?? '')).toMatchObject({
    firstName: 'Paolo',
    lastName: 'Neri',
    email: 'paolo.neri@esempio.it',
    material: 'presentazione',
    product: 'Turismo',
  });
  expect(errors).toEqual([]);
});
