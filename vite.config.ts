import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/build/cli/chromium';
import { contentPlugin } from './src/build/vite-plugin-content';
import { staticHostPlugin } from './src/build/vite-plugin-static-host';
import { leadEndpointPlugin } from './src/build/vite-plugin-leads';
import { rachelPlugin } from './src/build/vite-plugin-rachel';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
// RUNSITE_OUT_DIR lets parallel builds (and their preview servers) use separate folders.
const outDir = path.resolve(repoRoot, process.env.RUNSITE_OUT_DIR ?? 'dist');
// RUNSITE_CONTENT_ROOT: a folder with its own pages-config/ and src/public/ to build instead (npm run bench:scale).
const contentRoot = process.env.RUNSITE_CONTENT_ROOT ? path.resolve(process.env.RUNSITE_CONTENT_ROOT) : repoRoot;

export default defineConfig(({ isSsrBuild }) => ({
  // index.html and public/ live in src/ so the repository top level stays small.
  root: path.join(repoRoot, 'src'),
  publicDir: path.join(repoRoot, 'src/public'),
  envDir: repoRoot,
  plugins: [react(), contentPlugin(contentRoot), leadEndpointPlugin(repoRoot), rachelPlugin(repoRoot), staticHostPlugin(outDir)],
  build: isSsrBuild
    ? { outDir: `${outDir}-ssr`, emptyOutDir: true, copyPublicDir: false }
    : // One stylesheet (about 6 KiB gzip) instead of one per section: fewer render-blocking
      // requests on a phone. Widget CSS (keen-slider, consent, chat) is loaded by URL when used.
      // The manifest tells the prerenderer which section chunks each page needs.
      { outDir, emptyOutDir: true, manifest: true, cssCodeSplit: false, chunkSizeWarningLimit: 1024 },
  preview: { port: 4173, host: '127.0.0.1' },
  test: {
    root: repoRoot,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['tests/unit/setup.ts'] },
      },
      {
        // Every story is a test in Debian Chromium: it renders, its play function
        // passes, and axe finds no violation (addon-a11y, parameters.a11y.test).
        extends: true,
        plugins: [storybookTest({ configDir: path.join(repoRoot, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
}));
