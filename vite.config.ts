import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentPlugin } from './src/engine/vite-plugin-content';
import { staticHostPlugin } from './src/engine/vite-plugin-static-host';
import { leadEndpointPlugin } from './src/server/leads';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
// RUNSITE_OUT_DIR lets parallel builds (and their preview servers) use separate folders.
const outDir = path.resolve(repoRoot, process.env.RUNSITE_OUT_DIR ?? 'dist');

export default defineConfig(({ isSsrBuild }) => ({
  // index.html and public/ live in src/ so the repository top level stays small.
  root: path.join(repoRoot, 'src'),
  publicDir: path.join(repoRoot, 'src/public'),
  envDir: repoRoot,
  plugins: [react(), contentPlugin(repoRoot), leadEndpointPlugin(repoRoot), staticHostPlugin(outDir)],
  build: isSsrBuild
    ? { outDir: `${outDir}-ssr`, emptyOutDir: true, copyPublicDir: false }
    : { outDir, emptyOutDir: true },
  preview: { port: 4173, host: '127.0.0.1' },
  test: {
    root: repoRoot,
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
  },
}));
