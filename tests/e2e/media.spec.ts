import { expect, test as base, type Page } from '@playwright/test';
import { STORYBOOK_PORT } from '../playwright.config';
import { THIRD_PARTY, test } from './fixtures';
import { boxOf } from './support/box';

/**
 * No page ships a video yet (the tourism hero waits for a real id), so the
 * player is exercised on the media block's Hero story (a Vimeo id) in the
 * built Storybook; the tourism page is checked for its "coming soon" preview.
 */
const STORY = `http://127.0.0.1:${STORYBOOK_PORT}/iframe.html?id=sections-mediablock--hero&viewMode=story`;

/** The story with every third-party request failing unless a test routes it first. */
async function openStory(page: Page) {
  await page.route(THIRD_PARTY, (route) => route.abort('internetdisconnected'));
  await page.goto(STORY);
  await page.locator('.media-block').waitFor();
}

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

base('the player code and the provider load only when the visitor presses play', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await openStory(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((u) => VIMEO.test(u) || /react-player|hls|dash/i.test(u))).toEqual([]);
  await expect(page.getByRole('img', { name: /Anteprima del video/ })).toBeVisible();
  await expect(page.getByRole('button', { name: PLAY })).toBeVisible();
});

base('provider unreachable: the preview stays and a short message appears', async ({ page }) => {
  // Every third-party request is aborted: the Vimeo embed never answers.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await openStory(page);
  await page.getByRole('button', { name: PLAY }).click();
  await expect(page.locator('.media-block__skeleton')).toBeVisible();
  await expect.poll(() => requested.some((u) => VIMEO.test(u))).toBe(true);
  await expect(
    page.getByRole('status').filter({ hasText: 'Il video non è disponibile in questo momento' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: /Anteprima del video/ })).toBeVisible();
  await expect(page.getByRole('button', { name: PLAY })).toBeEnabled();
  await expect(page.locator('vimeo-video')).toHaveCount(0);
  // HLS/DASH players are never fetched for a Vimeo video.
  expect(requested.filter((u) => /\/assets\/(hls|dash)/i.test(u))).toEqual([]);
});

base('provider answers: pressing play swaps the preview for the player', async ({ page }) => {
  await openStory(page);
  // Routed after openStory's catch-all: the newest route wins.
  await page.route(VIMEO, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: VIMEO_STUB }));
  await page.getByRole('button', { name: PLAY }).click();
  const player = page.locator('.media-block__player vimeo-video');
  await expect(player).toBeVisible();
  await expect(page.getByRole('img', { name: /Anteprima del video/ })).toHaveCount(0);
  expect(await player.evaluate((el) => el.shadowRoot?.querySelector('iframe')?.src ?? '')).toMatch(
    /^https:\/\/player\.vimeo\.com\/video\/\d+/,
  );
  const box = await boxOf(page.locator('.media-block__player'));
  expect(box.width).toBeGreaterThanOrEqual(320);
  expect(box.height).toBeGreaterThanOrEqual(180);
});

base(
  'no request leaves the site before play: no oEmbed lookup, no thumbnail; the shipped illustration is the preview',
  async ({ page }) => {
    const thirdParty: string[] = [];
    await page.route(THIRD_PARTY, (route) => {
      thirdParty.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    await page.goto(STORY);
    await page.locator('.media-block').waitFor();
    // Past the idle time the old lookup waited for (3 s at most).
    await page.waitForTimeout(3500);
    expect(thirdParty).toEqual([]);
    await expect(page.locator('.media-block__preview img')).toHaveAttribute('src', /video-anteprima\.svg$/);
    await expect(page.getByRole('img', { name: /Anteprima del video/ })).toBeVisible();
    await expect(page.getByRole('button', { name: PLAY })).toBeEnabled();
  },
);

test('tourism page: no video yet, so the preview says so, with no play button and no call to Vimeo', async ({
  page,
  errors,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/soluzioni/turismo');
  await page.waitForLoadState('networkidle');
  const hero = page.locator('.media-block--hero');
  await expect(hero.getByRole('img', { name: /Anteprima del video/ })).toBeVisible();
  await expect(hero.getByText('Video in arrivo')).toBeVisible();
  await expect(hero.getByRole('button', { name: PLAY })).toHaveCount(0);
  expect(requested.filter((u) => /vimeo/.test(u))).toEqual([]);
  expect(await page.content()).not.toContain('76979871');
  expect(errors).toEqual([]);
});
