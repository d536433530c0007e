import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../src/build/cli/chromium';
import { disableFeatures } from './e2e/support/chromium-features';

const PORT = Number(process.env.E2E_PORT ?? 4174);
/** The static Storybook (storybook-static/, built by `npm test` before the site). */
export const STORYBOOK_PORT = Number(process.env.E2E_STORYBOOK_PORT ?? 6008);

/**
 * Chromium in headless mode opens every new page in a browser window whose omnibox popup is a WebUI
 * (chrome://omnibox-popup.top-chrome/ and its AI-mode variant), loaded at once in a renderer of its own and
 * never shown. Off, eight fresh contexts loading /chi-siamo took 8.8 s instead of 11.2 s and about 15 % less
 * CPU (2026-11-29, two runs each): the suite is bound by the two cores, and every test opens a page.
 * Joined to Playwright's own disabled features: Chromium keeps only the last such switch.
 * The @quiet timings keep the browser exactly as they were calibrated with.
 */
const CHROMIUM_ARGS_E2E = [...CHROMIUM_ARGS, disableFeatures(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'])];

/** End-to-end tests run in Debian's Chromium against the built, served site. */
export default defineConfig({
  testDir: './e2e',
  // Names the run for the builds both projects use, and removes them at its end (e2e/support/shared-build.ts).
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PW_JSON ? [['list'], ['json', { outputFile: process.env.PW_JSON }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS_E2E },
      },
      grepInvert: /@quiet/,
    },
    // Timings "on this machine" (tagged @quiet) run after every other test, one at a time: a second browser busy
    // with another test would share the two cores and the timing would measure that instead.
    {
      name: 'quiet',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grep: /@quiet/,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: [
    {
      // The build is made once by the test runner before Playwright starts.
      command: `npm run preview -- --port ${PORT} --strictPort --host 127.0.0.1`,
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npm run storybook:static',
      cwd: '..',
      env: { STORYBOOK_PORT: String(STORYBOOK_PORT) },
      url: `http://127.0.0.1:${STORYBOOK_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
