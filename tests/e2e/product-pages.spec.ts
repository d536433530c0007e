import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { boxOf } from './support/box';

interface Product {
  path: string;
  name: string;
  settori: string;
  tecnologia: string;
  headings: string[];
  items: string[];
  firstSection: string;
}

const products: Product[] = [
  {
    path: '/prodotti/runplay',
    name: 'RunPlay',
    settori: 'Formazione, Turismo, Intrattenimento',
    tecnologia: 'Web',
    headings: ['Cosa fa', 'Come funziona', 'Per chi è'],
    items: [
      'Audioguide su misura',
      'Guida lungo il percorso',
      'Import dei contenuti esistenti',
      'Narrazione generata con AI',
      'Call to action dinamiche',
      'Accesso da QR code o link',
      'PWA leggera con uso offline',
      'Branding personalizzato',
      'Hosting in UE conforme al GDPR',
      'Musei e parchi',
      'Enti turistici, consorzi e produttori',
      'Progetti didattici',
    ],
    firstSection: '#cosa-fa',
  },
  {
    path: '/prodotti/runtip',
    name: 'RunTip',
    settori: 'Pubblica amministrazione, Turismo, Cultura',
    tecnologia: 'PWA',
    headings: ['Cosa fa', 'Come funziona', 'Per chi è'],
    items: [
      'Parla più lingue',
      'Due varianti: Pro e Search',
      'Come PWA',
      'Integrato in siti e app',
      'Comuni e pubblica amministrazione',
      'Cultura e turismo',
      'Aziende',
      'Sanità e formazione',
    ],
    firstSection: '#cosa-fa',
  },
  {
    path: '/prodotti/runvoice',
    name: 'RunVoice',
    settori: 'Sanità, Hospitality, Pubblica Amministrazione',
    tecnologia: 'IVR, AI/NLP, VoIP',
    headings: ['Cosa fa', 'Come funziona', 'Per chi è pensato', 'Versioni'],
    items: [
      'Instradamento e filtro automatici',
      'Analisi del sentiment',
      'Integrazione profonda',
      'Easy',
      'Standard',
      'Pro',
    ],
    firstSection: '#scroll1',
  },
];

/** Section types in page order (the renderer marks each with data-section), minus RunVoice's extra "Versioni". */
async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .locator('main [data-section]')
    .evaluateAll((frames) =>
      frames
        .filter((f) => f.querySelector('section')?.id !== 'versioni')
        .map((f) => f.getAttribute('data-section') ?? ''),
    );
}

for (const p of products) {
  test(`${p.name}: labels, sections, Rachel, mockups, carousel, lead capture`, async ({ page }) => {
    // Native scrolling (no lenis): the smooth-scroll engine is tested by the shell's own suite.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const labels = page.locator('.hero__labels');
    await expect(labels.getByText('Settori')).toBeVisible();
    await expect(labels.getByText(p.settori)).toBeVisible();
    await expect(labels.getByText('Tecnologia')).toBeVisible();
    await expect(labels.getByText(p.tecnologia, { exact: true })).toBeVisible();
    for (const h of p.headings)
      await expect(page.locator('main .eyebrow', { hasText: new RegExp(`^${h}$`) })).toHaveCount(1);
    for (const item of p.items)
      await expect(page.getByRole('heading', { level: 3, name: item, exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Avvia una chat' })).toBeVisible();
    const mockups = page.locator('.image-block__image');
    await expect(mockups).toHaveCount(2);
    for (const img of await mockups.all()) expect(await img.getAttribute('alt')).toMatch(/\S{4,}/);
    await expect(page.locator(`[aria-roledescription="carousel"]`)).toHaveCount(1);
    // The lead banner and the materials form both send the page's product.
    const products = page.locator('input[type="hidden"][name="product"]');
    await expect(products).toHaveCount(2);
    for (const input of await products.all()) await expect(input).toHaveValue(p.name);

    // Scrolling itself is the shell's job (lenis); here the intro must point at the first content section.
    const more = page.getByRole('link', { name: 'Scopri di più' });
    await expect(more).toHaveAttribute('href', p.firstSection);
    await more.click();
    await expect(page.locator(p.firstSection)).toBeInViewport();
    await expect(page.locator(`main [data-section]`).filter({ has: page.locator(p.firstSection) })).toHaveAttribute(
      'data-section',
      'list',
    );
  });
}

test('the three product pages share one template: same section types in the same order', async ({ page }) => {
  const orders: string[][] = [];
  for (const p of products) {
    await page.goto(p.path);
    orders.push(await sectionOrder(page));
  }
  expect(orders[0]).toEqual([
    'hero',
    'cta',
    'cta',
    'list',
    'imageBlock',
    'list',
    'list',
    'carousel',
    'form',
    'leadBanner',
  ]);
  expect(orders[1]).toEqual(orders[0]);
  expect(orders[2]).toEqual(orders[0]);
});

test.describe('carousel', () => {
  const slideTransform = (page: Page) =>
    page
      .locator('.carousel__slide')
      .first()
      .evaluate((el) => (el as HTMLElement).style.transform);

  async function ready(page: Page) {
    const carousel = page.locator('section[aria-roledescription="carousel"]');
    // A jump lands by the placeholder sizes of the sections it skips (content-visibility, global.css): laid out,
    // they can push the carousel back below the screen, and a visitor would scroll on. So does the test.
    await expect(async () => {
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.locator('.carousel__track.is-ready')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    // Keep the pointer off the slides: hovering pauses them.
    await page.mouse.move(1, 1);
    return carousel;
  }

  test('is a labelled carousel of "N di M" slides that moves by itself; the pause button stops it', async ({
    page,
  }) => {
    await page.goto('/prodotti/runplay');
    const carousel = await ready(page);
    await expect(carousel).toHaveAccessibleName('RunPlay nei luoghi che racconta');
    await expect(carousel.getByRole('group', { name: '1 di 5' })).toHaveAttribute('aria-roledescription', 'slide');

    const t0 = await slideTransform(page);
    await expect.poll(() => slideTransform(page), { timeout: 3000 }).not.toBe(t0);

    await carousel.getByRole('button', { name: 'Metti in pausa lo scorrimento' }).click();
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel.getByRole('button', { name: 'Riprendi lo scorrimento' })).toBeVisible();
    const paused = await slideTransform(page);
    await page.waitForTimeout(800);
    expect(await slideTransform(page)).toBe(paused);

    await carousel.getByRole('button', { name: 'Riprendi lo scorrimento' }).click();
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => slideTransform(page), { timeout: 3000 }).not.toBe(paused);
  });

  test('stops while the pointer is over the slides', async ({ page }) => {
    await page.goto('/prodotti/runtip');
    const carousel = await ready(page);
    await carousel.locator('.carousel__slide').nth(1).hover();
    await expect(carousel.locator('[data-state]')).toHaveAttribute('data-state', 'paused');
    const t = await slideTransform(page);
    await page.waitForTimeout(800);
    expect(await slideTransform(page)).toBe(t);
  });

  test('with prefers-reduced-motion nothing moves on its own', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/prodotti/runplay');
    const carousel = await ready(page);
    await expect(carousel.getByRole('button', { name: 'Riprendi lo scorrimento' })).toBeVisible();
    const t = await slideTransform(page);
    await page.waitForTimeout(1200);
    expect(await slideTransform(page)).toBe(t);
  });

  test('keen-slider is fetched only by pages that have a slider', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => /keen-slider/.test(u))).toEqual([]);

    // A page with a slider far below the fold fetches it when the slider is about to be seen, not at load.
    await page.goto('/prodotti/runplay');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => /keen-slider/.test(u))).toEqual([]);
    await page.locator('[data-section="carousel"]').scrollIntoViewIfNeeded();
    await expect(page.locator('.carousel__track.is-ready')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => /keen-slider.*\.js$/.test(u))).toHaveLength(1);
    expect(requested.filter((u) => /keen-slider.*\.css$/.test(u))).toHaveLength(1);
    // Its behaviour is a plain script on its HTML (issue 26): React never loads for it.
    expect(requested.filter((u) => /\/assets\/(react|react-dom|client|hydrate-island|Carousel)-/.test(u))).toEqual([]);
  });

  test('the prerendered slides sit exactly where keen-slider puts them: no layout shift', async ({ page }) => {
    // Reduced motion keeps the slides still once the slider runs, so positions can be compared.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route(/keen-slider.*\.js(\?.*)?$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/prodotti/runplay');
    const slides = page.locator('.carousel__slide');
    await slides.first().scrollIntoViewIfNeeded();
    await expect(page.locator('.carousel__track')).not.toHaveClass(/is-ready/);
    const boxes = async () => Promise.all([0, 1, 2].map((i) => boxOf(slides.nth(i))));
    const before = await boxes();
    expect(before[0].width).toBeGreaterThan(150);
    await expect(page.locator('.carousel__track')).toHaveClass(/is-ready/, { timeout: 5000 });
    const after = await boxes();
    for (const [i, b] of before.entries()) {
      expect(Math.abs(after[i].x - b.x), `slide ${i + 1} x`).toBeLessThan(1.5);
      expect(Math.abs(after[i].y - b.y), `slide ${i + 1} y`).toBeLessThan(1.5);
      expect(Math.abs(after[i].width - b.width), `slide ${i + 1} width`).toBeLessThan(1.5);
    }
  });
});
