/**
 * The one place that resolves where the build reads content and writes output.
 * RUNSITE_CONTENT_ROOT: a folder with its own pages-config/ and src/public/
 * to build instead of the repository's (npm run bench:scale).
 * RUNSITE_OUT_DIR: the client build's folder (default dist/), so parallel
 * builds and their preview servers stay apart; the SSR build goes beside it.
 * Relative values are taken from the repository root, never the working directory.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_DIR, PUBLIC_DIR } from './content';

export interface Paths {
  /** The repository: code, schemas, node_modules, deploy/. */
  repoRoot: string;
  /** The folder holding pages-config/ and src/public/ (the repository unless RUNSITE_CONTENT_ROOT). */
  contentRoot: string;
  configDir: string;
  publicDir: string;
  outDir: string;
  ssrOutDir: string;
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function resolvePaths(env: NodeJS.ProcessEnv = process.env, repoRoot = REPO_ROOT): Paths {
  const contentRoot = env.RUNSITE_CONTENT_ROOT ? path.resolve(repoRoot, env.RUNSITE_CONTENT_ROOT) : repoRoot;
  const outDir = path.resolve(repoRoot, env.RUNSITE_OUT_DIR || 'dist');
  return {
    repoRoot,
    contentRoot,
    configDir: path.join(contentRoot, CONFIG_DIR),
    publicDir: path.join(contentRoot, PUBLIC_DIR),
    outDir,
    ssrOutDir: `${outDir}-ssr`,
  };
}
