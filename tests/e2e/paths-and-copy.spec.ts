/** Content a visitor finds: the tourism page is reachable, and the copy does not repeat itself. */
import { listRoutes } from '../../src/build/dist-routes';
import { resolvePaths } from '../../src/build/paths';
import { layOutAllSections } from '../../src/lib/scroll';
import { expect, test } from './fixtures';
import { dismissConsent } from './pages';

const routes = listRoutes(resolvePaths().outDir)
  .map((r) => r.route)
  .filter((r) => r !== '/404.html');

test('/soluzioni/turismo is linked from the home markets, from RunPlay and from the footer', async ({ page }) => {
  await page.goto('/');
  await dismissConsent(page);
  await page.locator('#mercati').getByRole('link', { name: 'Turismo & Itinerari' }).click();
  await expect(page).toHaveURL(/\/soluzioni\/turismo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Intelligenza artificiale per accogliere ogni visitatore',
  );

  await page.goto('/prodotti/runplay');
  await page
    .getByRole('main')
    .getByRole('link', { name: /turismo/i })
    .click();
  await expect(page).toHaveURL(/\/soluzioni\/turismo$/);

  await page.goto('/contatti');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /turismo/i })
    .click();
  await expect(page).toHaveURL(/\/soluzioni\/turismo$/);
});

// Per language: the phrases that must not spread, and where each may appear.
const copyChecks: { locale: string; routes: string[]; limits: Record<string, number> }[] = [
  {
    locale: 'Italian',
    routes: routes.filter((r) => !r.startsWith('/en')),
    limits: { 'danno voce ai luoghi': 2, 'tre prodotti': 2, 'chiedi a rachel': 3 },
  },
  {
    locale: 'English',
    routes: routes.filter((r) => r.startsWith('/en')),
    limits: { 'give places a voice': 2, 'three products': 2, 'ask rachel': 3 },
  },
];

for (const { locale, routes: pages, limits } of copyChecks) {
  test(`the ${locale} copy does not repeat itself across the site`, async ({ page }) => {
    expect(pages.length).toBeGreaterThan(8);
    const count = (text: string, phrase: string) => text.toLowerCase().split(phrase.toLowerCase()).length - 1;
    const totals: Record<string, number> = Object.fromEntries(Object.keys(limits).map((k) => [k, 0]));
    const [, products] = Object.keys(limits);
    for (const route of pages) {
      await page.goto(route);
      // An alias (/prodotti/cyberpandino) shows its page's copy again: count each page once.
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      if (canonical && new URL(canonical).pathname.replace(/\/$/, '') !== route.replace(/\/$/, '')) continue;
      // Every section laid out: innerText leaves out a section not laid out yet (global.css).
      await page.evaluate(layOutAllSections);
      const main = await page.getByRole('main').innerText();
      for (const phrase of Object.keys(totals)) totals[phrase] += count(main, phrase);
      // No heading says the same as the one before it.
      const headings = (await page.getByRole('main').locator('h1, h2').allInnerTexts()).map((h) =>
        h.toLowerCase().slice(0, 12),
      );
      headings
        .slice(1)
        .forEach((h, i) => expect(h, `${route}: two headings in a row open alike`).not.toBe(headings[i]));
      const h2Starts = headings.filter((h) => h.startsWith(products));
      expect(h2Starts.length, `${route}: "${products}" headings`).toBeLessThanOrEqual(1);
    }
    // Once where it belongs (RunPlay's own title, the products list, the home Rachel call), not everywhere.
    for (const [phrase, limit] of Object.entries(limits)) expect(totals[phrase], phrase).toBeLessThanOrEqual(limit);
  });
}
