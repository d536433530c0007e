import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resolvePaths } from '../../src/build/paths';
import { startPreview, type Preview } from './support/server';
import { boxOf } from './support/box';
import { buildSite } from './support/shared-build';
import { must } from '../support/must';
import { asReturningVisitor } from './support/consent';

const banner = (page: Page) => page.getByRole('dialog', { name: 'Rispettiamo la tua privacy' });
const prefs = (page: Page) => page.getByRole('dialog', { name: 'Preferenze sui cookie' });

async function consentCookie(page: Page): Promise<{ categories: string[]; revision: number } | undefined> {
  const c = (await page.context().cookies()).find((k) => k.name === 'cc_cookie');
  return c && (JSON.parse(decodeURIComponent(c.value)) as { categories: string[]; revision: number });
}

test('first visit: banner with "Accetta tutti" and "Rifiuta" of equal size and weight, page still usable', async ({
  page,
  errors: _errors,
}) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const accept = banner(page).getByRole('button', { name: 'Accetta tutti' });
  const reject = banner(page).getByRole('button', { name: 'Rifiuta', exact: true });
  await expect(banner(page).getByRole('button', { name: 'Personalizza' })).toBeVisible();
  const [a, r] = [await boxOf(accept), await boxOf(reject)];
  expect(Math.abs(a.width - r.width)).toBeLessThan(0.5);
  expect(Math.abs(a.height - r.height)).toBeLessThan(0.5);
  const style = (el: Element) => {
    const s = getComputedStyle(el);
    return [s.fontWeight, s.fontSize, s.backgroundColor, s.color].join('|');
  };
  expect(await accept.evaluate(style)).toBe(await reject.evaluate(style));
  // No blocking overlay: the page works without a choice, and scrolling is not consent.
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  await expect(banner(page)).toBeVisible();
  expect(await consentCookie(page)).toBeUndefined();
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Chi siamo' }).click();
  await expect(page).toHaveURL(/\/chi-siamo$/);
  // Still there on the next page until the visitor chooses.
  await expect(banner(page)).toBeVisible();
});

test('closing the banner with its X refuses; the choice is kept across reloads', async ({ page, errors: _errors }) => {
  await page.goto('/');
  await banner(page)
    .getByRole('button', { name: /Chiudi e rifiuta/ })
    .click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(page)).toMatchObject({ categories: ['necessary'], revision: 1 });
  await page.reload();
  await page.waitForTimeout(2500);
  await expect(banner(page)).toHaveCount(0);
});

test('"Accetta tutti" is remembered for 182 days; "Gestisci cookie" reopens the preferences to withdraw', async ({
  page,
  errors: _errors,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
  expect(await consentCookie(page)).toMatchObject({ categories: ['necessary', 'analytics'] });
  const cookie = must(
    (await page.context().cookies()).find((k) => k.name === 'cc_cookie'),
    'cc_cookie',
  );
  const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(181);
  expect(days).toBeLessThan(183);

  await page.reload();
  await page.waitForTimeout(2500);
  await expect(banner(page)).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Gestisci cookie' }).click();
  await expect(prefs(page)).toBeVisible();
  await expect(prefs(page).getByRole('button', { name: 'Cookie necessari' })).toBeVisible();
  await expect(prefs(page).getByRole('button', { name: 'Cookie statistici' })).toBeVisible();
  // Necessary cookies are always on and cannot be switched off; statistics reflect the choice.
  await expect(prefs(page).getByRole('checkbox', { name: 'Cookie necessari' })).toBeDisabled();
  await expect(prefs(page).getByRole('checkbox', { name: 'Cookie statistici' })).toBeChecked();
  await prefs(page).getByRole('button', { name: 'Rifiuta', exact: true }).click();
  await expect(prefs(page)).toBeHidden();
  expect(await consentCookie(page)).toMatchObject({ categories: ['necessary'] });
});

test('keyboard and screen readers: focus moves into the banner and the dialog, Escape, Tab stays in the dialog, focus returns', async ({
  page,
  errors: _errors,
}) => {
  await page.goto('/');
  // The banner takes the focus on a fresh page; Escape is its X (closing = refusing).
  await expect(banner(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(page)).toMatchObject({ categories: ['necessary'] });

  const manage = page.getByRole('contentinfo').getByRole('button', { name: 'Gestisci cookie' });
  await manage.focus();
  await page.keyboard.press('Enter');
  await expect(prefs(page).getByRole('heading', { name: 'Preferenze sui cookie' })).toBeFocused();
  // A modal dialog: the page behind is inert.
  expect(await prefs(page).evaluate((d) => d.matches(':modal'))).toBe(true);
  // Tab and Shift+Tab go round inside, with a visible focus ring on every control.
  for (const key of [...Array<string>(10).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const [inside, outline] = await prefs(page).evaluate((d) => {
      const el = document.activeElement;
      return [!!el && d.contains(el), el ? getComputedStyle(el).outlineStyle : 'none'];
    });
    expect(inside, key).toBe(true);
    expect(outline, key).not.toBe('none');
  }
  // The switch works from the keyboard; Escape closes without saving and the focus goes back.
  await prefs(page).getByRole('checkbox', { name: 'Cookie statistici' }).focus();
  await page.keyboard.press('Space');
  await expect(prefs(page).getByRole('checkbox', { name: 'Cookie statistici' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(prefs(page)).toHaveCount(0);
  await expect(manage).toBeFocused();
  expect(await consentCookie(page)).toMatchObject({ categories: ['necessary'] });

  // Reopened: still off; a category's name opens its description; saving keeps the choice.
  await page.keyboard.press('Enter');
  const stats = prefs(page).getByRole('button', { name: 'Cookie statistici' });
  await expect(stats).toHaveAttribute('aria-expanded', 'false');
  await expect(prefs(page).getByText(/in forma anonima e aggregata/)).toBeHidden();
  await stats.click();
  await expect(stats).toHaveAttribute('aria-expanded', 'true');
  await expect(prefs(page).getByText(/in forma anonima e aggregata/)).toBeVisible();
  await expect(prefs(page).getByRole('checkbox', { name: 'Cookie statistici' })).not.toBeChecked();
  await prefs(page).getByRole('checkbox', { name: 'Cookie statistici' }).check();
  await prefs(page).getByRole('button', { name: 'Salva le preferenze' }).click();
  await expect(prefs(page)).toHaveCount(0);
  await expect(manage).toBeFocused();
  expect(await consentCookie(page)).toMatchObject({ categories: ['necessary', 'analytics'] });
});

test('the banner lies over the page (no layout shift) and does not animate when motion is reduced', async ({
  page,
  errors: _errors,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(await banner(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  const layout = () =>
    page.evaluate(() => [document.documentElement.scrollHeight, document.querySelector('footer')?.offsetTop]);
  const withBanner = await layout();
  await banner(page).getByRole('button', { name: 'Rifiuta', exact: true }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await layout()).toEqual(withBanner);

  await page.context().clearCookies();
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  expect(await banner(page).evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
});

test('a stored choice of an older revision, or past its expiry, is asked again', async ({
  page,
  baseURL,
  errors: _errors,
}) => {
  for (const stale of [{ revision: 0 }, { expirationTime: Date.now() - 1000 }]) {
    await page.context().clearCookies();
    await asReturningVisitor(page, baseURL, stale);
    await page.goto('/');
    await expect(banner(page), JSON.stringify(stale)).toBeVisible();
  }
  // The same cookie, current: no banner.
  await page.context().clearCookies();
  await asReturningVisitor(page, baseURL);
  await page.goto('/');
  await page.waitForTimeout(2500);
  await expect(banner(page)).toHaveCount(0);
});

test('on an English page the banner and the preferences speak English and link the English policies', async ({
  page,
  errors: _errors,
}) => {
  await page.goto('/en');
  const en = page.getByRole('dialog', { name: 'We respect your privacy' });
  await expect(en.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(en.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  await expect(en.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en/cookie-policy');
  await expect(en.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
  await en.getByRole('button', { name: 'Customise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog.getByRole('button', { name: 'Save preferences' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en/cookie-policy');
});

test.describe('analytics with a GA4 id configured at build time', () => {
  // One worker, one build of the GA4 site for both tests.
  test.describe.configure({ mode: 'serial' });
  const GA4 = 'G-TEST12345';
  let dir: string | undefined;
  let server: Preview | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = `${resolvePaths().outDir}-ga4`;
    buildSite(dir, { VITE_GA4_ID_OVERRIDE: GA4 });
    server = await startPreview({ RUNSITE_OUT_DIR: dir });
  });

  test.afterAll(() => {
    server?.stop();
    if (dir) for (const d of [dir, `${dir}-ssr`]) fs.rmSync(d, { recursive: true, force: true });
  });

  test('no Google request before consent, one after "Accetta tutti", none after withdrawing', async ({
    page,
    errors: _errors,
  }) => {
    const google: string[] = [];
    await page.route(/^https:\/\/([^/]+\.)?(googletagmanager|google-analytics)\.com\//, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto(`${must(server, 'preview with GA4').url}/`);
    await expect(banner(page)).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(1500);
    expect(google).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
    await expect.poll(() => google.length).toBe(1);
    expect(google[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${GA4}`);

    // Withdrawal: the page reloads without any Google script.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gestisci cookie' }).click();
    await prefs(page).getByRole('button', { name: 'Rifiuta', exact: true }).click();
    await page.waitForLoadState('load');
    await page.waitForTimeout(2500);
    expect(google).toHaveLength(1);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  });

  test('two tabs: a choice in one closes the banner in the other; a withdrawal stops its Google tag without reloading it', async ({
    page,
    errors: _errors,
  }) => {
    const google: string[] = [];
    const other = await page.context().newPage();
    // On each tab: a page's own routes come before the context's (the fixture aborts third parties on `page`).
    for (const tab of [page, other])
      await tab.route(/^https:\/\/([^/]+\.)?(googletagmanager|google-analytics)\.com\//, (route) => {
        google.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      });
    const url = `${must(server, 'preview with GA4').url}/`;
    await other.goto(url);
    await page.goto(url);
    await expect(banner(other)).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // The other tab, where the visitor may have started typing: it must never reload.
    await other.evaluate(() => Reflect.set(window, 'stillTheSamePage', true));

    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner(other)).toBeHidden();
    await expect.poll(() => google.length).toBe(2); // gtag.js once in each tab
    await expect(other.locator('script[src*="googletagmanager"]')).toHaveCount(1);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Gestisci cookie' }).click();
    await prefs(page).getByRole('button', { name: 'Rifiuta', exact: true }).click();
    await expect(other.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(await other.evaluate((id) => Reflect.get(window, `ga-disable-${id}`) === true, GA4)).toBe(true);
    expect(await other.evaluate(() => Reflect.get(window, 'stillTheSamePage') === true)).toBe(true);
    await expect(banner(other)).toBeHidden();
    // Consent given again (in the other tab this time): the opt-out is lifted, the tag loads again.
    await other.getByRole('contentinfo').getByRole('button', { name: 'Gestisci cookie' }).click();
    await prefs(other).getByRole('button', { name: 'Accetta tutti', exact: true }).click();
    await expect(other.locator('script[src*="googletagmanager"]')).toHaveCount(1);
    expect(await other.evaluate((id) => Reflect.get(window, `ga-disable-${id}`) === undefined, GA4)).toBe(true);
    await other.close();
  });
});

/** The chat bubble ends at or above the open banner's top (it rises once the banner is laid out). */
async function bubbleAboveBanner(page: Page) {
  const bubble = page.getByRole('button', { name: /Rachel/ });
  await expect
    .poll(async () => (await boxOf(bubble)).y + (await boxOf(bubble)).height)
    .toBeLessThanOrEqual((await boxOf(banner(page))).y);
}

test('on a phone the chat bubble stands above the open banner, opens the chat over it, and goes back once the visitor chooses', async ({
  page,
  errors: _errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/prodotti/runvoice');
  await expect(banner(page)).toBeVisible();
  const bubble = page.getByRole('button', { name: /Rachel/ });
  await bubbleAboveBanner(page);
  // Playwright clicks only what receives the pointer: the bubble is not under the banner, nor the chat's field.
  await bubble.click();
  const field = page.getByRole('dialog', { name: /Rachel/ }).getByRole('textbox', { name: /domanda/ });
  await field.click();
  await field.fill('Dove siete?');
  await page
    .getByRole('dialog', { name: /Rachel/ })
    .getByRole('button', { name: /Chiudi/ })
    .click();
  await banner(page).getByRole('button', { name: 'Rifiuta', exact: true }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(async () => Math.round(844 - (await boxOf(bubble)).y - (await boxOf(bubble)).height)).toBe(14);
});

test('on a phone the banner opening and lifting the bubble shifts no layout (CLS 0)', async ({
  page,
  errors: _errors,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const w = window as typeof window & { shifts?: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shifts?.push((e as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await bubbleAboveBanner(page);
  const shifts = await page.evaluate(() => (window as typeof window & { shifts?: number[] }).shifts ?? []);
  expect(shifts).toEqual([]);
});

interface TraceEvent {
  name: string;
  ts: number;
  args?: { elementCount?: number; data?: { message?: string } };
}

test('on a phone the banner opening restyles itself and what rises over it, not every element of the page', async ({
  page,
  errors: _errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The moment the banner is inserted, as a mark in the browser's trace.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.getAttribute('role') === 'dialog') console.timeStamp('banner-inserted');
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await bubbleAboveBanner(page);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  await cdp.send('Tracing.end');
  await complete;
  const inserted = must(
    events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === 'banner-inserted'),
    'the banner insertion in the trace',
  ).ts;
  const restyled = events
    .filter((e) => e.name === 'UpdateLayoutTree' && e.ts >= inserted)
    .map((e) => e.args?.elementCount ?? 0);
  expect(restyled.length, 'style recalculations after the banner was inserted').toBeGreaterThan(0);
  // Before: the banner's height went into a variable on <html>, and every element (206 of ~360) was restyled.
  expect(Math.max(...restyled), `elements restyled per pass (${elements} on the page)`).toBeLessThan(elements / 5);
});

test('on a phone the note that the chat is unavailable stands above the open banner, hiding none of its buttons', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/ChatPanel-[\w-]+\.js(\?.*)?$/, (route) => route.abort('failed'));
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: /Rachel/ }).click();
  const note = page.getByRole('status').filter({ hasText: 'La chat non è disponibile' });
  await expect(note).toBeVisible();
  const bannerTop = (await boxOf(banner(page))).y;
  await expect.poll(async () => (await boxOf(note)).y + (await boxOf(note)).height).toBeLessThanOrEqual(bannerTop);
  // Every choice in the banner still takes the pointer, and the note is dismissed where it stands.
  for (const name of ['Accetta tutti', 'Rifiuta', 'Personalizza'])
    await banner(page).getByRole('button', { name, exact: true }).click({ trial: true });
  await note.getByRole('button').click();
  await expect(note).toHaveCount(0);
  errors.splice(0, errors.length, ...errors.filter((e) => !/ERR_FAILED|ChatPanel/.test(e)));
});
