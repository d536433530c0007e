/**
 * A form filled and sent before the page's code has taken over: with the app
 * chunk held, on Chromium's Slow 3G profile, and with the app chunk failing.
 * Exactly one POST arrives with what was typed, and the URL never changes
 * (no native GET with the fields in it, no double send). The plain Playwright
 * test on purpose: the suite's fixture waits for hydration on every goto.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { holdChunk } from './support/hold-chunk';

/** The contact form's island frame: it carries data-hydrated once the form's code has taken over. */
const FORM_ISLAND = '[data-island]:has(#modulo-contatti)';

const FIRST = 'Giulia';
const LAST = 'Bianchi';
const EMAIL = 'giulia.bianchi@roccaverde.it';
const MESSAGE = 'Vorremmo un assistente per lo sportello anagrafe del comune.';

/** The lead endpoint answered 201 in the page; every request that reached it. */
async function leads(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('**/api/leads', async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' });
  });
  return requests;
}

/** Fills the contact form on /contatti as a visitor would, and presses send. */
async function fillAndSend(page: Page) {
  const form = page.locator('#modulo-contatti form');
  await form.getByRole('textbox', { name: /^Nome/ }).fill(FIRST);
  await form.getByRole('textbox', { name: /^Cognome/ }).fill(LAST);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(EMAIL);
  await form.getByRole('textbox', { name: /^Messaggio/ }).fill(MESSAGE);
  // Longer than the forms' minimum fill time (3 s since the page was on screen).
  await page.waitForTimeout(3200);
  const send = form.getByRole('button', { name: 'Invia il messaggio' });
  await send.click();
  return { form, send };
}

function expectOneLead(requests: Request[]) {
  expect(requests).toHaveLength(1);
  expect(requests[0].method()).toBe('POST');
  expect(new URL(requests[0].url()).search).toBe('');
  expect(JSON.parse(requests[0].postData() ?? '')).toMatchObject({
    form: 'contact',
    firstName: FIRST,
    lastName: LAST,
    email: EMAIL,
    message: MESSAGE,
  });
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test('a send pressed while the app chunk is held waits for it and is sent once, with what was typed', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const requests = await leads(page);
  const { release } = await holdChunk(page, 'hydrate-island');
  await page.goto('/contatti', { waitUntil: 'load' });
  const { form, send } = await fillAndSend(page);
  await expect(send).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(0);
  expect(page.url()).toMatch(/\/contatti$/);
  await expect(page.locator(FORM_ISLAND)).not.toHaveAttribute('data-hydrated');

  release();
  await expect(page.locator('#modulo-contatti').getByRole('status')).toContainText(
    'Grazie, abbiamo ricevuto il tuo messaggio.',
  );
  await page.waitForTimeout(500);
  expectOneLead(requests);
  expect(page.url()).toMatch(/\/contatti$/);
  await expect(form).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('on Slow 3G a form filled and sent before hydration arrives exactly once, and the URL never changes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const requests = await leads(page);
  const cdp = await page.context().newCDPSession(page);
  // Chromium DevTools' "Slow 3G" profile.
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: (500 * 1000) / 8,
    uploadThroughput: (500 * 1000) / 8,
  });
  const urls: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) urls.push(f.url());
  });
  await page.goto('/contatti', { waitUntil: 'load', timeout: 60_000 });
  // The page is on screen and its boot script ran; the form's code comes at its first focus, slowly.
  const formIsland = page.locator(FORM_ISLAND);
  await expect(formIsland).toHaveCount(1);
  await expect(formIsland).not.toHaveAttribute('data-hydrated');
  const { send } = await fillAndSend(page);
  await expect(formIsland).not.toHaveAttribute('data-hydrated');
  await expect(send).toHaveAttribute('aria-busy', 'true');
  expect(requests).toHaveLength(0);

  await expect(page.locator('#modulo-contatti').getByRole('status')).toContainText('Grazie', { timeout: 60_000 });
  await page.waitForTimeout(500);
  expectOneLead(requests);
  expect(urls.every((u) => /\/contatti$/.test(u))).toBe(true);
  expect(errors).toEqual([]);
});

test('when the app chunk fails, a send pressed before goes out as the browser’s own POST: stored once, never a GET', async ({
  page,
}) => {
  const requests: Request[] = [];
  await page.route('**/api/leads', async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<p role="status">Grazie</p>' });
  });
  let fail: () => void = () => undefined;
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route(/\/assets\/hydrate-[\w-]+\.js(\?.*)?$/, async (route) => {
    await failing;
    await route.abort('connectionreset');
  });
  await page.goto('/contatti', { waitUntil: 'load' });
  const { send } = await fillAndSend(page);
  await expect(send).toHaveAttribute('aria-busy', 'true');
  fail();
  await page.waitForURL(/\/api\/leads$/);
  await expect(page.getByRole('status')).toHaveText('Grazie');
  expect(requests).toHaveLength(1);
  expect(requests[0].method()).toBe('POST');
  expect(new URL(requests[0].url()).search).toBe('');
  expect(requests[0].headers()['content-type']).toBe('application/x-www-form-urlencoded');
  const body = new URLSearchParams(requests[0].postData() ?? '');
  expect(
    Object.fromEntries(['firstName', 'lastName', 'email', 'message', 'form'].map((k) => [k, body.get(k)])),
  ).toEqual({ firstName: FIRST, lastName: LAST, email: EMAIL, message: MESSAGE, form: 'contact' });
});

/**
 * Found by lead-endpoint.spec flaking (2 of 12 runs): the materials form hydrated while Playwright was still
 * filling it, and only the last field typed survived. Here the visitor types a digit into the phone field in
 * every task from before the form's code arrives until after it has taken over; what was typed before must
 * never blink out and must all be there at the end.
 */
test('typing while the form’s code takes over loses nothing and never blanks a field', async ({ page }) => {
  const errors = watchErrors(page);
  const { release } = await holdChunk(page, 'Form');
  await page.goto('/contatti', { waitUntil: 'load' });
  const form = page.locator('#modulo-contatti form');
  await form.getByRole('textbox', { name: /^Nome/ }).fill(FIRST);
  await form.getByRole('textbox', { name: /^Cognome/ }).fill(LAST);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(EMAIL);
  const typing = form.evaluate(
    (f: HTMLFormElement) =>
      new Promise<{ phone: string; firstNames: string[] }>((resolve) => {
        const field = (name: string) => f.elements.namedItem(name) as HTMLInputElement;
        const frame = f.closest('.section-frame');
        const firstNames: string[] = [];
        // A message channel, not a timer: a task right after the other, with no 4 ms clamp in between.
        const channel = new MessageChannel();
        let n = 0;
        channel.port1.onmessage = () => {
          document.documentElement.dataset.typing = '';
          if (firstNames.at(-1) !== field('firstName').value) firstNames.push(field('firstName').value);
          const phone = field('phone');
          if (frame?.hasAttribute('data-hydrated')) {
            resolve({ phone: phone.value, firstNames });
            return;
          }
          if (phone.value.length < 20) {
            phone.value += String(n++ % 10);
            phone.dispatchEvent(new Event('input', { bubbles: true }));
          }
          channel.port2.postMessage(0);
        };
        channel.port2.postMessage(0);
      }),
  );
  // The form's code arrives only once the visitor is typing: on a busy machine the script above can start
  // later than any fixed delay, and the test would then type into a form that has already taken over.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-typing'));
  await page.waitForTimeout(100);
  release();
  const { phone, firstNames } = await typing;
  expect(firstNames).toEqual([FIRST]);
  await page.waitForTimeout(300);
  await expect(form.getByRole('textbox', { name: /^Nome/ })).toHaveValue(FIRST);
  await expect(form.getByRole('textbox', { name: /^Cognome/ })).toHaveValue(LAST);
  await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(EMAIL);
  await expect(form.getByRole('textbox', { name: /^Telefono/ })).toHaveValue(phone);
  expect(phone.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
