import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageSchema } from '../../schemas/page';
import { schemaFor, sectionTypes } from '../../schemas/section';
import { STORYBOOK_PORT } from '../playwright.config';
import { THIRD_PARTY } from './fixtures';
import { resolvePaths } from '../../src/build/paths';
import { siteSchema } from '../../schemas/site';
import { fillSiteValuesDeep } from '../../src/lib/site-values';
import { ui as en } from '../../src/i18n/en';
import { ui as it } from '../../src/i18n/it';

/** A snippet as the loader validates it: "{email}", "{mapUrl}"… tokens filled from site.json first. */
const site = siteSchema.parse(JSON.parse(fs.readFileSync(path.join(resolvePaths().configDir, 'site.json'), 'utf8')));
const asLoaded = (json: string): unknown => fillSiteValuesDeep(JSON.parse(json) as unknown, site);

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The source panels of a docs page, read once they have settled: more than one, two reads in a row the
 * same, and each whole JSON. The panels fill in one after another; a panel read between a check and the
 * read was once parsed half-written ("Unexpected end of JSON input", a fresh-clone CI run, 2026-11-29).
 * A panel that never becomes JSON fails here, with its text.
 */
async function settledBlocks(code: Locator): Promise<string[]> {
  let last: string[] = [];
  await expect
    .poll(
      async () => {
        const now = await code.allTextContents();
        const same = now.length > 1 && now.length === last.length && now.every((t, i) => t === last[i]);
        last = now;
        return same ? now.filter((t) => !isJson(t)) : ['(the panels are still changing)'];
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
  return last;
}

/**
 * The built Storybook (storybook-static/, made by `npm test` before this suite)
 * as a designer or editor opens it: offline, every section listed, each docs
 * page showing JSON that validates.
 */
const base = `http://127.0.0.1:${STORYBOOK_PORT}`;

interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
}

/** Fails the test on console errors and on any request that would leave the machine. */
async function offline(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.route(THIRD_PARTY, (route) => {
    problems.push(`request to ${route.request().url()}`);
    return route.abort('internetdisconnected');
  });
  return problems;
}

test('the static Storybook lists a docs page for every section type, and pages', async ({ page, request }) => {
  const problems = await offline(page);
  const index = (await (await request.get(`${base}/index.json`)).json()) as { entries: Record<string, IndexEntry> };
  const docs = Object.values(index.entries)
    .filter((e) => e.type === 'docs')
    .map((e) => e.title);
  for (const type of sectionTypes) expect(docs, type).toContain(`Sections/${type[0].toUpperCase()}${type.slice(1)}`);
  expect(docs).toContain('Pages');

  await page.goto(`${base}/`);
  // The manager's bundle renders the sidebar: over 5 s when the other suites share the two cores.
  await expect(page.getByText('Sections', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Pages', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('section docs pages', () => {
  // One page for all of them, one after the other: a fresh page loads Storybook's preview bundle cold
  // (~5 s each on this machine); the next docs page in the same page reuses it from the cache.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let problems: string[];
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    problems = await offline(page);
  });
  test.afterAll(() => page.close());

  for (const type of sectionTypes) {
    test(`${type} docs page shows, open, the JSON of each story and it validates`, async () => {
      problems.length = 0;
      const id = `sections-${type.toLowerCase()}--docs`;
      await page.goto(`${base}/iframe.html?viewMode=docs&id=${id}`);
      // The source panels are open without a click (docs.canvas.sourceState = 'shown').
      const code = page.locator('pre.prismjs');
      // The first docs page loads the preview bundle cold: on a busy 2-core runner it took over 5 s (a
      // fresh-clone CI run, 2026-11-27).
      await expect(code.first()).toBeVisible({ timeout: 20_000 });
      const blocks = await settledBlocks(code);
      for (const text of blocks) {
        const parsed = schemaFor(type).safeParse(asLoaded(text));
        expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
  }
});

test('a page story shows the whole page from its document, offline', async ({ page }) => {
  const problems = await offline(page);
  await page.goto(`${base}/iframe.html?id=pages--run-voice&viewMode=story`);
  const doc = JSON.parse(fs.readFileSync(path.join(resolvePaths().configDir, 'runvoice.json'), 'utf8')) as {
    sections: { type: string; title?: string }[];
  };
  // The preview bundle loads cold (this test takes 5.4 s alone here, more beside the other worker).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.sections[0].title ?? '', { timeout: 15_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('#main > .section-frame')).toHaveCount(doc.sections.length);
  expect(problems).toEqual([]);
});

for (const [locale, dir] of [
  ['it', 'pages-config'],
  ['en', 'pages-config/en'],
] as const) {
  test(`the Pages docs page in ${locale} shows each page document of that language exactly as its file`, async ({
    page,
  }) => {
    const problems = await offline(page);
    await page.goto(`${base}/iframe.html?viewMode=docs&id=pages--docs&globals=locale:${locale}`);
    const code = page.locator('pre.prismjs');
    // The docs page renders every page document of the language: on a busy 2-core runner it took over 5 s
    // (a fresh-clone CI run, 2026-11-27), as the single story below may take up to 20.
    await expect(code.first()).toBeVisible({ timeout: 20_000 });
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'site.json');
    const blocks = await settledBlocks(code);
    // The primary story is shown twice (at the top and in the list).
    expect(new Set(blocks).size).toBe(files.length);
    const texts = files.map((f) => fs.readFileSync(`${dir}/${f}`, 'utf8').trim());
    for (const text of blocks) {
      expect(texts).toContain(text.trim());
      expect(pageSchema.safeParse(asLoaded(text)).success).toBe(true);
    }
    expect(problems).toEqual([]);
  });
}

test("the toolbar's language switch shows a page story in English (its translation, English interface) and back", async ({
  page,
}) => {
  // Manager, then the story's iframe, then two language switches: 26 s once on a busy two-core machine.
  test.setTimeout(60_000);
  const problems = await offline(page);
  const heading = (dir: string) =>
    (JSON.parse(fs.readFileSync(path.join(dir, 'runvoice.json'), 'utf8')) as { sections: { title?: string }[] })
      .sections[0].title ?? '';
  const { configDir } = resolvePaths();
  await page.goto(`${base}/?path=/story/pages--run-voice`);
  const story = page.frameLocator('#storybook-preview-iframe');
  const toolbar = page.getByRole('button', { name: /^Lingua dell'interfaccia/ });
  const choose = async (name: string) => {
    await toolbar.click();
    await page.getByRole('option', { name }).click();
  };

  // The manager loads first, then the story in its iframe: slow on a busy machine.
  await expect(story.getByRole('heading', { level: 1 })).toHaveText(heading(configDir), { timeout: 40_000 });
  await expect(story.locator('html')).toHaveAttribute('lang', 'it');
  await expect(toolbar).toHaveText(it.languages.it);

  await choose('English');
  await expect(page).toHaveURL(/globals=locale:en/);
  await expect(toolbar).toHaveText('English');
  await expect(story.getByRole('heading', { level: 1 })).toHaveText(heading(path.join(configDir, 'en')));
  await expect(story.locator('html')).toHaveAttribute('lang', 'en');
  // The interface strings and the site values follow: header, switcher, footer.
  await expect(story.getByRole('navigation', { name: en.header.mainNav })).toBeVisible();
  await expect(story.getByRole('navigation', { name: en.languageSwitcher.label }).first()).toContainText(
    en.languages.it,
  );
  await expect(story.getByRole('link', { name: en.skipLink })).toHaveAttribute('href', '#main');

  await choose('Italiano');
  await expect(story.getByRole('heading', { level: 1 })).toHaveText(heading(configDir));
  await expect(story.getByRole('navigation', { name: it.header.mainNav })).toBeVisible();
  await expect(story.locator('html')).toHaveAttribute('lang', 'it');
  expect(problems).toEqual([]);
});
