import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';

/** A returning visitor who already refused optional cookies: no banner over the chat. */
const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const value = encodeURIComponent(JSON.stringify({ categories: ['necessary'], revision: 1, data: null, consentTimestamp: new Date().toISOString(), consentId: 'e2e', services: { necessary: [], analytics: [] }, lastConsentTimestamp: new Date().toISOString(), expirationTime: Date.now() + 86_400_000 }));
    await page.context().addCookies([{ name: 'cc_cookie', value, url: baseURL! }]);
    await use(page);
  },
});

const bubble = (page: Page) => page.getByRole('button', { name: /Rachel/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: /Rachel/ });

for (const path of ['/', '/chi-siamo', '/prodotti/runvoice', '/contatti', '/pagina-che-non-esiste']) {
  test(`the Rachel bubble is at the bottom right of ${path}`, async ({ page, errors }) => {
    await page.goto(path);
    // The not-found page answers 404, which Chromium logs as a console error.
    errors.splice(0, errors.length, ...errors.filter((e) => !/status of 404/.test(e)));
    const b = page.locator('[data-chat-bubble]');
    await expect(b).toBeVisible();
    await expect(b).toHaveAccessibleName(/Rachel/);
    const box = (await b.boundingBox())!;
    const vp = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(vp.width - 40);
    expect(box.y + box.height).toBeGreaterThan(vp.height - 40);
  });
}

test('the chat code, MiniSearch and the index load only when the chat opens', async ({ page, errors }) => {
  void errors;
  const scripts: { url: string; body: string }[] = [];
  const indexRequests: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push({ url: r.url(), body: await r.text().catch(() => '') });
    if (/rachel-index\.\w+\.json$/.test(r.url())) indexRequests.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const hasChat = (s: { body: string }) => s.body.includes('MiniSearch: ') || s.body.includes('Non ho questa informazione');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(hasChat).map((s) => s.url)).toEqual([]);
  expect(indexRequests).toEqual([]);
  await bubble(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => scripts.filter(hasChat).length).toBeGreaterThan(0);
  expect(indexRequests).toHaveLength(1);
});

test('Rachel greets, answers suggestions and typed questions, and offers the e-mail capture when she has no answer', async ({
  page,
  errors,
}) => {
  void errors;
  await page.goto('/');
  await bubble(page).click();
  const d = dialog(page);
  await expect(d).toBeVisible();
  const input = d.getByRole('textbox', { name: /domanda/ });
  await expect(input).toBeFocused();
  const log = d.getByRole('log');
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await expect(log).toContainText('Ciao, sono Rachel');
  await expect(log).toContainText("sono un'intelligenza artificiale");

  await d.getByRole('group', { name: 'Domande suggerite' }).getByRole('button', { name: 'Quali versioni di RunVoice esistono?' }).click();
  await expect(log).toContainText('Standard: Tutto Easy');
  await expect(log.getByRole('link', { name: 'RunVoice › Versioni' })).toHaveAttribute('href', '/prodotti/runvoice#versioni');

  await input.fill('Quanto costa RunTip?');
  await input.press('Enter');
  await expect(log).toContainText('prepariamo un preventivo su misura');
  await expect(input).toHaveValue('');

  await input.fill('Qual è la capitale della Francia?');
  await d.getByRole('button', { name: 'Invia la domanda' }).click();
  await expect(log).toContainText('Non ho questa informazione sul sito');
  await expect(d.locator('input[type="hidden"][name="product"]')).toHaveValue('Rachel');
  await expect(d.getByRole('textbox', { name: /e-mail/i })).toHaveAttribute('type', 'email');
  await expect(d.getByRole('link', { name: 'Scrivici dalla pagina Contatti' })).toHaveAttribute('href', '/contatti');
});

test('answer links are router links: the page changes without a reload and the conversation stays', async ({ page, errors }) => {
  void errors;
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await bubble(page).click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: /domanda/ }).fill('RunPlay funziona offline?');
  await d.getByRole('textbox', { name: /domanda/ }).press('Enter');
  await d.getByRole('link', { name: 'RunPlay › Come funziona' }).click();
  await expect(page).toHaveURL(/\/prodotti\/runplay#come-funziona$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await expect(d.getByRole('log')).toContainText('PWA leggera con uso offline');
});

test('Escape closes the dialog and returns focus to the bubble; "Avvia una chat" opens it', async ({ page, errors }) => {
  void errors;
  await page.goto('/');
  await bubble(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(bubble(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(bubble(page)).toBeFocused();
  await expect(bubble(page)).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Avvia una chat' }).first().click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: /domanda/ })).toBeFocused();
  await dialog(page).getByRole('button', { name: 'Chiudi la chat' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(bubble(page)).toBeFocused();
});

test('on a 390px phone the bubble is a compact button and the chat fills the screen', async ({ page, errors }) => {
  void errors;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const box = (await bubble(page).boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(56);
  expect(box.height).toBeLessThanOrEqual(56);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await bubble(page).click();
  const d = (await dialog(page).boundingBox())!;
  expect(d.width).toBeCloseTo(390, 0);
  expect(d.height).toBeCloseTo(844, 0);
  await expect(dialog(page).getByRole('button', { name: 'Chiudi la chat' })).toBeInViewport();
});
