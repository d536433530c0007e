import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clientNameFromFile } from '../../src/lib/client-name';
import { expect, test } from './fixtures';
import { dismissConsent, watchChatBubble } from './pages';

const MARKETS = [
  'Telco & System Integrator',
  'Pubbliche Amministrazioni',
  'Turismo & Itinerari',
  'Hub turistici privati',
  'Enogastronomia',
  'Formazione & Education',
  'Sanità privata',
  'Customer Care B2B & B2C',
  'E-commerce Travel & Marketplace',
  'Hospitality & Strutture ricettive',
];

test('home: sections in the order of the spec', async ({ page }) => {
  await page.goto('/');
  const labels = page
    .locator('main section')
    .evaluateAll((sections) =>
      sections.map((s) =>
        (s.querySelector('.eyebrow')?.textContent ?? s.querySelector('h2')?.textContent ?? '').trim(),
      ),
    );
  expect((await labels).filter(Boolean)).toEqual([
    'Prodotti',
    expect.any(String),
    'Chi siamo',
    'Servizi',
    'Soluzioni',
    'Partner e Clienti',
    'Mercati',
    'Hai una domanda? Chiedi a Rachel',
  ]);
});

test('home: Chi siamo and Soluzioni buttons lead to their pages', async ({ page }) => {
  await page.goto('/');
  await dismissConsent(page);
  await page.locator('#chi-siamo').getByRole('link', { name: 'Scopri chi siamo' }).click();
  await expect(page).toHaveURL(/\/chi-siamo$/);
  await page.goBack();
  await page.locator('#soluzioni').getByRole('link', { name: 'Vedi tutti i prodotti' }).click();
  await expect(page).toHaveURL(/\/prodotti$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tre prodotti AI, pronti da personalizzare');
});

test('home: Servizi accordion, several items open at once, a click toggles', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html, 'panel text is in the prerendered HTML').toContain('CRM, helpdesk, calendari e piattaforme e-commerce');

  await page.goto('/');
  const services = page.locator('#servizi');
  const questions = services.locator('summary');
  await expect(questions).toHaveText([
    'Soluzioni AI',
    'Experience design',
    'Prodotti verticali',
    'Personalizzazione e integrazione',
  ]);
  const answer = (name: string) => services.locator('details', { has: page.getByRole('heading', { name }) });
  const opened = () => services.locator('details[open]');
  await expect(opened()).toHaveCount(0);
  await expect(services.getByText('CRM, helpdesk, calendari')).toBeHidden();

  await questions.nth(0).click();
  await questions.nth(3).click();
  await expect(opened()).toHaveCount(2);
  await expect(answer('Soluzioni AI').locator('.accordion__panel')).toBeVisible();
  await expect(answer('Personalizzazione e integrazione').locator('.accordion__panel')).toContainText(
    'CRM, helpdesk, calendari',
  );
  await expect(answer('Experience design')).not.toHaveAttribute('open');

  await questions.nth(0).click();
  await expect(answer('Soluzioni AI')).not.toHaveAttribute('open');
  await expect(answer('Soluzioni AI').locator('.accordion__panel')).toBeHidden();
  await expect(answer('Personalizzazione e integrazione').locator('.accordion__panel')).toBeVisible();

  await questions.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(answer('Experience design')).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(answer('Experience design')).not.toHaveAttribute('open');
  await page.keyboard.press('Tab');
  await expect(questions.nth(2)).toBeFocused();
});

test('home: 18 client logos, alt text derived from the file names, all loaded', async ({ page }) => {
  const files = fs.readdirSync(fileURLToPath(new URL('../../src/public/images/clients', import.meta.url)));
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Partner e Clienti' });
  const logos = grid.getByRole('img');
  await expect(logos).toHaveCount(18);
  await grid.scrollIntoViewIfNeeded();
  const shown = await logos.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({ src: new URL(img.src).pathname, alt: img.alt })),
  );
  expect(shown.map((l) => l.src.split('/').pop()).sort()).toEqual([...files].sort());
  for (const l of shown) expect(l.alt).toBe(clientNameFromFile(l.src));
  expect(shown.map((l) => l.alt)).toContain('Comune di Roccaverde');
  await expect
    .poll(() =>
      logos.evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length),
    )
    .toBe(18);
});

test('home: the ten markets, verbatim', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#mercati').getByRole('listitem')).toHaveText(MARKETS);
});

test('home: "Avvia una chat" triggers the chat bubble', async ({ page }) => {
  await page.goto('/');
  await dismissConsent(page);
  const clicks = await watchChatBubble(page);
  const rachel = page.getByRole('region', { name: 'Hai una domanda? Chiedi a Rachel' });
  await rachel.getByRole('button', { name: 'Avvia una chat' }).click();
  // A section far below the fold may still be loading its code: the tap is kept and replayed (lib/early-taps.ts).
  await expect.poll(clicks).toBe(1);
  await page.waitForTimeout(300);
  expect(await clicks(), 'exactly one click reaches the chat').toBe(1);
});
