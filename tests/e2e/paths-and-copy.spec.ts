/** Content a visitor finds: the tourism page is reachable, and the copy does not repeat itself. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listRoutes } from '../../src/build/cli/js-budget';
import { expect, test } from './fixtures';
import { dismissConsent } from './pages';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const routes = listRoutes(path.resolve(repo, process.env.RUNSITE_OUT_DIR ?? 'dist'))
  .map((r) => r.route)
  .filter((r) => r !== '/404.html');

test('/soluzioni/turismo is linked from the home markets, from RunPlay and from the footer', async ({ page }) => {
  await page.goto('/');
  await dismissConsent(page);
  await page.locator('#mercati').getByRole('link', { name: 'Turismo & Itinerari' }).click();
  await expect(page).toHaveURL(/\/soluzioni\/turismo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Intelligenza artificiale per accogliere ogni visitatore');

  await page.goto('/prodotti/runplay');
  await page.getByRole('main').getByRole('link', { name: /turismo/i }).click();
  await expect(page).toHaveURL(/\/soluzioni\/turismo$/);

  await page.goto('/contatti');
  await page.getByRole('contentinfo').getByRole('link', { name: /turismo/i }).click();
  await expect(page).toHaveURL(/\/soluzioni\/turismo$/);
});

test('the copy does not repeat itself across the site', async ({ page }) => {
  const count = (text: string, phrase: string) => text.toLowerCase().split(phrase.toLowerCase()).length - 1;
  const totals: Record<string, number> = { 'danno voce ai luoghi': 0, 'tre prodotti': 0, 'chiedi a rachel': 0 };
  for (const route of routes) {
    await page.goto(route);
    // An alias (/prodotti/cyberpandino) shows its page's copy again: count each page once.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    if (canonical && new URL(canonical).pathname.replace(/\/$/, '') !== route.replace(/\/$/, '')) continue;
    const main = await page.getByRole('main').innerText();
    for (const phrase of Object.keys(totals)) totals[phrase] += count(main, phrase);
    // No heading says the same as the one before it.
    const headings = (await page.getByRole('main').locator('h1, h2').allInnerTexts()).map((h) => h.toLowerCase().slice(0, 12));
    headings.slice(1).forEach((h, i) => expect(h, `${route}: two headings in a row open alike`).not.toBe(headings[i]));
    const h2Starts = headings.filter((h) => h.startsWith('tre prodotti'));
    expect(h2Starts.length, `${route}: "Tre prodotti" headings`).toBeLessThanOrEqual(1);
  }
  // Once where it belongs (RunPlay's own title, the products list, the home Rachel call), not everywhere.
  expect(totals['danno voce ai luoghi'], 'danno voce ai luoghi').toBeLessThanOrEqual(2);
  expect(totals['tre prodotti'], 'tre prodotti').toBeLessThanOrEqual(2);
  expect(totals['chiedi a rachel'], 'chiedi a rachel').toBeLessThanOrEqual(3);
});
