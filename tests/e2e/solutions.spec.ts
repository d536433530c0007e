import { expect, test } from './fixtures';

test('/soluzioni is a bare page reading Soluzioni, with its own head', async ({ page, request }) => {
  const html = await (await request.get('/soluzioni')).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/soluzioni"\/>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,170}"/);
  await page.goto('/soluzioni');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soluzioni');
  await expect(page).toHaveTitle(/^Soluzioni/);
  await expect(page.locator('main section')).toHaveCount(1);
});
