import { expect, test } from './fixtures';
import { boxOf } from './support/box';
import { holdChunk } from './support/hold-chunk';

test('tourism: hero video, card slider, feature blocks, grids, Rachel, lead capture and FAQ', async ({ page }) => {
  await page.goto('/soluzioni/turismo');
  await expect(page).toHaveTitle(/turismo/i);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Intelligenza artificiale per accogliere ogni visitatore',
  );

  for (const title of [
    'Un assistente che risponde ai visitatori in ogni lingua',
    'Audioguide che raccontano ogni tappa',
    'Un centralino che non lascia squillare il telefono',
  ]) {
    const block = page.locator('.feature-media').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(block.locator('.feature-media__box')).toHaveCount(4);
    await expect(block.locator('.feature-media__box svg').first()).toBeVisible();
  }

  const venues = page.locator('#luoghi .feature-grid__item');
  await expect(venues).toHaveCount(5);
  await venues.first().scrollIntoViewIfNeeded();
  const columns = await page
    .locator('#luoghi .feature-grid__items')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(5);

  await expect(page.locator('#voce .feature-grid__item')).toHaveCount(6);
  const ticked = page.locator('#vantaggi .feature-grid__title');
  await expect(ticked).toHaveText(['Costi pay-per-use', 'Assistenza immediata', 'Sicurezza e privacy']);

  await expect(page.getByRole('button', { name: 'Avvia una chat' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Richiedi una demo gratuita' })).toHaveAttribute(
    'href',
    '/prodotti/runplay',
  );
  await expect(page.locator('.lead-banner input[type="hidden"][name="product"]')).toHaveValue('Turismo');
  await expect(page.locator('#richiedi-materiali input[type="hidden"][name="product"]')).toHaveValue('Turismo');

  await expect(page.getByRole('heading', { level: 2, name: 'Domande frequenti' })).toBeVisible();
  const firstQuestion = page.locator('details', {
    has: page.getByRole('heading', { name: "Serve un'app per usare le audioguide?" }),
  });
  await firstQuestion.locator('summary').click();
  await expect(firstQuestion).toHaveAttribute('open', '');
  await expect(page.getByText('RunPlay è una web app (PWA)')).toBeVisible();
});

test('tourism: the card slider moves with previous/next and dots', async ({ page }) => {
  await page.goto('/soluzioni/turismo');
  const slider = page
    .locator('section[aria-roledescription="carousel"]')
    .filter({ hasText: 'Prima, durante e dopo la visita' });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('group')).toHaveCount(3);
  const prev = slider.getByRole('button', { name: 'Scheda precedente' });
  const next = slider.getByRole('button', { name: 'Scheda successiva' });
  await expect(next).toBeEnabled();
  await expect(prev).toBeDisabled();
  const x = async (i: number) => (await boxOf(slider.getByRole('group').nth(i))).x;
  const firstX = await x(0);

  await next.click();
  await expect(slider.getByRole('button', { name: 'Vai alla scheda 2 di 3' })).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => x(0)).toBeLessThan(firstX - 100);

  await slider.getByRole('button', { name: 'Vai alla scheda 3 di 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(slider.getByRole('group', { name: '3 di 3' })).toHaveAttribute('aria-current', 'true');
  await expect(next).toBeDisabled();
  await prev.click();
  await expect(slider.getByRole('group', { name: '2 di 3' })).toHaveAttribute('aria-current', 'true');
});

// Issue 26: the slider's behaviour is a plain script on its HTML (its definition's `enhance`): React never loads for it.
test('tourism: the card slider works without React: no React, hydrator or component chunk is fetched', async ({
  page,
  errors,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/soluzioni/turismo');
  const slider = page.locator('[data-section="cardSlider"]');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-hydrated', '');
  await slider.getByRole('button', { name: 'Scheda successiva' }).click();
  await expect(slider.getByRole('group', { name: '2 di 3' })).toHaveAttribute('aria-current', 'true');
  expect(scripts.some((s) => /keen-slider/.test(s))).toBe(true);
  expect(scripts.filter((s) => /\/(react|react-dom|jsx-runtime|client|hydrate-island|CardSlider)-/.test(s))).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

// Slow network: the visitor swipes the native scroller before keen-slider arrives; the slider must start on
// the card they reached, not show it under a dot that says card 1 (the scroll would add to its offset).
test('tourism: cards scrolled before the slider arrives stay where the visitor left them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { release } = await holdChunk(page, 'keen-slider.es');
  await page.goto('/soluzioni/turismo');
  const slider = page.locator('[data-section="cardSlider"]');
  const track = slider.locator('.card-slider__track');
  await track.scrollIntoViewIfNeeded();
  await track.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  const third = slider.getByRole('group', { name: '3 di 3' });
  await expect.poll(async () => (await boxOf(third)).x).toBeLessThan(200);
  release();
  await expect(track).toHaveClass(/is-ready/);
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(slider.getByRole('button', { name: 'Vai alla scheda 3 di 3' })).toHaveAttribute('aria-current', 'true');
  await expect(slider.getByRole('button', { name: 'Scheda successiva' })).toBeDisabled();
  const { x, width } = await boxOf(third);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(390 + 1);
  await slider.getByRole('button', { name: 'Scheda precedente' }).click();
  await expect(slider.getByRole('group', { name: '2 di 3' })).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(async () => (await boxOf(slider.getByRole('group', { name: '2 di 3' }))).x)
    .toBeGreaterThanOrEqual(0);
});

test("tourism: 'Scopri RunPlay' opens the RunPlay page", async ({ page }) => {
  await page.goto('/soluzioni/turismo');
  await page.getByRole('link', { name: 'Scopri RunPlay' }).click();
  await expect(page).toHaveURL(/\/prodotti\/runplay$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audioguide intelligenti che danno voce ai luoghi');
});

test('tourism: without JavaScript the cards are all in the page and scroll sideways', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/soluzioni/turismo');
  const track = page.locator('.card-slider__track');
  await expect(track.getByRole('group')).toHaveCount(3);
  expect(await track.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // The keyboard scrolls it too: the track takes focus, then the arrow keys move the cards.
  await track.focus();
  await expect(track).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await context.close();
});
