/** POST /api/leads as `npm start` serves it: `vite preview` with the lead plugin's own settings. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { repoRoot, startPreview } from './support/server';

const SITE_URL = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'pages-config/site.json'), 'utf8')) as { siteUrl: string }).siteUrl;

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

function tmpDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-endpoint-'));
}

test("refuses other sites and other content types, accepts site.json's origin, and limits a client to 10 posts a minute", async () => {
  test.setTimeout(60_000);
  const dir = tmpDir();
  const file = path.join(dir, 'leads.jsonl');
  const server = await startPreview({ LEADS_FILE: file });
  try {
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
      (await post({ email: 'b@esempio.it', product: 'RunVoice' }, { 'Content-Type': 'text/plain;charset=UTF-8' })).status,
    ];
    expect(statuses).toEqual([201, 201, 403, 415]);
    for (let i = 0; i < 6; i++) expect((await post({ email: `c${i}@esempio.it`, product: 'RunTip' })).status).toBe(201);
    const limited = await post({ email: 'd@esempio.it', product: 'RunTip' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = fs.readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as { email: string });
    expect(stored.map((l) => l.email)).toEqual(['a@esempio.it', 'luca.ferri@esempio.it', ...Array.from({ length: 6 }, (_, i) => `c${i}@esempio.it`)]);
  } finally {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('an unwritable LEADS_FILE: 500 naming no path, and the reason on the server’s stderr', async () => {
  test.setTimeout(60_000);
  const dir = tmpDir();
  const blocker = path.join(dir, 'a-file');
  fs.writeFileSync(blocker, '');
  const server = await startPreview({ LEADS_FILE: path.join(blocker, 'leads.jsonl') });
  try {
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
  } finally {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the lead banner in Chromium reaches the real endpoint: its Origin and JSON body are accepted and stored", async ({ page, errors }) => {
  void errors;
  test.setTimeout(60_000);
  const dir = tmpDir();
  const file = path.join(dir, 'leads.jsonl');
  const server = await startPreview({ LEADS_FILE: file });
  try {
    await page.goto(`${server.url}/prodotti/runvoice`);
    const banner = page.locator('.lead-banner');
    await banner.getByRole('textbox', { name: /e-mail/i }).fill('Marta.Conti@Esempio.IT');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await banner.getByRole('button', { name: 'Invia' }).click();
    expect((await answer).status()).toBe(201);
    await expect(banner.getByRole('status')).toBeVisible();
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual([{ email: 'marta.conti@esempio.it', product: 'RunVoice', receivedAt: expect.any(String) }]);
  } finally {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
