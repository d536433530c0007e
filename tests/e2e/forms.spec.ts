import type { Page, Route } from '@playwright/test';
import { routeLeads } from './support/leads';
import { expect, test as base } from './fixtures';
import { axeViolations } from './support/axe';
import { asReturningVisitor } from './support/consent';

// The cookie banner has its own tests; here it would cover the forms.
const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    await asReturningVisitor(page, baseURL);
    await use(page);
  },
});

const NOTICE = '2026-11-22';

function contactForm(page: Page) {
  const section = page.locator('#modulo-contatti');
  return {
    section,
    field: (label: RegExp) => section.getByRole('textbox', { name: label }),
    submit: section.getByRole('button', { name: 'Invia il messaggio' }),
    summary: section.locator('.error-summary'),
    thanks: section.getByRole('status'),
    failed: section.locator('.form__failed'),
  };
}

/** The form counts its 3 s from when it became interactive: goto() returns once the page has hydrated. */
async function pastMinimumFillTime(page: Page) {
  const hydratedAt = await page.evaluate(() => performance.now());
  await page.waitForFunction((t) => performance.now() > t + 3100, hydratedAt);
}

/** Fills the contact form as a visitor would, then waits past the 3 s minimum fill time. */
async function fillContact(page: Page) {
  const f = contactForm(page);
  await f.field(/^Nome/).fill('Giulia');
  await f.field(/^Cognome/).fill('Bianchi');
  await f.field(/^Azienda/).fill('Museo Civico di Valdoria');
  await f.field(/^E-mail/).fill('  Giulia.Bianchi@Museo-Valdoria.IT ');
  await f.field(/^Telefono/).fill('+39 06 1234 5678');
  await f.field(/^Messaggio/).fill('Vorremmo un’audioguida in tre lingue per la nuova ala del museo.');
  await pastMinimumFillTime(page);
  return f;
}

const SENT = {
  form: 'contact',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  company: 'Museo Civico di Valdoria',
  email: 'giulia.bianchi@museo-valdoria.it',
  phone: '+39 06 1234 5678',
  message: 'Vorremmo un’audioguida in tre lingue per la nuova ala del museo.',
  marketingConsent: false,
  privacyNoticeVersion: NOTICE,
};

test('contact form: labelled fields with autocomplete tokens, nothing ticked, a privacy sentence above the button', async ({
  page,
  errors: _errors,
}) => {
  await page.goto('/contatti');
  const { section } = contactForm(page);
  const expected: [RegExp, string, string][] = [
    [/^Nome/, 'given-name', 'text'],
    [/^Cognome/, 'family-name', 'text'],
    [/^Azienda/, 'organization', 'text'],
    [/^E-mail/, 'email', 'email'],
    [/^Telefono/, 'tel', 'tel'],
  ];
  for (const [label, token, type] of expected) {
    const input = section.getByRole('textbox', { name: label });
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute('autocomplete', token);
    await expect(input).toHaveAttribute('type', type);
  }
  await expect(section.getByRole('textbox', { name: /^Messaggio/ })).toBeVisible();
  for (const label of [/^Nome/, /^Cognome/, /^E-mail/, /^Messaggio/])
    await expect(section.getByRole('textbox', { name: label })).toHaveAttribute('required', '');
  const boxes = section.getByRole('checkbox');
  await expect(boxes).toHaveCount(1);
  await expect(boxes).not.toBeChecked();
  const privacy = section.locator('.form__privacy');
  await expect(privacy.getByRole('link')).toHaveAttribute('href', '/privacy-policy');
  // The sentence stands above the submit button.
  const [p, b] = await Promise.all([privacy.boundingBox(), contactForm(page).submit.boundingBox()]);
  expect(p && b && p.y < b.y).toBe(true);
});

test('contact form: on a phone it starts within one screen of scrolling', async ({ page, errors: _errors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contatti');
  const top = await contactForm(page)
    .field(/^Nome/)
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(2 * 844 - 120);
});

for (const [path, product] of [
  ['/prodotti/runplay', 'RunPlay'],
  ['/prodotti/runvoice', 'RunVoice'],
  ['/prodotti/runtip', 'RunTip'],
  ['/soluzioni/turismo', 'Turismo'],
] as const) {
  test(`materials form on ${path}: a title saying what arrives, the product fixed, no choice made for the visitor`, async ({
    page,
    errors: _errors,
  }) => {
    await page.goto(path);
    const section = page.locator('#richiedi-materiali');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(/Ricevi (la|le) /);
    await expect(section.locator('input[type="hidden"][name="product"]')).toHaveValue(product);
    const radios = section.getByRole('radio');
    await expect(radios).toHaveCount(3);
    for (const r of await radios.all()) await expect(r).not.toBeChecked();
    await expect(section.getByRole('checkbox')).not.toBeChecked();
    await expect(section.getByRole('button', { name: 'Ricevi i materiali' })).toBeEnabled();
  });
}

test('an empty submit posts nothing: the error summary takes focus and links to each field', async ({
  page,
  errors: _errors,
}) => {
  const requests = await routeLeads(page, (route) => route.fulfill({ status: 201 }));
  await page.goto('/contatti');
  const f = contactForm(page);
  await f.submit.click();
  await expect(f.summary).toBeFocused();
  await expect(f.summary.getByRole('heading')).toHaveText("C'è un problema");
  const links = f.summary.getByRole('link');
  await expect(links).toHaveText([
    'Inserisci il tuo nome',
    'Inserisci il tuo cognome',
    'Inserisci il tuo indirizzo e-mail',
    'Scrivi il tuo messaggio',
  ]);
  const name = f.field(/^Nome/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Inserisci il tuo nome/);
  // A summary link moves focus to its field.
  await links.nth(2).click();
  await expect(f.field(/^E-mail/)).toBeFocused();
  // Fixing a field clears its own message at once; the others stay.
  await name.fill('Giulia');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(links).toHaveCount(3);
  await f.field(/^E-mail/).fill('giulia@');
  await expect(links.nth(1)).toHaveText(/indirizzo e-mail valido/);
  await f.field(/^Telefono/).fill('12');
  await expect(f.summary).toContainText('numero di telefono valido');
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
});

test('axe finds nothing wrong with the error summary shown', async ({ page, errors: _errors }) => {
  await page.goto('/contatti');
  const f = contactForm(page);
  await f.submit.click();
  await expect(f.summary).toBeFocused();
  expect(await axeViolations(page, f.section)).toEqual([]);
});

test('a valid submit sends the exact JSON once, even on a double click and Enter, then thanks the visitor', async ({
  page,
  errors: _errors,
}) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const requests = await routeLeads(page, async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' });
  });
  await page.goto('/contatti');
  const f = await fillContact(page);
  await f.submit.dblclick();
  await f
    .field(/^Telefono/)
    .press('Enter')
    .catch(() => undefined);
  const busy = f.section.locator('button[type="submit"]');
  await expect(busy).toBeDisabled();
  await expect(busy.locator('.spinner')).toBeVisible();
  release();
  await expect(f.thanks).toContainText('abbiamo ricevuto il tuo messaggio');
  await expect(f.thanks.locator('svg')).toBeVisible();
  await expect(f.thanks).toBeFocused();
  expect(requests).toHaveLength(1);
  expect(requests[0].headers()['content-type']).toBe('application/json');
  expect(JSON.parse(requests[0].postData() ?? '')).toEqual(SENT);
});

test('the materials form sends its product and the chosen material, and the marketing consent only when ticked', async ({
  page,
  errors: _errors,
}) => {
  const requests = await routeLeads(page, (route) => route.fulfill({ status: 201 }));
  await page.goto('/prodotti/runvoice');
  const section = page.locator('#richiedi-materiali');
  const submit = section.getByRole('button', { name: 'Ricevi i materiali' });
  await section.getByRole('textbox', { name: /^Nome/ }).fill('Paolo');
  await section.getByRole('textbox', { name: /^Cognome/ }).fill('Neri');
  await section.getByRole('textbox', { name: /^E-mail/ }).fill('paolo.neri@clinicasantalivia.it');
  await pastMinimumFillTime(page);
  await submit.click();
  await expect(section.locator('.error-summary')).toBeFocused();
  await expect(section.locator('.error-summary').getByRole('link')).toHaveText([
    'Scegli il materiale che vuoi ricevere',
  ]);
  await section.getByRole('radio', { name: /Presentazione/ }).check();
  await section.getByRole('checkbox').check();
  await submit.click();
  await expect(section.getByRole('status')).toContainText('Ti mandiamo i materiali');
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0].postData() ?? '')).toEqual({
    form: 'materials',
    firstName: 'Paolo',
    lastName: 'Neri',
    company: '',
    email: 'paolo.neri@clinicasantalivia.it',
    phone: '',
    product: 'RunVoice',
    material: 'presentazione',
    marketingConsent: true,
    privacyNoticeVersion: NOTICE,
  });
});

const failures: [string, (route: Route) => Promise<void>][] = [
  ['a network error', (route) => route.abort('internetdisconnected')],
  ['a 500', (route) => route.fulfill({ status: 500, body: '{"error":"could not store the lead"}' })],
];
for (const [name, fail] of failures) {
  test(`${name} keeps every value, says the request did not go through, and the retry works`, async ({
    page,
    errors,
  }) => {
    let failing = true;
    const requests = await routeLeads(page, (route) => (failing ? fail(route) : route.fulfill({ status: 201 })));
    await page.goto('/contatti');
    const f = await fillContact(page);
    await f.submit.click();
    await expect(f.failed).toContainText('La richiesta non è partita');
    await expect(f.failed.getByRole('link', { name: 'info@nomeazienda.it' })).toHaveAttribute(
      'href',
      'mailto:info@nomeazienda.it',
    );
    await expect(f.submit).toBeEnabled();
    await expect(f.field(/^Nome/)).toHaveValue('Giulia');
    await expect(f.field(/^Messaggio/)).toHaveValue(SENT.message);
    // type="email" inputs drop the outer spaces of their value themselves.
    await expect(f.field(/^E-mail/)).toHaveValue('Giulia.Bianchi@Museo-Valdoria.IT');
    await expect(f.thanks).toHaveCount(0);
    failing = false;
    await f.submit.click();
    await expect(f.thanks).toBeVisible();
    expect(requests).toHaveLength(2);
    errors.splice(0, errors.length, ...errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|status of 500/.test(e)));
  });
}

test('a webhook that never answers: after 15 s the values are kept and the message shows', async ({
  page,
  errors: _errors,
}) => {
  await page.clock.install();
  const requests = await routeLeads(page, () => new Promise<void>(() => undefined));
  await page.goto('/contatti');
  const f = await fillContact(page);
  await f.submit.click();
  const busy = f.section.locator('button[type="submit"]');
  await expect(busy).toBeDisabled();
  // The clock moves only once the request has reached the route: moved earlier, on a loaded machine the
  // timeout aborted the fetch before Playwright routed it (seen once in `npm test`, 0 requests).
  await expect.poll(() => requests.length).toBe(1);
  await page.clock.fastForward(14_000);
  await expect(busy).toBeDisabled();
  await page.clock.fastForward(1_500);
  await expect(f.failed).toContainText('La richiesta non è partita');
  await expect(f.submit).toBeEnabled();
  await expect(f.field(/^Cognome/)).toHaveValue('Bianchi');
  expect(requests).toHaveLength(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a submit faster than a person could type posts nothing and says how to go on', async ({
  page,
  errors: _errors,
}) => {
  const requests = await routeLeads(page, (route) => route.fulfill({ status: 201 }));
  await page.goto('/contatti');
  const f = contactForm(page);
  // A prerendered form counts from the page's start (performance.timeOrigin). The page's clock is pinned a
  // second after it, however long this machine took to load the page (over 2 s, a clock only paused a
  // second after goto had already passed the 3 s).
  const origin = await page.evaluate(() => performance.timeOrigin);
  await page.clock.setFixedTime(origin + 1000);
  await f.field(/^Nome/).fill('Bot');
  await f.field(/^Cognome/).fill('Veloce');
  await f.field(/^E-mail/).fill('bot@esempio.it');
  await f.field(/^Messaggio/).fill('Offerta imperdibile');
  await f.submit.click();
  await expect(f.failed).toContainText('premi di nuovo il pulsante');
  expect(requests).toHaveLength(0);
  // Past the form's 3 s (MIN_FILL_MS in Form.tsx).
  await page.clock.setFixedTime(origin + 4000);
  await f.submit.click();
  await expect(f.thanks).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('a filled honeypot is thanked and nothing is posted', async ({ page, errors: _errors }) => {
  const requests = await routeLeads(page, (route) => route.fulfill({ status: 201 }));
  await page.goto('/contatti');
  const f = await fillContact(page);
  await f.section.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await f.submit.click();
  await expect(f.thanks).toBeVisible();
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
});

test.describe('e-mail capture', () => {
  const PAGE = '/prodotti/runtip';
  const banner = (page: Page) => page.locator('.lead-banner');

  test('a non-2xx answer thanks the visitor, keeps the lead in the outbox and re-sends it on the next load', async ({
    page,
    errors,
  }) => {
    let status = 500;
    const requests = await routeLeads(page, (route) => route.fulfill({ status }));
    await page.goto(PAGE);
    await banner(page).getByRole('textbox').fill('anna@comune-roccaverde.it');
    await banner(page).getByRole('button', { name: 'Invia' }).click();
    await expect(banner(page).getByRole('status')).toHaveText(
      'Grazie per il tuo interesse, ti risponderemo il prima possibile.',
    );
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('runsite:lead-outbox') ?? '[]') as { body: unknown; attempts: number }[],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].body).toEqual({ email: 'anna@comune-roccaverde.it', product: 'RunTip' });

    // Still failing on the next load: retried once, then it waits (backoff) and is not re-sent at every view.
    await page.reload();
    await expect.poll(() => requests.length).toBe(2);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('runsite:lead-outbox') ?? '[]') as { attempts: number }[])[0]?.attempts,
        ),
      )
      .toBe(2);
    await page.reload();
    await page.waitForTimeout(1500);
    expect(requests).toHaveLength(2);

    // The webhook is back and the wait is over: the lead goes out, and the outbox empties.
    status = 201;
    await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem('runsite:lead-outbox') ?? '[]') as { nextAttemptAt: number }[];
      localStorage.setItem('runsite:lead-outbox', JSON.stringify(list.map((e) => ({ ...e, nextAttemptAt: 0 }))));
    });
    await page.goto('/chi-siamo');
    await expect.poll(() => requests.length).toBe(3);
    expect(JSON.parse(requests[2].postData() ?? '')).toEqual({ email: 'anna@comune-roccaverde.it', product: 'RunTip' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('runsite:lead-outbox'))).toBeNull();
    errors.splice(0, errors.length, ...errors.filter((e) => !/status of 500/.test(e)));
  });

  test('a webhook that never answers: after 15 s the form is back with the address, as for a network failure', async ({
    page,
    errors: _errors,
  }) => {
    await page.clock.install();
    await routeLeads(page, () => new Promise<void>(() => undefined));
    await page.goto(PAGE);
    await banner(page).getByRole('textbox').fill('luca@esempio.it');
    const submit = banner(page).locator('button[type="submit"]');
    await submit.click();
    await expect(submit).toBeDisabled();
    await page.clock.fastForward(15_500);
    await expect(submit).toBeEnabled();
    await expect(banner(page).getByRole('textbox')).toHaveValue('luca@esempio.it');
    await expect(banner(page).getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('runsite:lead-outbox'))).toBeNull();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('the checks load when the form is first used', () => {
  const isChecks = (url: string) => /\/assets\/submission-checks-[\w-]+\.js(\?.*)?$/.test(url);

  test('not with the page: at the first focus in the form', async ({ page, errors: _errors }) => {
    const fetched: string[] = [];
    page.on('request', (r) => isChecks(r.url()) && fetched.push(r.url()));
    await page.goto('/contatti');
    await page.waitForTimeout(1000);
    expect(fetched).toEqual([]);
    const loaded = page.waitForRequest((r) => isChecks(r.url()));
    await contactForm(page).field(/^Nome/).focus();
    await loaded;
  });

  test('when they cannot load, a submit keeps every value, sends nothing, says how to reach us, and the retry works', async ({
    page,
    errors,
  }) => {
    const requests = await routeLeads(page, (route) => route.fulfill({ status: 201 }));
    let blocked = true;
    await page.route(/\/assets\/submission-checks-[\w-]+\.js(\?.*)?$/, (route) =>
      blocked ? route.abort('failed') : route.fallback(),
    );
    await page.goto('/contatti');
    const f = await fillContact(page);
    await f.submit.click();
    await expect(f.failed).toContainText('La richiesta non è partita');
    await expect(f.failed.getByRole('link', { name: 'info@nomeazienda.it' })).toHaveAttribute(
      'href',
      'mailto:info@nomeazienda.it',
    );
    await expect(f.field(/^Nome/)).toHaveValue('Giulia');
    await expect(f.field(/^Messaggio/)).toHaveValue(SENT.message);
    expect(requests).toHaveLength(0);
    blocked = false;
    await f.submit.click();
    await expect(f.thanks).toBeVisible();
    expect(requests).toHaveLength(1);
    errors.length = 0; // the failed chunk logs a network error
  });
});
