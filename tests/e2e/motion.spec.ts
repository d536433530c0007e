import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settled } from './support/settle';

const frame = (type: string) => `[data-section="${type}"]`;

interface Reveal {
  transition: boolean;
  finished?: boolean;
  animations?: { pseudo: string | null; delay: number; duration: number; opacity: (string | number | null)[] }[];
}

/** Records, in every new document, whether it came in with a view transition and that transition's animations. */
async function recordViewTransitions(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
      const seen: Reveal = { transition: !!transition };
      (window as unknown as { reveal: Reveal }).reveal = seen;
      void transition?.ready.then(() => {
        seen.animations = document.getAnimations().flatMap((a) => {
          const effect = a.effect;
          if (!(effect instanceof KeyframeEffect)) return [];
          const timing = effect.getComputedTiming();
          return [
            {
              pseudo: effect.pseudoElement,
              delay: Number(timing.delay),
              duration: Number(timing.duration),
              opacity: effect.getKeyframes().map((k) => (k.opacity as string | number | undefined) ?? null),
            },
          ];
        });
      });
      void transition?.finished.then(() => (seen.finished = true));
    });
  });
}
const reveal = (page: Page) => page.evaluate(() => (window as unknown as { reveal?: Reveal }).reveal);

test.describe('page transition', () => {
  test('a cross-document view transition: the old page leaves (0.3 s) before the new one enters, at the top', async ({
    page,
  }) => {
    await recordViewTransitions(page);
    await page.goto('/prodotti/runvoice');
    expect((await reveal(page))?.transition).toBe(false); // the first page just paints
    await page.waitForTimeout(700); // lenis starts 500 ms after the page
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Chi siamo' }).click();
    await expect(page).toHaveURL(/chi-siamo$/);
    await expect.poll(async () => (await reveal(page))?.finished).toBe(true);
    const seen = await reveal(page);
    expect(seen?.transition).toBe(true);
    const out = seen?.animations?.find((a) => a.pseudo === '::view-transition-old(root)');
    const into = seen?.animations?.find((a) => a.pseudo === '::view-transition-new(root)');
    // The old page fades out in 0.3 s; the new one fades in for 0.3 s once the old one has left.
    expect(out).toMatchObject({ delay: 0, duration: 300 });
    expect(out?.opacity.at(-1)).toBe('0');
    expect(into).toMatchObject({ delay: 300, duration: 300 });
    expect(into?.opacity[0]).toBe('0');
    await expect(page.locator('main h1')).not.toContainText('menu telefonico');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** Pixels between the sticky header's bottom edge and the top of `selector` (NaN without a header). */
function gapUnderHeader(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((el) =>
      Math.abs(
        Math.round(
          el.getBoundingClientRect().top -
            (document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? NaN),
        ),
      ),
    );
}

test.describe('scroll to section', () => {
  test('Scopri di più scrolls smoothly to #scroll1, which stops right under the sticky header (before and after lenis starts)', async ({
    page,
  }) => {
    await page.goto('/prodotti/runvoice');
    await page.getByRole('link', { name: 'Scopri di più' }).click();
    await expect.poll(() => gapUnderHeader(page, '#scroll1')).toBeLessThan(5);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.documentElement.classList.contains('lenis'));
    await page.getByRole('link', { name: 'Scopri di più' }).click();
    // Smooth: part-way first, then at the target.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => gapUnderHeader(page, '#scroll1')).toBeLessThan(5);
  });
});

test.describe('entrance animations', () => {
  test('the hero is never transparent or offset in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const hero = html.slice(html.indexOf('data-section="hero"'), html.indexOf('data-section="productGrid"'));
    expect(hero).not.toMatch(/opacity:\s*0|translate/);
    expect(html).not.toMatch(/style="[^"]*opacity:0/);
  });

  test('sections below the fold animate in once when 30% visible', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/prodotti/runvoice');
    const last = page.locator(`${frame('leadBanner')} .container > *`).first();
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await page.locator(frame('leadBanner')).scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});

test.describe('loaded when first needed', () => {
  test('smooth scroll and the entrance animations are fetched at the first scroll, not with the page', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const motionCode = () => fetched.filter((p) => /\/assets\/(lenis|animations)-/.test(p));
    await page.goto('/prodotti/runvoice');
    await page.waitForTimeout(1500);
    expect(motionCode()).toEqual([]);
    // Below the fold the content is already hidden, waiting for its entrance.
    await expect
      .poll(() =>
        page
          .locator(`${frame('leadBanner')} .container > *`)
          .first()
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('0');
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => document.documentElement.classList.contains('lenis'));
    await expect
      .poll(() => motionCode().map((p) => p.split('-')[0]))
      .toEqual(expect.arrayContaining(['/assets/lenis', '/assets/animations']));
  });
});

test.describe('smooth scroll', () => {
  test('a wheel scroll glides to where it was aimed, and a page at rest after it asks for no frames', async ({
    page,
  }) => {
    // Counts the animation frames the page asks for: at rest a page should ask for none (a loop that asks
    // for every frame keeps the visitor's CPU awake as long as the tab is open).
    await page.addInitScript(() => {
      const w = window as unknown as { framesAsked: number };
      const raf = window.requestAnimationFrame.bind(window);
      w.framesAsked = 0;
      window.requestAnimationFrame = (callback) => {
        w.framesAsked++;
        return raf(callback);
      };
    });
    const scrollY = () => page.evaluate(() => window.scrollY);
    const framesAsked = () => page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/prodotti/runvoice');
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 100); // the first scroll intent fetches lenis
    await page.waitForFunction(() => document.documentElement.classList.contains('lenis'));
    await expect.poll(scrollY).toBeGreaterThan(0);
    await settled(page);
    await page.waitForTimeout(300);
    const start = await scrollY();
    await page.mouse.wheel(0, 800);
    // Part-way first (a glide of about 1.5 s), then where the wheel aimed.
    await expect.poll(scrollY).toBeGreaterThan(start);
    expect(await scrollY()).toBeLessThan(start + 790);
    await expect.poll(scrollY, { timeout: 5000 }).toBeGreaterThanOrEqual(start + 790);
    await settled(page);
    await page.waitForTimeout(300);
    const before = await framesAsked();
    await page.waitForTimeout(1000);
    expect(await framesAsked(), 'animation frames asked in a second at rest').toBeLessThan(before + 5);
  });
});

test.describe('expansion effect breakpoint', () => {
  for (const [width, expands] of [
    [1024, true],
    [1023, false],
  ] as const) {
    test(`at ${width}px the lead banner ${expands ? 'expands' : 'keeps its normal scale'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/prodotti/runvoice');
      const banner = page.locator(frame('leadBanner'));
      await page.waitForTimeout(400);
      const before = await banner.evaluate((el) => getComputedStyle(el).transform);
      if (expands) expect(before).toMatch(/^matrix\(0\.92/);
      else expect(before).toBe('none');
      await banner.scrollIntoViewIfNeeded();
      await expect
        .poll(() => banner.evaluate((el) => getComputedStyle(el).transform))
        .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    });
  }
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light' });
  test('no page transition, no smooth scroll, no entrance animation', async ({ page }) => {
    await recordViewTransitions(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/prodotti/runvoice');
    await page.waitForTimeout(700);
    // Every section visible at once.
    const sectionOpacities = await page
      .locator('.section-frame .container > *')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(sectionOpacities.every((o) => o === '1')).toBe(true);
    // Lenis never starts.
    expect(await page.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(false);
    // Page change without a view transition.
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Chi siamo' }).click();
    // The new document, and its reveal once recorded: read right after the click, the evaluation could land
    // between the two documents and find no record yet (seen once in CI).
    await expect(page).toHaveURL(/chi-siamo$/);
    await expect(page.locator('main h1')).not.toContainText('menu telefonico');
    await expect.poll(async () => (await reveal(page)) !== undefined).toBe(true);
    expect((await reveal(page))?.transition).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('scroll position and viewport height are written to page style variables', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/prodotti/runvoice');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--scroll-y')))
    .toBe('600px');
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--vh'))).toBe('8px');
});

test('the style variables wait for a change: a resize that changes nothing writes none, a page opened at a section writes its position', async ({
  browser,
}) => {
  // A phone fires a resize as the page loads (so does its emulation here): a write then would restyle the page.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  const resized = page.waitForEvent('console', { predicate: (m) => m.text() === 'resized', timeout: 5000 });
  await page.addInitScript(() => window.addEventListener('resize', () => console.log('resized')));
  await page.goto('/');
  await resized;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const vars = () =>
    page.evaluate(() => [
      document.documentElement.style.getPropertyValue('--scroll-y'),
      document.documentElement.style.getPropertyValue('--vh'),
    ]);
  expect(await vars()).toEqual(['', '']);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(vars).toEqual(['300px', '8.44px']);
  // Opened further down: the position is written though the browser scrolled before any listener.
  await page.goto('/soluzioni/turismo#faq');
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(0);
  await expect.poll(async () => (await vars())[0]).toBe(`${y}px`);
  await phone.close();
});

test('when a page cannot be fetched during a navigation, the browser loads the prerendered page instead', async ({
  page,
}) => {
  await page.goto('/');
  await page.route('**/_data/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Contatti' }).click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.locator('main h1')).toContainText('Parliamo');
  await expect(page.getByText('Error', { exact: true })).toHaveCount(0);
});
