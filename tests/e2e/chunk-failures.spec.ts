/**
 * Issue 15 points 1–2: every lazily loaded part fails alone. Each chunk is
 * blocked in turn (aborted, or answered 404 as after a redeploy): the page
 * stays readable, nothing throws uncaught, and the failing control says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolvePaths } from '../../src/build/paths';
import { layOutAllSections } from '../../src/lib/scroll';
import { ui } from '../../src/i18n/it';
import { STORYBOOK_PORT } from '../playwright.config';
import { test as base, type Page } from '@playwright/test';
import { expect, test, THIRD_PARTY } from './fixtures';

/** The contact form asks for its code (and strings) at the first focus in it: its rule is 'interaction'. */
const wakeForm = (page: Page) => page.locator('[data-island] input:not([type=hidden])').first().focus();

const { outDir, configDir: pagesDir } = resolvePaths();
const assets = path.join(outDir, 'assets');

/** The built file whose name starts with `prefix-` (a hashed chunk). */
function chunk(prefix: string): string {
  const file = fs.readdirSync(assets).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no chunk ${prefix}-*.js in the build`);
  return file;
}

async function block(page: Page, file: string, how: 'abort' | '404' = 'abort') {
  // With or without the query a retry adds (vite-plugin-import-retry.ts): the outage takes every URL of the file.
  await page.route(`**/assets/${file}*`, (route) =>
    how === 'abort' ? route.abort('failed') : route.fulfill({ status: 404, body: 'Not found' }),
  );
}

/** Uncaught exceptions only: the failing part may log a console error. */
function uncaught(page: Page): string[] {
  const list: string[] = [];
  page.on('pageerror', (e) => list.push(e.message));
  return list;
}

// Every section laid out first: innerText leaves out the text of a section the browser has not laid out yet
// (those below the first screen wait until they near the viewport, global.css).
const mainText = async (page: Page) => {
  await page.evaluate(layOutAllSections);
  return page.locator('#main').evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim().length);
};

async function readable(page: Page, route: string, baseline: number) {
  expect(await page.locator('#root > *').count(), route).toBeGreaterThan(2);
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  expect(await mainText(page), route).toBeGreaterThanOrEqual(baseline * 0.98);
}

/**
 * A route's main text with nothing blocked, measured once per worker, by the first test that asks: the same
 * build serves the same text to every test, and a page load costs this two-core suite a second of CPU.
 */
const baselines = new Map<string, number>();

async function baselineOf(page: Page, route: string): Promise<number> {
  const known = baselines.get(route);
  if (known !== undefined) return known;
  await page.goto(route);
  const n = await mainText(page);
  expect(n).toBeGreaterThan(0);
  baselines.set(route, n);
  return n;
}

test.describe('a failed lazy chunk fails alone', () => {
  test('toasts (notistack, loaded at the first toast)', async ({ page, errors }) => {
    const base = await baselineOf(page, '/');
    const thrown = uncaught(page);
    let failing = true;
    await page.route(`**/assets/${chunk('notistack.esm')}*`, (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    let fetched = 0;
    page.on('request', (r) => {
      if (r.url().includes('/notistack.esm-')) fetched++;
    });
    await page.goto('/');
    await page.waitForTimeout(1000);
    expect(fetched, 'notistack is fetched only when a toast is asked for').toBe(0);
    // A chat widget that never loaded: "Avvia una chat" asks for a warning toast, whose code is blocked.
    await page.evaluate(() =>
      document.querySelectorAll('[data-chat-bubble]').forEach((b) => b.removeAttribute('data-chat-bubble')),
    );
    const tried = page.waitForRequest((r) => r.url().includes('/notistack.esm-'));
    await page.locator('[data-section="cta"]').getByRole('button', { name: 'Avvia una chat' }).click();
    await tried;
    // The visitor is still told, in a note at the foot of the page instead of the toast, and can close it.
    const note = page.getByRole('status').filter({ hasText: ui.chat.unavailable });
    await expect(note).toBeVisible();
    await note.getByRole('button', { name: ui.chat.dismiss }).click();
    await expect(note).toHaveCount(0);
    // The network is back: the next warning is a toast again, not a note (the area is mounted afresh).
    failing = false;
    await page.locator('[data-section="cta"]').getByRole('button', { name: 'Avvia una chat' }).click();
    await expect(page.locator('.notistack-MuiContent').filter({ hasText: ui.chat.unavailable })).toBeVisible();
    await expect(note).toHaveCount(0);
    await readable(page, '/', base);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('chat panel: the bubble says the chat is unavailable and the page stays', async ({ page, errors }) => {
    const base = await baselineOf(page, '/');
    const thrown = uncaught(page);
    await block(page, chunk('ChatPanel'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Chiedi a Rachel' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'La chat non è disponibile' })).toBeVisible();
    await readable(page, '/', base);
    // "Avvia una chat" then says so too, instead of throwing.
    await page.getByRole('button', { name: 'Ok, chiudi' }).click();
    await expect(page.getByText('La chat non è disponibile')).toHaveCount(0);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('chat engine (answer): the question stays with the reason, and the next one retries and is answered', async ({
    page,
    errors,
  }) => {
    const thrown = uncaught(page);
    const engine = chunk('answer');
    let failing = true;
    await page.route(`**/assets/${engine}*`, (route) => (failing ? route.abort('failed') : route.continue()));
    await page.goto('/');
    await page.getByRole('button', { name: 'Chiedi a Rachel' }).click();
    const chat = page.getByRole('dialog', { name: /Rachel/ });
    // The panel and its greeting do not wait for the engine: they show although it cannot load.
    await expect(chat.locator('.chat-suggestion').first()).toBeVisible();
    const input = chat.getByRole('textbox', { name: /domanda/ });
    await input.fill('Quanto costa RunVoice?');
    await input.press('Enter');
    await expect(chat.locator('.chat-msg--user')).toHaveText('Tu: Quanto costa RunVoice?');
    await expect(chat.getByText(ui.chat.unavailable)).toBeVisible();
    failing = false;
    await input.fill('Funziona su WhatsApp?');
    await input.press('Enter');
    await expect(chat.locator('.chat-msg--assistant')).toHaveCount(3);
    await expect(chat.locator('.chat-msg--assistant').last()).not.toContainText(ui.chat.unavailable);
    // Its e-mail capture (a chunk of its own) came with the retry.
    await expect(chat.getByRole('textbox', { name: /e-mail/i })).toBeVisible();
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('chat e-mail capture (LeadForm): the reply keeps its link to the contact page, and a later reply tries again', async ({
    page,
    errors,
  }) => {
    const thrown = uncaught(page);
    let failing = true;
    await page.route(`**/assets/${chunk('LeadForm')}*`, (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Chiedi a Rachel' }).click();
    const chat = page.getByRole('dialog', { name: /Rachel/ });
    const input = chat.getByRole('textbox', { name: /domanda/ });
    await input.fill('Funziona su WhatsApp?');
    await input.press('Enter');
    await expect(chat.locator('.chat-msg--assistant')).toHaveCount(2);
    await expect(
      chat
        .locator('.chat-msg--assistant')
        .last()
        .getByRole('link', { name: /Contatt/ }),
    ).toBeVisible();
    await expect(chat.getByRole('textbox', { name: /e-mail/i })).toHaveCount(0);
    await expect(input).toBeEnabled();
    // The network is back: the next reply that offers the form fetches it again and shows it.
    failing = false;
    await input.fill('Avete un programma di affiliazione?');
    await input.press('Enter');
    await expect(chat.locator('.chat-msg--assistant')).toHaveCount(3);
    await expect(
      chat
        .locator('.chat-msg--assistant')
        .last()
        .getByRole('textbox', { name: /e-mail/i }),
    ).toBeVisible();
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test("cookie banner (show-banner): no banner, and 'Gestisci cookie' says why", async ({ page, errors }) => {
    const base = await baselineOf(page, '/');
    const thrown = uncaught(page);
    // The banner's code (its markup is a <template> in the page) and, as on a network that dropped, the
    // dialog's: 'Gestisci cookie' says it cannot open.
    await block(page, chunk('show-banner'));
    await block(page, chunk('Preferences'));
    await page.goto('/');
    await page.waitForTimeout(2500); // consent starts when the page is idle
    await expect(page.getByRole('button', { name: 'Accetta tutti' })).toHaveCount(0);
    await readable(page, '/', base);
    await page.getByRole('button', { name: 'Gestisci cookie' }).click();
    await expect(page.getByText('Le preferenze sui cookie non si sono caricate')).toBeVisible();
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test("cookie preferences (Preferences): the banner still works, 'Personalizza' and 'Gestisci cookie' say why", async ({
    page,
    errors,
  }) => {
    const base = await baselineOf(page, '/');
    const thrown = uncaught(page);
    await block(page, chunk('Preferences'));
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Rispettiamo la tua privacy' });
    await banner.getByRole('button', { name: 'Personalizza', exact: true }).click();
    await expect(banner.getByText('Le preferenze sui cookie non si sono caricate')).toBeVisible();
    await banner.getByRole('button', { name: 'Rifiuta', exact: true }).click();
    await expect(banner).toHaveCount(0);
    await readable(page, '/', base);
    await page.getByRole('button', { name: 'Gestisci cookie' }).click();
    await expect(
      page.getByRole('contentinfo').getByText('Le preferenze sui cookie non si sono caricate'),
    ).toBeVisible();
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  // One file per language holds the interface's, site.json's and the chat's strings (vite.config.ts).
  for (const [prefix, route, how] of [
    ['strings.it', '/contatti', 'abort'],
    ['strings.en', '/en/contact', 'abort'],
    ['strings.en', '/en/contact', '404'],
  ] as const) {
    test(`the page's strings (${prefix}, ${how}): the prerendered page stays readable instead of an error`, async ({
      browser,
    }) => {
      // Not hydrated on purpose: the fixture's page.goto would wait for hydration.
      const page = await browser.newPage();
      await page.route(THIRD_PARTY, (r) => r.abort('internetdisconnected'));
      const thrown = uncaught(page);
      await page.goto(route);
      const base = await mainText(page);
      await block(page, chunk(prefix), how);
      const tried = page.waitForRequest((r) => r.url().includes(`/assets/${prefix}-`));
      await page.reload();
      await wakeForm(page);
      await tried;
      await page.waitForLoadState('networkidle');
      await readable(page, route, base);
      // The shell works without strings; the form, whose island needs them, stays as prerendered.
      await expect(page.locator('[data-island]')).not.toHaveCount(0);
      await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(thrown).toEqual([]);
      await page.close();
    });
  }

  test('smooth scroll (lenis): native scrolling still works', async ({ page, errors }) => {
    const base = await baselineOf(page, '/');
    const thrown = uncaught(page);
    await block(page, chunk('lenis'));
    const tried = page.waitForRequest((r) => r.url().includes('/lenis-'));
    await page.goto('/');
    await page.waitForTimeout(600); // lenis may start 500 ms after mount, at the first scroll intent
    await page.mouse.wheel(0, 100);
    await tried;
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await readable(page, '/', base);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('animations: sections below the fold are still shown', async ({ page, errors }) => {
    const base = await baselineOf(page, '/chi-siamo');
    const thrown = uncaught(page);
    await block(page, chunk('animations'));
    await page.goto('/chi-siamo');
    await page.waitForTimeout(300);
    const cta = page.locator('[data-section="cta"]');
    // The animation code is fetched at the first scroll: its failure shows every hidden section.
    const tried = page.waitForRequest((r) => r.url().includes('/animations-'));
    await cta.scrollIntoViewIfNeeded();
    await tried;
    await expect(cta.locator('h2').first()).toBeVisible();
    await expect(page.locator('.section-frame [style*="opacity: 0"]')).toHaveCount(0);
    await readable(page, '/chi-siamo', base);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  test('sliders (keen-slider): the slides stay readable', async ({ page, errors }) => {
    const base = await baselineOf(page, '/prodotti/runplay');
    const thrown = uncaught(page);
    await block(page, chunk('keen-slider.es'));
    await page.goto('/prodotti/runplay');
    await page.locator('[data-section="carousel"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-section="carousel"] img').first()).toBeVisible();
    await readable(page, '/prodotti/runplay', base);
    expect(thrown).toEqual([]);
    errors.length = 0;
  });

  // No page ships a video yet (tests/e2e/media.spec.ts): the player runs in the media block's Hero story.
  const STORY = `http://127.0.0.1:${STORYBOOK_PORT}/iframe.html?id=sections-mediablock--hero&viewMode=story`;
  /** Fails every script whose code contains `marker` (hashed names differ between the site and Storybook). */
  async function blockByContent(page: Page, marker: string): Promise<string[]> {
    const blocked: string[] = [];
    await page.route(/\.js(\?.*)?$/, async (route) => {
      if (!route.request().url().startsWith(`http://127.0.0.1:${STORYBOOK_PORT}/`)) return route.fallback();
      const res = await route.fetch();
      if (!(await res.text()).includes(marker)) return route.fulfill({ response: res });
      blocked.push(route.request().url());
      return route.abort('failed');
    });
    return blocked;
  }
  for (const [what, marker] of [
    ['react-player', 'canEnablePIP'],
    ["the provider's code inside the player", 'define(`vimeo-video`'],
  ] as const) {
    // The story is not the site: no hydration marker, so the plain Playwright test.
    base(`video player (${what}): the preview comes back with a message`, async ({ page }) => {
      const thrown = uncaught(page);
      await page.route(THIRD_PARTY, (route) => route.abort('internetdisconnected'));
      const blocked = await blockByContent(page, marker);
      await page.goto(STORY);
      await page.getByRole('button', { name: /^Riproduci il video:/ }).click();
      await expect(page.locator('.media-block__status')).toHaveText(ui.media.unavailable, { timeout: 8000 });
      expect(blocked.length).toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: /^Riproduci il video:/ })).toBeVisible();
      await expect(page.locator('.media-block h1')).toBeVisible();
      expect(thrown).toEqual([]);
      // The player may still be fetching chunks: stop routing them before the page closes,
      // or a handler reading a disposed response fails the next test in this worker.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }

  // Each section type, on the first page that uses it: its prerendered HTML stays.
  const firstUse = new Map<string, string>();
  for (const file of fs
    .readdirSync(pagesDir)
    .filter((f) => f.endsWith('.json') && f !== 'site.json')
    .sort()) {
    const doc = JSON.parse(fs.readFileSync(path.join(pagesDir, file), 'utf8')) as {
      path: string;
      sections: { type: string }[];
    };
    for (const s of doc.sections) if (!firstUse.has(s.type)) firstUse.set(s.type, doc.path);
  }
  for (const [type, route] of firstUse) {
    test(`section ${type} on ${route}: its prerendered content stays`, async ({ page, errors }) => {
      const base = await baselineOf(page, route);
      const thrown = uncaught(page);
      await block(page, chunk(type[0].toUpperCase() + type.slice(1)));
      await page.goto(route);
      await page.waitForTimeout(300);
      await expect(page.locator(`[data-section="${type}"]`).first()).toBeVisible();
      await readable(page, route, base);
      expect(thrown).toEqual([]);
      errors.length = 0;
    });
  }
});

// A page whose first screen has a section with code (the contact form, at its first focus): that chunk is the one renamed.
test.describe('after a redeploy (chunks answered 404)', () => {
  test('the page reloads once, not in a loop, and stays readable', async ({ page, errors }) => {
    const base = await baselineOf(page, '/contatti');
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++;
    });
    await block(page, chunk('Form'), '404');
    await page.goto('/contatti');
    await wakeForm(page);
    await expect.poll(() => documents, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(3000);
    expect(documents).toBe(2);
    await readable(page, '/contatti', base);
    errors.length = 0;
  });

  test('an aborted chunk (offline, blocked) does not reload the page', async ({ page, errors }) => {
    await baselineOf(page, '/contatti');
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents++;
    });
    const tried = page.waitForRequest((r) => r.url().includes('/assets/Form-'));
    await block(page, chunk('Form'), 'abort');
    await page.goto('/contatti');
    await wakeForm(page);
    await tried;
    await page.waitForTimeout(3000);
    expect(documents).toBe(1);
    errors.length = 0;
  });
});

test('client navigation: a page whose section chunk fails is loaded in full, not shown with sections missing', async ({
  page,
  errors,
}) => {
  const base = await baselineOf(page, '/chi-siamo');
  const thrown = uncaught(page);
  await page.goto('/');
  await block(page, chunk('ImageBlock'));
  // The section code cannot load: the browser loads /chi-siamo itself (a new document).
  const fullLoad = page.waitForEvent('load');
  await page.locator('header').getByRole('link', { name: 'Chi siamo' }).first().click();
  await fullLoad;
  expect(new URL(page.url()).pathname).toBe('/chi-siamo');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForTimeout(500);
  await readable(page, '/chi-siamo', base);
  await expect(page.locator('[data-section="imageBlock"] img').first()).toBeVisible();
  expect(thrown).toEqual([]);
  errors.length = 0;
});
