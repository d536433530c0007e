/**
 * Chromium keeps only the last `--disable-features` switch on its command line: one given in the launch args
 * replaces Playwright's own list (HttpsUpgrades, PaintHolding, ThirdPartyStoragePartitioning…) instead of
 * adding to it. `disableFeatures` gives one switch holding both: Playwright's list, read from the installed
 * playwright-core, and ours.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The features the installed Playwright disables in Chromium. */
export function playwrightDisabledFeatures(): string[] {
  const bundle = fs.readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  // Each name as a string literal; its comments cite issues, not features.
  const names = list ? [...list.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((m) => m[1]) : [];
  if (!names.length)
    throw new Error(
      'playwright-core no longer declares `disabledFeatures = [...]`: update tests/e2e/support/chromium-features.ts',
    );
  return names;
}

/** One `--disable-features` switch: Playwright's features and `ours`. */
export function disableFeatures(ours: readonly string[]): string {
  return `--disable-features=${[...new Set([...playwrightDisabledFeatures(), ...ours])].join(',')}`;
}
