/**
 * Issue 25: the visual editor in `npm run dev`, on a copy of the content. One visitor's session, in
 * order: create a page, add a hero and a list, reorder them by keyboard, edit a title and watch the
 * preview follow, pick an image and a link, be refused a save with an empty required field, fix it,
 * save, and find the file on disk in its one form and valid; undo and redo; a file changed on disk
 * while being edited; a translation started as a copy; axe on the editor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ViteDevServer } from 'vite';
import { loadContent } from '../../src/build/content';
import { formatPage } from '../../src/build/editor/format';
import { imageFacts } from '../../src/build/image-facts';
import { startDevServer } from '../support/dev-server';
import { axeViolations } from './support/axe';

const repo = path.resolve('.');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-editor-e2e-'));
const file = path.join(root, 'pages-config/prova-editor.json');
let server: ViteDevServer | undefined;
let base = '';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  fs.cpSync(path.join(repo, 'pages-config'), path.join(root, 'pages-config'), { recursive: true });
  fs.cpSync(path.join(repo, 'src/public'), path.join(root, 'src/public'), { recursive: true });
  process.env.RUNSITE_CONTENT_ROOT = root;
  ({ server, base } = await startDevServer());
  delete process.env.RUNSITE_CONTENT_ROOT;
});

test.afterAll(async () => {
  await server?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const preview = (page: Page) => page.frameLocator('iframe[title="Anteprima della pagina"]');
const outline = (page: Page) => page.locator('.ed-outline-select');

/** Types `text` into the field `id` and measures, in the browser, until the preview shows it. */
async function previewLatency(page: Page, id: string, text: string): Promise<number> {
  return page.evaluate(
    async ([fieldId, value]) => {
      const input = document.getElementById(fieldId) as HTMLInputElement;
      const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Anteprima della pagina"]');
      // React's own value setter, so that React sees the input event as a change.
      const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
      const started = performance.now();
      descriptor?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // The moment the preview's DOM holds the text (a MutationObserver: no layout forced while waiting).
      const doc = frame?.contentDocument;
      await new Promise<void>((resolve) => {
        if (!doc) return resolve();
        const seen = () => doc.body.textContent.includes(value);
        if (seen()) return resolve();
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
      });
      return performance.now() - started;
    },
    [id, text] as const,
  );
}

// @quiet: it times the preview (under 100 ms), so it runs last and alone (tests/playwright.config.ts), and
// so does the next test, which opens the page this one saves.
test(
  'create a page, compose it, be refused while invalid, save it valid and in its one form',
  { tag: '@quiet' },
  async ({ page }) => {
    await page.goto(`${base}/_editor`);
    await expect(page.getByRole('heading', { name: 'Pagine del sito' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Percorso').fill('/prova-editor');
    await page.getByLabel('Titolo', { exact: true }).fill('Audioguide per musei civici');
    await page.getByRole('button', { name: 'Crea e apri' }).click();

    // A hero, then a list after it.
    await page.getByLabel('Aggiungi una sezione').selectOption('hero');
    // Each type shows a live example before it is added.
    await expect(
      page.frameLocator('iframe[title="Esempio della sezione hero"]').getByRole('heading', { level: 1 }),
    ).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Aggiungi hero' }).click();
    await page.getByLabel('Aggiungi una sezione').selectOption('list');
    await page.getByRole('button', { name: 'Aggiungi list' }).click();
    await expect(outline(page)).toHaveCount(2);
    await expect(outline(page).nth(1)).toContainText('list');

    // Keyboard: Alt+↑ on the list moves it first, and says so.
    await outline(page).nth(1).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(outline(page).nth(0)).toContainText('list');
    await expect(page.getByRole('status').filter({ hasText: 'spostata in posizione 1 di 2' })).toBeAttached();
    await expect(outline(page).nth(0)).toBeFocused();

    // The hero's title: the preview follows within 100 ms.
    await outline(page).nth(1).click();
    const titleId = 'field-sections-1-title';
    await expect(page.locator(`#${titleId}`)).toBeVisible();
    await expect(preview(page).locator('h1')).toBeVisible({ timeout: 30_000 });
    const latencies: number[] = [];
    for (const word of ['Musei civici 7Q', 'Musei civici 8R', 'Musei civici parlanti']) {
      latencies.push(await previewLatency(page, titleId, word));
    }
    latencies.sort((a, b) => a - b);
    console.log(`preview latency ms: ${latencies.map((l) => l.toFixed(0)).join(', ')}`);
    expect(latencies[1]).toBeLessThan(100);
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Musei civici parlanti');

    // Another image from public/: its real width and height come with it.
    const size = imageFacts(
      fs.readFileSync(path.join(root, 'src/public/images/products/runplay.svg')),
      'runplay.svg',
    ).size;
    await page.getByLabel('Scegli un file per Src').selectOption('/images/products/runplay.svg');
    await expect(page.locator('#field-sections-1-image-src')).toHaveValue('/images/products/runplay.svg');
    await expect(page.locator('#field-sections-1-image-width')).toHaveValue(String(Math.round(size?.width ?? -1)));
    await expect(page.locator('#field-sections-1-image-height')).toHaveValue(String(Math.round(size?.height ?? -1)));
    await expect(preview(page).locator('img[src="/images/products/runplay.svg"]')).toBeVisible();

    // A click on a section in the preview selects it in the outline.
    // The preview re-renders after each change (the image above): a click landing during it is repeated.
    await expect(async () => {
      await preview(page).locator('.section-frame[data-section="list"]').click();
      await expect(outline(page).nth(0)).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await outline(page).nth(1).click();

    // A link from the site's routes (a datalist on the field).
    const href = page.locator('#field-sections-1-buttons-0-href');
    await expect(href).toHaveAttribute('list', 'editor-links');
    await href.fill('/prodotti/runplay#demo');

    // The description is required (50 characters or more): the save is refused, the error is at the field.
    // A click landing while the preview re-renders is lost (CI, round 103 review): repeated until the page's
    // fields show.
    await expect(async () => {
      await page.getByRole('button', { name: 'Pagina: percorso e metadati' }).click();
      await expect(page.locator('#field-meta-description')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText(/Correggi \d+ error/)).toBeVisible();
    // aria-disabled, not disabled: it can be pressed, and says why it does not save.
    await page.getByRole('button', { name: 'Crea la pagina' }).click({ force: true });
    await expect(page.getByRole('alert').filter({ hasText: 'C’è un problema' })).toBeFocused();
    expect(fs.existsSync(file)).toBe(false);
    const description = page.locator('#field-meta-description');
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-meta-description-error')).toContainText('50');
    await expect(page.getByRole('alert').filter({ hasText: 'C’è un problema' })).toContainText('meta.description');

    await description.fill('Audioguide con intelligenza artificiale per i musei civici: si aprono da un QR code.');
    await expect(page.getByText(/Correggi \d+ error/)).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Crea la pagina' }).click();
    await expect(page.getByText('Salvato in pages-config/prova-editor.json.')).toBeVisible({ timeout: 10_000 });

    const text = fs.readFileSync(file, 'utf8');
    const saved = JSON.parse(text) as { path: string; sections: { type: string; title?: string }[] };
    expect(text).toBe(await formatPage(saved));
    expect(saved.path).toBe('/prova-editor');
    expect(saved.sections.map((s) => s.type)).toEqual(['list', 'hero']);
    expect(saved.sections[1].title).toBe('Musei civici parlanti');
    expect(text).toContain('"href": "/prodotti/runplay#demo"');
    expect(loadContent(root).errors).toEqual([]);
  },
);

test(
  'undo and redo, a file changed on disk while edited, a translation as a copy, axe',
  { tag: '@quiet' },
  async ({ page }) => {
    await page.goto(`${base}/_editor`);
    await page.getByRole('button', { name: 'Apri pages-config/prova-editor.json' }).click();
    // Dragging the list below the hero reorders them; undo puts it back.
    // The drag is sent as the browser's own drag events (dragstart, dragover, drop with one DataTransfer):
    // Playwright's mouse-driven dragTo could lose the drop on a busy 2-core runner, and repeating it
    // is not safe (a late first drop plus a repeat puts the list back on top).
    const transfer = await page.evaluateHandle(() => new DataTransfer());
    await page.locator('.ed-outline-item').nth(0).dispatchEvent('dragstart', { dataTransfer: transfer });
    await page.locator('.ed-outline-item').nth(1).dispatchEvent('dragover', { dataTransfer: transfer });
    await page.locator('.ed-outline-item').nth(1).dispatchEvent('drop', { dataTransfer: transfer });
    await expect(outline(page).nth(0)).toContainText('hero');
    await page.getByRole('button', { name: 'Annulla', exact: true }).click();
    await expect(outline(page).nth(0)).toContainText('list');
    await outline(page).nth(1).click();
    const title = page.locator('#field-sections-1-title');
    await title.fill('Un titolo da annullare');
    await page.getByRole('button', { name: 'Annulla', exact: true }).click();
    await expect(title).toHaveValue('Musei civici parlanti');
    await page.getByRole('button', { name: 'Ripeti', exact: true }).click();
    await expect(title).toHaveValue('Un titolo da annullare');

    // Someone else changes the file: the save is not made over it blindly.
    const disk = JSON.parse(fs.readFileSync(file, 'utf8')) as { meta: { title: string } };
    disk.meta.title = 'Cambiato fuori dall’editor';
    fs.writeFileSync(file, await formatPage(disk));
    const conflict = page.getByRole('alert').filter({ hasText: 'è cambiato sul disco' });
    await expect(conflict).toBeVisible({ timeout: 15_000 });
    await expect(conflict).toContainText('meta');
    await conflict.getByRole('button', { name: 'Sovrascrivi con la mia versione' }).click();
    await expect(page.getByText('Salvato in pages-config/prova-editor.json.')).toBeVisible({ timeout: 10_000 });
    expect(fs.readFileSync(file, 'utf8')).toContain('Un titolo da annullare');

    // The English translation does not exist: started as a copy of the Italian page.
    await page.getByRole('button', { name: '← Tutte le pagine' }).click();
    await page.getByRole('button', { name: 'Crea la traduzione in inglese di pages-config/prova-editor.json' }).click();
    await expect(page.locator('#field-path')).toHaveValue('/en/prova-editor');
    expect(await axeViolations(page, undefined, { iframes: false })).toEqual([]);
    await page.getByRole('button', { name: 'Crea la pagina' }).click();
    await expect(page.getByText('Salvato in pages-config/en/prova-editor.json.')).toBeVisible({ timeout: 10_000 });
    expect(loadContent(root).errors).toEqual([]);
    // Its internal links lead to the English counterparts.
    expect(fs.readFileSync(path.join(root, 'pages-config/en/prova-editor.json'), 'utf8')).toContain(
      '"href": "/en/products/runplay#demo"',
    );

    await page.getByRole('button', { name: '← Tutte le pagine' }).click();
    // Both languages are there now (the copy outside git: "unknown" whether the source changed since).
    const italian = page.getByRole('row').filter({ hasText: 'pages-config/prova-editor.json' });
    await expect(italian.getByRole('cell').nth(2)).toHaveText(/present|unknown/);
    await expect(italian.getByRole('button', { name: /Crea la traduzione/ })).toHaveCount(0);
    expect(await axeViolations(page, undefined, { iframes: false })).toEqual([]);
  },
);

test('the built site has no editor: no route, no endpoint, no code', async ({ request, baseURL }) => {
  // baseURL is `npm run preview` serving dist/, as a static host would.
  for (const url of ['/_editor', '/_editor/', '/_editor/api/state']) {
    const res = await request.get(`${baseURL}${url}`);
    expect(res.status(), url).toBe(404);
    expect(await res.text()).not.toContain('editor-token');
  }
  const save = await request.post(`${baseURL}/_editor/api/save`, { data: { file: 'pages-config/home.json' } });
  expect(save.status()).toBeGreaterThanOrEqual(400);
  const dist = path.join(repo, 'dist');
  const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|html)$/.test(f));
  expect(files.length).toBeGreaterThan(10);
  for (const f of files) {
    const text = fs.readFileSync(path.join(dist, f), 'utf8');
    for (const mark of ['runsite-editor', 'x-editor-token', 'editor-preview', '/_editor'])
      expect(text, f).not.toContain(mark);
  }
});
