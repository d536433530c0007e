/**
 * `npm run build [-- --release]`: validate pages-config/, client build, SSR
 * build, prerender. With --release it first refuses (exit 1, before building
 * anything) a site whose forms would post to nowhere or that still has
 * placeholders (src/build/cli/release.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolvePaths } from '../paths';
import { readReleaseInput, releaseProblems } from './release';

const { values: args } = parseArgs({ options: { release: { type: 'boolean', default: false } } });
const { repoRoot: root, contentRoot } = resolvePaths();

if (args.release) {
  const problems = releaseProblems(readReleaseInput(contentRoot, root));
  if (problems.length) {
    console.error(`Release build refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const steps: [string, string[]][] = [
  [bin('tsx'), ['src/build/cli/validate.ts']],
  [bin('vite'), ['build']],
  [bin('vite'), ['build', '--ssr', 'app/entry-server.tsx']],
  [process.execPath, ['src/build/cli/prerender.mjs']],
];
for (const [cmd, argv] of steps) {
  const r = spawnSync(cmd, argv, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
