/**
 * `npm run storybook:static`: serves the built Storybook (storybook-static/)
 * on http://127.0.0.1:6007. It needs no network: fonts, axe and the docs are
 * all in the build. The e2e suite uses it to open the built Storybook.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  root: repoRoot,
  build: { outDir: 'storybook-static' },
  preview: { port: Number(process.env.STORYBOOK_PORT ?? 6007), host: '127.0.0.1', strictPort: true },
});
