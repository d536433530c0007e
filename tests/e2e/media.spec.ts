import { expect, test } from './fixtures';

const PLAY = /^Riproduci il video:/;
const VIMEO = /^https:\/\/player\.vimeo\.com\//;

/**
 * Stands in for the Vimeo embed: answers the Player API handshake
 * ("ready", then the "loaded" event the element listens for).
 */
const VIMEO_STUB = `<!doctype html><title>stub</title><body style="margin:0;background:#000"><script>
const send = (m) => parent.postMessage(JSON.stringify(m), '*');
addEventListener('message', (e) => {
  const d = typeof e.data === 'string' ? JSON.parse(e.data) : e.data;
  if (d.method === 'ping') send({ method: 'ping' });
  if (d.method === 'addEventListener' && [].concat(d.value).includes('loaded')) send({ event: 'loaded', data: { id: 1 } });
});
send({ event: 'ready' });
</script></body>`;

test('the player code and the provider load only when the visitor presses play', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/soluzioni/turismo');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((u) => VIMEO.test(u) || /react-player|vimeo|hls|dash/i.test(u))).toEqual([]);
  await expect(page.getByRole('img', { name: /Anteprima del video/ })).toBeVisible();
  await expect(page.getByRole('button', { name: PLAY })).toBeVisible();
});

test('provider unreachable: the preview stays, a short message appears, no console error', async ({ page }) => {
  // The fixture aborts every third-party request: the Vimeo embed never answers.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/soluzioni/turismo');
  await page.getByRole('button', { name: PLAY }).click();
  await expect(page.locator('.media-block__skeleton')).toBeVisible();
  await expect.poll(() => requested.some((u) => VIMEO.test(u))).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Il video non è disponibile in questo momento' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: /Anteprima del video/ })).toBeVisible();
  await expect(page.getByRole('button', { name: PLAY })).toBeEnabled();
  await expect(page.locator('vimeo-video')).toHaveCount(0);
  // HLS/DASH players are never fetched for a Vimeo video.
  expect(requested.filter((u) => /\/assets\/(hls|dash)/i.test(u))).toEqual([]);
});

test('provider answers: pressing play swaps the preview for the player', async ({ page }) => {
  await page.route(VIMEO, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: VIMEO_STUB }));
  await page.goto('/soluzioni/turismo');
  await page.getByRole('button', { name: PLAY }).click();
  const player = page.locator('.media-block__player vimeo-video');
  await expect(player).toBeVisible();
  await expect(page.getByRole('img', { name: /Anteprima del video/ })).toHaveCount(0);
  expect(await player.evaluate((el) => el.shadowRoot?.querySelector('iframe')?.src ?? '')).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+/);
  const box = await page.locator('.media-block__player').boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(320);
  expect(box!.height).toBeGreaterThanOrEqual(180);
});
