/**
 * The English edition as a visitor meets it: its language on <html>, the
 * switcher in the header and the mobile menu, client navigation between the
 * languages, and the English not-found page.
 */
import { expect, test } from './fixtures';
import { dismissConsent } from './pages';
import { test as chatTest } from './support/consented';
import { en } from '../../src/i18n/en';
import { it } from '../../src/i18n/it';
import { formUi as formEn } from '../../src/i18n/form.en';
import { formUi as formIt } from '../../src/i18n/form.it';

const SITE = 'https://www.nomeazienda.it';

test('an English page says so in its raw HTML and lists both versions as alternates', async ({ request }) => {
  const res = await request.get('/en/products/runvoice');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('<meta property="og:locale" content="en_GB"/>');
  expect(html).toContain('<meta property="og:locale:alternate" content="it_IT"/>');
  expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${SITE}/en/products/runvoice"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="it" href="${SITE}/prodotti/runvoice"/>`);
  expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}/prodotti/runvoice"/>`);
  expect(html.match(/"@type":"Organization"/g)).toHaveLength(1);
  // The interface speaks English: no Italian label in the header.
  expect(html).toContain('aria-label="Main menu"');
  expect(html).not.toContain('Menu principale');
});

test('the switcher leads to the translation and back, each a page of its own language', async ({
  page,
  errors: _errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/prodotti/runplay');
  await dismissConsent(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const switcher = page.locator('header').getByRole('navigation', { name: 'Lingua' });
  await expect(switcher.getByText('Italiano')).toHaveAttribute('aria-current', 'true');
  const english = switcher.getByRole('link', { name: 'Inglese' });
  await expect(english).toHaveAttribute('href', '/en/products/runplay');
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('hreflang', 'en');

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await english.click();
  await expect(page).toHaveURL(/\/en\/products\/runplay$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const back = page.locator('header').getByRole('navigation', { name: 'Language' }).getByRole('link', {
    name: 'Italian',
  });
  await expect(back).toHaveAttribute('href', '/prodotti/runplay');
  // The browser's own navigation (a view transition animates it): a new document in its language.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();

  await back.click();
  await expect(page).toHaveURL(/\/prodotti\/runplay$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
});

test('the mobile menu has the switcher too, and an alias switches to the canonical translation', async ({
  page,
  errors: _errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/prodotti/cyberpandino');
  await dismissConsent(page);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu di navigazione mobile' });
  const english = menu.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'Inglese' });
  await expect(english).toHaveAttribute('href', '/en/products');
  await english.click();
  await expect(page).toHaveURL(/\/en\/products$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path under /en/ shows the English not-found page with status 404', async ({ page, errors }) => {
  const res = await page.goto('/en/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|doesn.t exist|isn.t here/i);
  await expect(page.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/en');
  // No Italian counterpart: the switcher leads to the Italian home and says so, never to a 404.
  await page.setViewportSize({ width: 1280, height: 800 });
  const italian = page.locator('header').getByRole('navigation', { name: 'Language' }).getByRole('link');
  await expect(italian).toHaveAttribute('href', '/');
  await expect(italian).toHaveAccessibleName(/Italian.*not translated yet/);
  // The static host answers 404 to the document request; the browser logs it.
  errors.length = 0;
});

/** Every text of a strings module, flattened (function-valued strings are skipped). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** The strings of `own` that `other` does not also have: what only that language says. */
const onlyIn = (own: unknown, other: unknown) => {
  const shared = new Set(texts(other));
  return texts(own).filter((t) => t.length >= 12 && !shared.has(t));
};

for (const [route, foreign, label] of [
  ['/contatti', onlyIn([en, formEn], [it, formIt]), 'English'],
  ['/en/contact', onlyIn([it, formIt], [en, formEn]), 'Italian'],
] as const) {
  test(`${route} downloads no ${label} interface strings`, async ({ page, errors: _errors }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    expect(foreign.length).toBeGreaterThan(20);
    // Written as JS string literals in the bundles; quotes may be escaped differently, so compare a plain slice.
    const found = foreign.filter((t) => code.includes(t.slice(0, 24)));
    expect(found, `${label} strings in the scripts of ${route}`).toEqual([]);
  });
}

chatTest(
  'on an English page Rachel greets and answers in English, from the English pages',
  async ({ page, errors: _errors }) => {
    await page.goto('/en/products');
    await page.getByRole('button', { name: /Rachel/ }).click();
    const d = page.getByRole('dialog', { name: /Rachel/ });
    const log = d.getByRole('log');
    await expect(log).toContainText("Hi, I'm Rachel");
    await expect(log).toContainText("I'm an AI, not a person");
    await d
      .getByRole('group', { name: 'Suggested questions' })
      .getByRole('button', { name: 'Which versions of RunVoice are there?' })
      .click();
    const answer = log.locator('.chat-msg--assistant').last();
    await expect(answer).toContainText(/Easy|Standard|Pro/);
    // Its sources are English pages.
    const sources = answer.getByRole('link');
    await expect(sources.first()).toHaveAttribute('href', /^\/en\//);
    await expect(answer).not.toContainText('Versioni');
  },
);
