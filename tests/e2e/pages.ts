/** Helpers for the content specs (home, about, products, contacts, legal, solutions). */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Site } from '../../schemas/site';
import { htmlLang, locales } from '../../schemas/locale';
import { ui as en } from '../../src/i18n/en';
import { ui as it } from '../../src/i18n/it';

/** site.json as written (the placeholders the pages must show). */
export function siteData(): Site {
  return JSON.parse(
    fs.readFileSync(fileURLToPath(new URL('../../pages-config/site.json', import.meta.url)), 'utf8'),
  ) as Site;
}

const reject = { it: it.consent.reject, en: en.consent.reject };

/**
 * Closes the cookie banner (rejecting optional cookies) so it does not cover what a test clicks.
 * The banner speaks the page's language (`<html lang>`): its reject button is named in that language.
 */
export async function dismissConsent(page: Page) {
  const lang = await page.evaluate(() => document.documentElement.lang);
  const locale = locales.find((l) => htmlLang[l] === lang) ?? 'it';
  await page
    .getByRole('button', { name: reject[locale], exact: true })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

/** Records clicks on the chat bubble; adds a stand-in bubble when the page has none. */
export async function watchChatBubble(page: Page) {
  await page.evaluate(() => {
    let bubble = document.querySelector<HTMLElement>('[data-chat-bubble]');
    if (!bubble) {
      bubble = document.createElement('button');
      bubble.setAttribute('data-chat-bubble', '');
      document.body.append(bubble);
    }
    bubble.addEventListener(
      'click',
      (e) => {
        (window as unknown as { bubbleClicks: number }).bubbleClicks =
          ((window as unknown as { bubbleClicks?: number }).bubbleClicks ?? 0) + 1;
        e.stopImmediatePropagation();
        e.preventDefault();
      },
      { capture: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { bubbleClicks?: number }).bubbleClicks ?? 0);
}
