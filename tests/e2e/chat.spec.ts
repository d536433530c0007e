import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { axeViolations } from './support/axe';
import { test } from './support/consented';
import { boxOf, viewportOf } from './support/box';

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
    const box = await boxOf(b);
    const vp = viewportOf(page);
    expect(box.x + box.width).toBeGreaterThan(vp.width - 40);
    expect(box.y + box.height).toBeGreaterThan(vp.height - 40);
  });
}

test('the chat code, MiniSearch and the index load only when the chat opens', async ({ page, errors: _errors }) => {
  const scripts: { url: string; body: string }[] = [];
  const indexRequests: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push({ url: r.url(), body: await r.text().catch(() => '') });
    if (/chat-index\.\w+\.json$/.test(r.url())) indexRequests.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The engine, the replies, and the index's decoder (wire.ts reads `contextHead`): none is in the boot script.
  const hasChat = (s: { body: string }) =>
    s.body.includes('MiniSearch: ') || s.body.includes('Non ho questa informazione') || s.body.includes('contextHead');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(hasChat).map((s) => s.url)).toEqual([]);
  expect(indexRequests).toEqual([]);
  await bubble(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect.poll(() => scripts.filter(hasChat).length).toBeGreaterThan(0);
  expect(indexRequests).toHaveLength(1);
});

test('a mouse resting on the bubble starts loading the chat, which then opens at the click without asking again', async ({
  page,
  errors: _errors,
}) => {
  const index: string[] = [];
  page.on('request', (r) => /chat-index\.\w+\.json$/.test(r.url()) && index.push(r.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const loading = page.waitForRequest(/ChatPanel-[\w-]+\.js$/);
  await bubble(page).hover();
  await loading;
  await expect.poll(() => index.length).toBe(1);
  // Loaded, not opened: only the click opens the panel.
  await expect(bubble(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog(page)).toHaveCount(0);
  await bubble(page).click();
  await expect(dialog(page).locator('.chat-suggestion').first()).toBeVisible();
  expect(index).toHaveLength(1);
});

// The index, and its decoder (a chunk of its own, not in the boot script): either failing says so, and the
// next open fetches it again.
for (const [what, url] of [
  ['an index', /chat-index\.\w+\.json$/],
  ["the index's decoder", /\/assets\/wire-[\w-]+\.js(\?.*)?$/],
] as const) {
  test(`${what} that failed to load (a dropped connection) is fetched again when the chat opens again`, async ({
    page,
    errors,
  }) => {
    let offline = true;
    let fetched = 0;
    await page.route(url, (route) => {
      fetched++;
      return offline ? route.abort('failed') : route.continue();
    });
    await page.goto('/');
    await bubble(page).click();
    const log = dialog(page).getByRole('log');
    await expect(log).toContainText('La chat non è disponibile in questo momento');
    // With nothing to ask, focus is on the close button, inside the dialog: Escape closes it.
    await expect(dialog(page).getByRole('button', { name: 'Chiudi la chat' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    offline = false;
    const before = fetched;
    await bubble(page).click();
    await expect(log).toContainText('Ciao, sono Rachel');
    await dialog(page)
      .getByRole('textbox', { name: /domanda/ })
      .fill('Dove avete la sede?');
    await page.keyboard.press('Enter');
    await expect(log).toContainText('Roma');
    expect(fetched).toBe(before + 1);
    // The dropped request is the browser's console error, not the page's.
    errors.splice(0, errors.length, ...errors.filter((e) => !/ERR_FAILED|dynamically imported module/.test(e)));
  });
}

test('Rachel greets, answers suggestions and typed questions, and offers the e-mail capture when she has no answer', async ({
  page,
  errors: _errors,
}) => {
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

  await d
    .getByRole('group', { name: 'Domande suggerite' })
    .getByRole('button', { name: 'Quali versioni di RunVoice esistono?' })
    .click();
  await expect(log).toContainText('Standard: Tutto Easy');
  await expect(log.getByRole('link', { name: 'RunVoice › Versioni' })).toHaveAttribute(
    'href',
    '/prodotti/runvoice#versioni',
  );

  await input.fill('Quanto costa RunTip?');
  await input.press('Enter');
  await expect(log).toContainText('prepariamo un preventivo su misura');
  await expect(input).toHaveValue('');

  // Off-topic: a short reply that steers back to what she can do.
  await input.fill('Qual è la capitale della Francia?');
  await input.press('Enter');
  await expect(log).toContainText("rispondo solo con quello che c'è sul sito");
  // About the site, but not on it: she says so and offers the e-mail capture.
  await input.fill('Funziona su WhatsApp?');
  await d.getByRole('button', { name: 'Invia la domanda' }).click();
  await expect(log).toContainText('Non ho questa informazione sul sito');
  // The latest reply (the price answer before it also offers the e-mail capture).
  const last = log.locator('.chat-msg--assistant').last();
  await expect(last.locator('input[type="hidden"][name="product"]')).toHaveValue('Rachel');
  await expect(last.getByRole('textbox', { name: /e-mail/i })).toHaveAttribute('type', 'email');
  await expect(last.getByRole('link', { name: 'Scrivici dalla pagina Contatti' })).toHaveAttribute(
    'href',
    '/contatti#modulo-contatti',
  );
});

/** Asks about RunPlay offline and follows the answer's link: a new page, once it has booted. */
async function followAnswerLink(page: Page) {
  await bubble(page).click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: /domanda/ }).fill('RunPlay funziona offline?');
  await d.getByRole('textbox', { name: /domanda/ }).press('Enter');
  await d.getByRole('link', { name: 'RunPlay › Come funziona' }).click();
  await expect(page).toHaveURL(/\/prodotti\/runplay#come-funziona$/);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return d;
}

test('an answer link opens the page (a real navigation) and the chat stays open there with the conversation', async ({
  page,
  errors: _errors,
}) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const d = await followAnswerLink(page);
  // The browser's own navigation: a new document (animated by a view transition), not a client render.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  await expect(d).toBeVisible();
  await expect(bubble(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(d.getByRole('log')).toContainText('RunPlay funziona offline?');
  await expect(d.getByRole('log')).toContainText('PWA leggera con uso offline');
});

test('on a phone an answer link closes the chat; the conversation is there when it opens again, in this tab only', async ({
  page,
  errors: _errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const d = await followAnswerLink(page);
  await expect(d).toHaveCount(0);
  await bubble(page).click();
  await expect(d.getByRole('log')).toContainText('PWA leggera con uso offline');
  // A second tab is a conversation of its own (sessionStorage), starting from the greeting.
  const other = await page.context().newPage();
  await other.goto('/');
  await other.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await bubble(other).click();
  await expect(dialog(other).locator('.chat-suggestion').first()).toBeVisible();
  await expect(dialog(other).getByRole('log')).not.toContainText('RunPlay funziona offline?');
  await other.close();
});

test('Escape closes the dialog and returns focus to the bubble; "Avvia una chat" opens it', async ({
  page,
  errors: _errors,
}) => {
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

test('on a 390px phone the bubble is a compact button and the chat fills the screen', async ({
  page,
  errors: _errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const box = await boxOf(bubble(page));
  expect(box.width).toBeLessThanOrEqual(56);
  expect(box.height).toBeLessThanOrEqual(56);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await bubble(page).click();
  const d = await boxOf(dialog(page));
  expect(d.width).toBeCloseTo(390, 0);
  expect(d.height).toBeCloseTo(844, 0);
  await expect(dialog(page).getByRole('button', { name: 'Chiudi la chat' })).toBeInViewport();
});

test('a long message is taken whole: no silent cut, and the limit shows while typing', async ({
  page,
  errors: _errors,
}) => {
  await page.goto('/');
  await bubble(page).click();
  const d = dialog(page);
  const input = d.getByRole('textbox', { name: /domanda/ });
  const long =
    `Gestisco un hotel e di notte perdiamo molte chiamate alla reception. ${'Vorrei capire come funziona il centralino. '.repeat(22)}`.slice(
      0,
      1000,
    );
  await input.fill(long);
  await input.press('Enter');
  await expect(d.locator('.chat-msg--user').last()).toHaveText(`Tu: ${long}`);
  await expect(d.getByRole('log')).toContainText('RunVoice');

  await input.fill('x'.repeat(1600));
  await expect(input).toHaveAccessibleDescription('1600 di 2000 caratteri');
  await input.fill('y'.repeat(2500));
  await expect(input).toHaveValue('y'.repeat(2000));
  await expect(d.getByText('2000 di 2000 caratteri')).toBeVisible();
});

test(
  'the chat opens, index loaded, in under 300 ms, and built-in mode makes no third-party request',
  { tag: '@quiet' },
  async ({ page, errors: _errors }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!/^http:\/\/127\.0\.0\.1[:/]/.test(r.url()) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    // Measured in the page, from the click to the greeting (panel chunk, CSS and index all loaded),
    // on five fresh loads with an empty cache: the median, since five agents share this machine's two cores. Of
    // three, the first two opens after the 300 other e2e tests had been slow together in two CI runs (447, 387,
    // 228 and 334, 336, 213 ms) while a run of the same code gave 240, 233, 242: the median of five is the same
    // figure, less at the mercy of one busy moment.
    const times: number[] = [];
    const cdp = await page.context().newCDPSession(page);
    for (let run = 0; run < 5; run++) {
      await cdp.send('Network.clearBrowserCache'); // cold: the chunk and the index come over the network
      await page.goto('/');
      // A new conversation each time: the greeting is what the timer waits for.
      await page.evaluate(() => sessionStorage.clear());
      await page.waitForLoadState('networkidle');
      times.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              requestIdleCallback(() => {
                const bubble = document.querySelector<HTMLElement>('[data-chat-bubble]');
                if (!bubble) {
                  reject(new Error('no chat bubble on the page'));
                  return;
                }
                const start = performance.now();
                const done = () => document.querySelector('.chat-suggestion') && resolve(performance.now() - start);
                new MutationObserver(done).observe(document.body, { childList: true, subtree: true });
                bubble.click();
              });
            }),
        ),
      );
    }
    const median = [...times].sort((a, b) => a - b)[2];
    console.log(
      `chat open with the index loaded: ${times.map(Math.round).join(', ')} ms (median ${Math.round(median)})`,
    );
    expect(median).toBeLessThan(300);
    const input = dialog(page).getByRole('textbox', { name: /domanda/ });
    for (const q of ['Dove avete la sede?', 'Quanto costa RunVoice?', 'Funziona su WhatsApp?']) {
      await input.fill(q);
      await input.press('Enter');
    }
    await expect(dialog(page).locator('.chat-msg--assistant')).toHaveCount(4);
    expect(outside).toEqual([]);
  },
);

test('with the chat open axe finds no violation (no second banner landmark)', async ({ page, errors: _errors }) => {
  await page.goto('/');
  await bubble(page).click();
  await expect(dialog(page).locator('.chat-suggestion').first()).toBeVisible();
  await dialog(page)
    .getByRole('textbox', { name: /domanda/ })
    .fill('Funziona su WhatsApp?');
  await dialog(page)
    .getByRole('textbox', { name: /domanda/ })
    .press('Enter');
  await expect(dialog(page).getByRole('textbox', { name: /e-mail/i })).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations).toEqual([]);
});

test('a visitor’s phrasing from the knowledge file leads to the section it names, in either language, with its link', async ({
  page,
  errors: _errors,
}) => {
  await page.goto('/prodotti/runvoice');
  await bubble(page).click();
  const d = dialog(page);
  const input = d.getByRole('textbox', { name: /domanda/ });
  // "chiamate" alone is RunVoice's calls; "vi chiamate così" is the company's name.
  await input.fill('perché vi chiamate così?');
  await input.press('Enter');
  await expect(d.getByRole('log')).toContainText('Wood Wide Web');
  await expect(d.getByRole('link', { name: 'Chi siamo › Il nostro nome' })).toHaveAttribute('href', '/chi-siamo#nome');
  // On the same Italian page, an English question is answered in English from the English page.
  await input.fill('does the chatbot speak spanish?');
  await input.press('Enter');
  await expect(d.getByRole('log')).toContainText('Speaks several languages');
  await expect(d.getByRole('link', { name: /RunTip › What it does/ })).toHaveAttribute(
    'href',
    '/en/products/runtip#cosa-fa',
  );
});
