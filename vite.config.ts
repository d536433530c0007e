import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './src/build/cli/chromium';
import { contentPlugin } from './src/build/vite-plugin-content';
import { siteOverridesFromEnv } from './src/build/site-overrides';
import { staticHostPlugin } from './src/build/vite-plugin-static-host';
import { leadEndpointPlugin } from './src/build/vite-plugin-leads';
import { importRetryPlugin } from './src/build/vite-plugin-import-retry';
import { chatIndexPlugin } from './src/build/vite-plugin-chat-index';
import { editorPlugin } from './src/build/vite-plugin-editor';
import { resolvePaths } from './src/build/paths';
import { locales } from './schemas/locale';

/**
 * The unit files that replace a module with vi.mock. Their mock only takes hold where the module is imported
 * for the first time, so they run each in a fresh module cache (project 'unit-isolated'); the rest share one.
 */
function unitFilesMocking(): string[] {
  const dir = path.join(repoRoot, 'tests/unit');
  // A tree without the tests (a host building the site alone) builds all the same.
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(dir, f), 'utf8')))
    .map((f) => `tests/unit/${f.split(path.sep).join('/')}`);
}

/** LEADS_FILE, when set, as an absolute path the dev server refuses to serve. */
function leadsFileDeny(): string[] {
  const file = process.env.LEADS_FILE;
  return file ? [path.resolve(repoRoot, file)] : [];
}

// Content root and output folders (RUNSITE_CONTENT_ROOT, RUNSITE_OUT_DIR): src/build/paths.ts.
const paths = resolvePaths();
const { repoRoot, outDir } = paths;
const mockingUnitFiles = unitFilesMocking();

export default defineConfig(({ isSsrBuild }) => ({
  // index.html and public/ live in src/ so the repository top level stays small.
  root: path.join(repoRoot, 'src'),
  publicDir: paths.publicDir,
  envDir: repoRoot,
  plugins: [
    react(),
    contentPlugin(paths, { siteOverrides: siteOverridesFromEnv(process.env) }),
    leadEndpointPlugin(paths),
    chatIndexPlugin(paths),
    staticHostPlugin(outDir),
    importRetryPlugin(),
    // The visual editor at /_editor: `npm run dev` only.
    editorPlugin(paths),
  ],
  build: isSsrBuild
    ? { outDir: paths.ssrOutDir, emptyOutDir: true, copyPublicDir: false }
    : // One stylesheet (about 6 KiB gzip) instead of one per section: fewer render-blocking
      // requests on a phone. Widget CSS (keen-slider, consent, chat) is loaded by URL when used.
      // The manifest tells the prerenderer which section chunks each page needs.
      // No modulepreload polyfill (0.4 KiB gzip on every page): every browser the site supports (it relies
      // on the popover API: Chrome 114, Safari 17, Firefox 125) preloads modules natively.
      {
        outDir,
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: false,
        chunkSizeWarningLimit: 1024,
        modulePreload: { polyfill: false },
        // React, React DOM, its scheduler and JSX runtime in one chunk: they always load together (the chat, an
        // island, the cookie preferences), and as four files they took four of the browser's six connections
        // to the host when the chat opens. Only these modules: not what they import from the site's code.
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'react-dom', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // Each language's strings that React needs on a page (interface, site.json's edition, the chat's
                // labels) in one file: three requests were a second round on six connections at the chat's open.
                ...locales.map((l) => ({
                  name: `strings.${l}`,
                  test: new RegExp(`[\\\\/]i18n[\\\\/]((${l}|chat\\.${l})\\.ts|site-locale\\.${l}\\.json)$`),
                })),
              ],
            },
          },
        },
      },
  // No CORS middleware: like a static host, the preview answers OPTIONS itself, with the security headers.
  preview: { port: 4173, host: '127.0.0.1', cors: false },
  // The dev server serves files from the whole repository under /@fs/: never the stored leads
  // (.data/, or wherever LEADS_FILE points). Vite's own defaults are kept.
  server: { fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**', ...leadsFileDeny()] } },
  test: {
    root: repoRoot,
    // Vitest's default leaves a core for the rest (one worker on a two-core machine): the unit files are
    // independent, and two workers take the suite from ~260 s to ~185 s here.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          exclude: mockingUnitFiles,
          // The files share each worker's module cache instead of importing React, zod and the content
          // again per file: 176 -> 129 s here. Vitest restores spies between files; stubbed globals and
          // environment variables are undone after every test, so none reaches the next file. Passes with
          // the files shuffled.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: mockingUnitFiles,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        // Every story is a test in Debian Chromium: it renders, its play function
        // passes, and axe finds no violation (addon-a11y, parameters.a11y.test).
        extends: true,
        plugins: [storybookTest({ configDir: path.join(repoRoot, '.storybook') })],
        test: {
          name: 'storybook',
          // The story files share one page instead of a fresh iframe each: 101 -> 71 s here. Every story
          // mounts into a cleaned root with its own args and globals (also passes with the files shuffled).
          isolate: false,
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
