/**
 * The forms with JavaScript off, end to end against the real local endpoint
 * (`vite preview` as `npm start` runs it, leads in a temporary file): the
 * browser's own POST, never a GET; the endpoint's answer is a page in the
 * form's language; an invalid submit comes back with every value kept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { startPreview, type Preview } from './support/server';

test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'serial' });

let server: Preview;
let dir: string;
let file: string;

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-nojs-'));
  file = path.join(dir, 'leads.jsonl');
  server = await startPreview({ LEADS_FILE: file });
});
test.afterAll(() => {
  server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stored = (): Record<string, unknown>[] =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [];

/** Every request the page makes to the endpoint, and every URL it lands on: no field may ever be in one. */
function watch(page: Page) {
  const posts: Request[] = [];
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/leads')) posts.push(r);
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) urls.push(f.url());
  });
  return {
    posts,
    noFieldInAnyUrl() {
      for (const u of [...urls, ...posts.map((p) => p.url())]) expect(new URL(u).search, u).toBe('');
      for (const p of posts) expect(p.method()).toBe('POST');
    },
  };
}

test('the contact form: an invalid submit comes back with the summary and every value, then the fix is stored once', async ({
  page,
}) => {
  const seen = watch(page);
  const before = stored().length;
  await page.goto(`${server.url}/contatti`);
  const form = page.locator('#modulo-contatti form');
  await form.getByLabel('Cognome').fill('Bianchi');
  await form.getByLabel('Azienda o ente').fill('Comune di Roccaverde');
  await form.getByLabel('E-mail').fill('giulia@');
  await form.getByLabel('Messaggio').fill('Vorremmo un assistente per lo sportello anagrafe.');
  await form.getByRole('button', { name: 'Invia il messaggio' }).click();

  // The endpoint's page: what is wrong, first, with focus; each value as typed.
  const summary = page.getByRole('alert');
  await expect(summary).toContainText("C'è un problema");
  await expect(summary.getByRole('link', { name: 'Inserisci il tuo nome' })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Cognome')).toHaveValue('Bianchi');
  await expect(page.getByLabel('Azienda o ente')).toHaveValue('Comune di Roccaverde');
  await expect(page.getByLabel('E-mail')).toHaveValue('giulia@');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Messaggio')).toHaveValue('Vorremmo un assistente per lo sportello anagrafe.');
  expect(stored()).toHaveLength(before);

  await page.getByLabel('Nome', { exact: false }).first().fill('Giulia');
  await page.getByLabel('E-mail').fill('giulia.bianchi@roccaverde.it');
  await page.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(page.getByRole('status')).toContainText('Grazie, abbiamo ricevuto il tuo messaggio.');
  await page.getByRole('link', { name: 'Torna alla pagina' }).click();
  await expect(page).toHaveURL(`${server.url}/contatti`);

  expect(stored().slice(before)).toMatchObject([
    {
      form: 'contact',
      firstName: 'Giulia',
      lastName: 'Bianchi',
      company: 'Comune di Roccaverde',
      email: 'giulia.bianchi@roccaverde.it',
      message: 'Vorremmo un assistente per lo sportello anagrafe.',
      marketingConsent: false,
    },
  ]);
  expect(seen.posts).toHaveLength(2);
  seen.noFieldInAnyUrl();
});

test('the English materials form answers in English, messages included, and stores the request', async ({ page }) => {
  const seen = watch(page);
  const before = stored().length;
  await page.goto(`${server.url}/en/products/runplay`);
  const form = page.locator('#richiedi-materiali form');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('First name').fill('Chiara');
  await form.getByLabel('Last name').fill('Moretti');
  await form.getByLabel('E-mail').fill('chiara.moretti@hotelaurelia.it');
  await form.getByRole('button').last().click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('alert')).toContainText('There is a problem');
  await expect(page.getByRole('alert')).toContainText('Choose the material you would like to receive');
  await expect(page.getByText(/Inserisci|Scegli/)).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Chiara');

  await page.getByLabel(/Case study/i).check();
  await page.getByLabel(/updates/i).check();
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the page' })).toHaveAttribute('href', '/en/products/runplay');
  expect(stored().slice(before)).toMatchObject([
    {
      form: 'materials',
      firstName: 'Chiara',
      product: 'RunPlay',
      material: 'caso-di-studio',
      marketingConsent: true,
    },
  ]);
  seen.noFieldInAnyUrl();
});

for (const [route, lang, thanks, problem] of [
  ['/prodotti/runvoice', 'it', 'Grazie per il tuo interesse', 'Inserisci un indirizzo e-mail valido'],
  ['/en/products/runvoice', 'en', 'Thank you for your interest', 'Enter a valid e-mail address'],
] as const) {
  test(`the e-mail capture on ${route} sends without JavaScript (${lang}): a typo comes back kept, the fix is stored`, async ({
    page,
  }) => {
    const seen = watch(page);
    const before = stored().length;
    await page.goto(`${server.url}${route}`);
    const banner = page.locator('.lead-banner form');
    await banner.scrollIntoViewIfNeeded();
    await banner.locator('input[type="email"]').fill('mario@gmail');
    const send = banner.locator('button[type="submit"]');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByRole('alert')).toContainText(problem);
    const field = page.locator('input[name="email"]');
    await expect(field).toHaveValue('mario@gmail');
    await field.fill('mario.rossi@gmail.com');
    await page.locator('button[type="submit"]').click();
    await expect(page.getByRole('status')).toContainText(thanks);
    expect(stored().slice(before)).toEqual([
      { email: 'mario.rossi@gmail.com', product: 'RunVoice', receivedAt: expect.any(String) as unknown },
    ]);
    seen.noFieldInAnyUrl();
  });
}
