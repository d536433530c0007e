import { expect, test } from './fixtures';
import { expectExpanded } from './support/ax';

test.describe('header', () => {
  test('logo goes home; menu links and Contattaci navigate', async ({ page, errors }) => {
    await page.goto('/prodotti/runvoice');
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Chi siamo', 'Prodotti', 'Contatti']);
    await nav.getByRole('link', { name: 'Chi siamo' }).click();
    await expect(page).toHaveURL(/\/chi-siamo$/);
    await page.getByRole('banner').getByRole('link', { name: 'Contattaci' }).click();
    await expect(page).toHaveURL(/\/contatti$/);
    await page.getByRole('link', { name: /Home page/ }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test('mobile menu opens, closes on a link, on Contattaci and on Escape', async ({ page, errors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const burger = page.getByRole('button', { name: /menu/i });
    const menu = page.getByRole('navigation', { name: 'Menu di navigazione mobile' });
    await expectExpanded(page, '.site-header__burger', false);
    await expect(menu).toBeHidden();

    await burger.click();
    await expectExpanded(page, '.site-header__burger', true);
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Prodotti' }).click();
    await expect(page).toHaveURL(/\/prodotti$/);
    await expect(menu).toBeHidden();

    await burger.click();
    await menu.getByRole('link', { name: 'Contattaci' }).click();
    await expect(page).toHaveURL(/\/contatti$/);
    await expect(menu).toBeHidden();

    await burger.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a route change scrolls to the top instantly', async ({ page }) => {
    await page.goto('/prodotti/runvoice');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'RunPlay' }).click();
    await expect(page).toHaveURL(/runplay$/);
    // As soon as the new page is in the DOM, the window is at the top (no smooth scroll back up).
    await page.locator('main h1', { hasText: /Audioguide/ }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer', () => {
  test('claim, links and legal line with the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Trasformiamo idee in esperienze.')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');
    await expect(footer.getByRole('navigation', { name: 'Prodotti' }).getByRole('link')).toHaveText([
      'RunPlay',
      'RunTip',
      'RunVoice',
    ]);
    const year = String(new Date().getFullYear());
    await expect(footer).toContainText(`© ${year}`);
    await expect(footer).toContainText('P.IVA');
    await expect(footer).toContainText('Roma');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy');
  });
});

test.describe('not found', () => {
  test('unknown path: 404 status, noindex, back home', async ({ page }) => {
    const res = await page.goto('/pagina-che-non-esiste');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ops!Pagina non trovata');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
