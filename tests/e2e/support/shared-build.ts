/**
 * A variant of the site built once per Playwright run (`npm run build` with extra env, in dist-<name>/) for a
 * spec whose tests run in both projects: chat-model.spec's model build serves its tests in the chromium
 * project and then, as it is, its @quiet test in the quiet project, which runs after them alone
 * (tests/playwright.config.ts). Building it again there cost the serial end of the run a whole build (25 s).
 * A build from an earlier run is never reused: global-setup.ts names the run, and the build is marked with the
 * name (a dotfile no test asks the server for). The global teardown removes it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { resolvePaths } from '../../../src/build/paths';

/** The environment variable global-setup.ts sets to this run's name, which the workers inherit. */
export const RUN_ENV = 'RUNSITE_E2E_RUN';

/** The variants built with sharedBuild(). */
export const SHARED_BUILDS = ['llm'] as const;
export type SharedBuild = (typeof SHARED_BUILDS)[number];

/** The client build's folder of a variant; its SSR build goes beside it (`-ssr`), as paths.ts says. */
export const sharedBuildDirs = (name: SharedBuild) => {
  const dir = `${resolvePaths().outDir}-${name}`;
  return { dir, ssr: `${dir}-ssr` };
};

/**
 * `npm run build` of the site into `dir` (inside the repo, git-ignored: the prerenderer's SSR bundle resolves
 * node_modules from there) with extra build-time `env`. The build also rewrites the tracked
 * deploy/nginx.conf (its CSP follows the env): it is put back.
 */
export function buildSite(dir: string, env: Record<string, string>): void {
  const { repoRoot } = resolvePaths();
  const nginx = path.join(repoRoot, 'deploy/nginx.conf');
  const saved = fs.existsSync(nginx) ? fs.readFileSync(nginx) : undefined;
  try {
    execFileSync('npm', ['run', '-s', 'build'], {
      cwd: repoRoot,
      env: { ...process.env, RUNSITE_OUT_DIR: dir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
      stdio: 'ignore',
    });
  } finally {
    if (saved) fs.writeFileSync(nginx, saved);
  }
}

/** The variant's folder, built with `env` unless this run already built it. */
export function sharedBuild(name: SharedBuild, env: Record<string, string>): string {
  const { dir } = sharedBuildDirs(name);
  const run = process.env[RUN_ENV];
  const mark = path.join(dir, '.e2e-run');
  if (run && fs.existsSync(mark) && fs.readFileSync(mark, 'utf8') === run) return dir;
  buildSite(dir, env);
  if (run) fs.writeFileSync(mark, run);
  return dir;
}

/** Removes every shared build (the global teardown). */
export function removeSharedBuilds() {
  for (const name of SHARED_BUILDS)
    for (const d of Object.values(sharedBuildDirs(name))) fs.rmSync(d, { recursive: true, force: true });
}
