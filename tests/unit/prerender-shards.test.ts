// @vitest-environment node
/**
 * A large site is prerendered by one process per core, each rendering every n-th route (cli/prerender.ts).
 * Forced to 2 processes on the real site, the output must be byte for byte the output of one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { shardOf } from '../../src/build/prerender';

const repo = path.resolve('.');
const bin = (name: string) => path.join(repo, 'node_modules/.bin', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-shards-'));
// The SSR bundle keeps its dependencies external: it resolves them from a node_modules beside it.
fs.symlinkSync(path.join(repo, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function run(cmd: string, argv: string[], env: Record<string, string>): string {
  const r = spawnSync(cmd, argv, {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** Every file under `dir`, relative, with its bytes. */
function files(dir: string, base = dir): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) for (const [k, v] of files(abs, base)) out.set(k, v);
    else out.set(path.relative(base, abs), fs.readFileSync(abs));
  }
  return out;
}

it('two prerender processes write exactly what one writes', { timeout: 180_000 }, () => {
  const one = path.join(tmp, 'one');
  const two = path.join(tmp, 'two');
  run(bin('vite'), ['build', '--logLevel', 'error'], { RUNSITE_OUT_DIR: one });
  run(bin('vite'), ['build', '--ssr', 'app/entry-server.tsx', '--logLevel', 'error'], { RUNSITE_OUT_DIR: one });
  fs.cpSync(one, two, { recursive: true });
  fs.cpSync(`${one}-ssr`, `${two}-ssr`, { recursive: true });

  const single = run(process.execPath, ['src/build/cli/prerender.mjs'], {
    RUNSITE_OUT_DIR: one,
    RUNSITE_PRERENDER_PROCESSES: '1',
  });
  const sharded = run(process.execPath, ['src/build/cli/prerender.mjs'], {
    RUNSITE_OUT_DIR: two,
    RUNSITE_PRERENDER_PROCESSES: '2',
  });
  expect(single).not.toMatch(/processes/);
  expect(sharded).toMatch(/\(2 processes\)/);
  const [a, b] = [files(one), files(two)];
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  const differing = [...a].filter(([k, v]) => !v.equals(b.get(k) ?? Buffer.alloc(0))).map(([k]) => k);
  // sitemap.xml carries the day it was written: equal unless the two runs straddle midnight.
  expect(differing.filter((f) => f !== 'sitemap.xml')).toEqual([]);
  // Each process wrote real pages, the home page included; nothing of the build's scaffolding is left.
  expect(a.get('index.html')?.toString()).toMatch(/<main id="main"/);
  expect(a.has('chi-siamo/index.html') && a.has('en/index.html') && a.has('404.html')).toBe(true);
  expect([...b.keys()].some((k) => k.startsWith('.vite'))).toBe(false);
  expect(fs.existsSync(`${two}-ssr`)).toBe(false);
});

it('every route goes to exactly one shard; shard 0, which also writes the shared files, takes a little less', () => {
  for (const count of [1, 2, 3, 8]) {
    const tally = Array<number>(count).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const shard = shardOf(i, count);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(count);
      tally[shard] += 1;
    }
    expect(tally.reduce((a, b) => a + b, 0)).toBe(10_000);
    if (count > 1) {
      expect(tally[0]).toBeLessThan(tally[1]);
      expect(tally[0]).toBeGreaterThan((10_000 / count) * 0.9);
    }
  }
});

// A tsx process of its own: 2–3 s here, over Vitest's 5 s default once in a CI run whose machine was busy.
it(
  'cli/prerender.ts run directly, the command before the launcher, fails naming the launcher',
  { timeout: 60_000 },
  () => {
    const r = spawnSync(bin('tsx'), ['src/build/cli/prerender.ts'], { cwd: repo, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('node src/build/cli/prerender.mjs');
  },
);
