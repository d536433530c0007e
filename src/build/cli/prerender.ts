/**
 * The prerender step of `npm run build`, run as `node src/build/cli/prerender.mjs` (that launcher loads this
 * file with TypeScript support, then turns it off: see there). Prerenders dist/ with the paths and webhook of
 * this build. A site of many pages is rendered by one process per core, each taking every n-th route
 * (`--shard i/n`; shard 0 also writes what is written once: 404 pages, sitemap, headers); this process cleans up.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { resolvePaths } from '../paths';
import { sameOriginFlag } from '../../lib/lead/same-origin';
import { cleanUp, prerender, templateFile } from '../prerender';

/** The launcher: each shard is a process of its own, started the same way. */
const LAUNCHER = fileURLToPath(new URL('./prerender.mjs', import.meta.url));

/** Below this many page files one process is quicker than starting others. */
const SHARDING_FROM_PAGES = 300;

function countPageFiles(dir: string): number {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true }))
    n += e.isDirectory() ? countPageFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? 1 : 0;
  return n;
}

/** Starts the launcher again for one shard; resolves with its route count, rejects when it fails. */
function runShard(index: number, count: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LAUNCHER, '--shard', `${index}/${count}`], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Number(/(\d+) routes/.exec(out)?.[1] ?? 0))
        : reject(new Error(`prerender shard ${index}/${count} failed (exit ${code})`)),
    );
  });
}

export async function main(argv: string[]): Promise<void> {
  const { values: args } = parseArgs({ args: argv, options: { shard: { type: 'string' } } });
  const paths = resolvePaths();
  // The CSP's connect-src names the webhook only when the browser posts to it (not with the site's own endpoint).
  const webhookUrl = sameOriginFlag(process.env.VITE_LEADS_SAME_ORIGIN)
    ? ''
    : (process.env.VITE_LEAD_WEBHOOK_URL ?? '');

  if (args.shard) {
    const [index, count] = args.shard.split('/').map(Number);
    if (!Number.isInteger(index) || !Number.isInteger(count) || index < 0 || index >= count)
      throw new Error(`--shard takes i/n with 0 <= i < n, not "${args.shard}"`);
    const { routes } = await prerender({ paths, webhookUrl, shard: { index, count } });
    console.log(`${routes} routes`);
  } else {
    const started = performance.now();
    // RUNSITE_PRERENDER_PROCESSES sets the count (tests compare 1 and 2 on a small site).
    const forced = Number(process.env.RUNSITE_PRERENDER_PROCESSES);
    const cores = Math.min(os.availableParallelism(), 8);
    const shards =
      Number.isInteger(forced) && forced >= 1
        ? forced
        : cores > 1 && countPageFiles(path.join(paths.contentRoot, 'pages-config')) >= SHARDING_FROM_PAGES
          ? cores
          : 1;

    if (shards === 1) {
      const { routes, ms } = await prerender({ paths, webhookUrl });
      console.log(`prerendered ${routes} routes + 404 in ${ms} ms`);
    } else {
      templateFile(paths.outDir); // before any shard writes the home page over it
      // Shard 0 also writes the 404 pages, sitemap and headers: no process loads the SSR bundle only for them.
      const counts = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i, shards)));
      cleanUp(paths);
      const routes = counts.reduce((a, b) => a + b, 0);
      console.log(
        `prerendered ${routes} routes + 404 in ${Math.round(performance.now() - started)} ms (${shards} processes)`,
      );
    }
  }
}

// Run directly (`tsx src/build/cli/prerender.ts`, the command until 2026-11-26) this file only defines main():
// fail loudly rather than succeed having written nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.error('prerender: run it as `node src/build/cli/prerender.mjs` (npm run build does)');
  process.exit(1);
}
