/** POST /api/leads as `npm start` serves it: `vite preview` with the lead plugin's own settings. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { asReturningVisitor } from './support/consent';
import { repoRoot, startPreview, type Preview } from './support/server';

const SITE_URL = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'pages-config/site.json'), 'utf8')) as { siteUrl: string }
).siteUrl;

const contact = {
  form: 'contact',
  firstName: 'Luca',
  lastName: 'Ferri',
  company: 'Ferri Logistica',
  email: 'luca.ferri@esempio.it',
  phone: '333 123 4567',
  message: 'Ci interessa RunTip per i nostri tre locali a Trastevere.',
  marketingConsent: true,
  privacyNoticeVersion: '2026-11',
};

/**
 * Runs `run` against a `vite preview` whose leads go to a file in a fresh
 * temporary folder (`leadsFile` picks it), then stops the server and removes the folder.
 */
async function withPreview(
  run: (server: Preview, file: string, dir: string) => Promise<void>,
  leadsFile = (dir: string) => path.join(dir, 'leads.jsonl'),
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-endpoint-'));
  const file = leadsFile(dir);
  const server = await startPreview({ LEADS_FILE: file });
  try {
    await run(server, file, dir);
  } finally {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("refuses other sites and other content types, accepts site.json's origin, and limits a client to 10 posts a minute", async () => {
  test.setTimeout(60_000);
  await withPreview(async (server, file) => {
    const post = (body: object, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url, ...headers },
        body: JSON.stringify(body),
      });
    const statuses = [
      (await post({ email: 'a@esempio.it', product: 'RunVoice' })).status,
      (await post(contact, { Origin: SITE_URL })).status,
      (await post({ email: 'victim@evil.example', product: 'X' }, { Origin: 'https://evil.example' })).status,
      (await post({ email: 'b@esempio.it', product: 'RunVoice' }, { 'Content-Type': 'text/plain;charset=UTF-8' }))
        .status,
    ];
    expect(statuses).toEqual([201, 201, 403, 415]);
    // The 403 does not count (another site cannot use up a visitor's allowance): 3 counted so far, 7 to go.
    for (let i = 0; i < 7; i++) expect((await post({ email: `c${i}@esempio.it`, product: 'RunTip' })).status).toBe(201);
    const limited = await post({ email: 'd@esempio.it', product: 'RunTip' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = fs
      .readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { email: string });
    expect(stored.map((l) => l.email)).toEqual([
      'a@esempio.it',
      'luca.ferri@esempio.it',
      ...Array.from({ length: 7 }, (_, i) => `c${i}@esempio.it`),
    ]);
  });
});

test('an unwritable LEADS_FILE: 500 naming no path, and the reason on the server’s stderr', async () => {
  test.setTimeout(60_000);
  await withPreview(
    async (server, file, dir) => {
      const blocker = path.dirname(file);
      const res = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify(contact),
      });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: expect.stringMatching(/Riprova/) });
      expect(text).not.toContain(dir);
      await expect.poll(() => server.stderr()).toMatch(/could not store a contact lead/);
      expect(server.stderr()).toMatch(/ENOTDIR|EEXIST/);
      expect(server.stderr()).toContain(blocker);
    },
    // A file where the leads' folder should be: every write fails.
    (dir) => {
      const blocker = path.join(dir, 'a-file');
      fs.writeFileSync(blocker, '');
      return path.join(blocker, 'leads.jsonl');
    },
  );
});

test('the lead banner in Chromium reaches the real endpoint: its Origin and JSON body are accepted and stored', async ({
  page,
  errors: _errors,
}) => {
  test.setTimeout(60_000);
  await withPreview(async (server, file) => {
    await page.goto(`${server.url}/prodotti/runvoice`);
    const banner = page.locator('.lead-banner');
    await banner.getByRole('textbox', { name: /e-mail/i }).fill('Marta.Conti@Esempio.IT');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await banner.getByRole('button', { name: 'Invia' }).click();
    expect((await answer).status()).toBe(201);
    await expect(banner.getByRole('status')).toBeVisible();
    const lines = fs
      .readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([{ email: 'marta.conti@esempio.it', product: 'RunVoice', receivedAt: expect.any(String) }]);
  });
});

test('the contact and materials forms in Chromium reach the real endpoint: both bodies pass the shared schema and are stored', async ({
  page,
  errors: _errors,
}) => {
  test.setTimeout(60_000);
  await withPreview(async (server, file) => {
    await asReturningVisitor(page, server.url);
    const send = async (
      pathname: string,
      selector: string,
      fill: (form: ReturnType<typeof page.locator>) => Promise<void>,
    ) => {
      await page.goto(`${server.url}${pathname}`);
      const form = page.locator(selector);
      const startedAt = Date.now();
      await fill(form);
      await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - startedAt))); // the forms' 3 s minimum fill time
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
      await form.locator('button[type="submit"]').click();
      expect((await answer).status()).toBe(201);
      await expect(form.getByRole('status')).toBeVisible();
    };
    const fillPerson = async (form: ReturnType<typeof page.locator>) => {
      await form.getByRole('textbox', { name: /^Nome/ }).fill('Chiara');
      await form.getByRole('textbox', { name: /^Cognome/ }).fill('Moretti');
      await form.getByRole('textbox', { name: /^Azienda/ }).fill('Hotel Aurelia');
      await form.getByRole('textbox', { name: /^E-mail/ }).fill('chiara.moretti@hotelaurelia.it');
      await form.getByRole('textbox', { name: /^Telefono/ }).fill('06 9876 5432');
    };
    await send('/contatti', '#modulo-contatti', async (form) => {
      await fillPerson(form);
      await form.getByRole('textbox', { name: /^Messaggio/ }).fill('Vorremmo RunTip per il ristorante dell’hotel.');
    });
    await send('/prodotti/runplay', '#richiedi-materiali', async (form) => {
      await fillPerson(form);
      await form.getByRole('radio', { name: /Caso di studio/i }).check();
    });
    const lines = fs
      .readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        form: 'contact',
        firstName: 'Chiara',
        message: 'Vorremmo RunTip per il ristorante dell’hotel.',
        marketingConsent: false,
      }),
      expect.objectContaining({
        form: 'materials',
        lastName: 'Moretti',
        product: 'RunPlay',
        material: 'caso-di-studio',
        phone: '06 9876 5432',
      }),
    ]);
    for (const l of lines) expect(Number.isNaN(Date.parse(String(l.receivedAt)))).toBe(false);
  });
});
