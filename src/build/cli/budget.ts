/**
 * `npm run budget [-- --url http://127.0.0.1:4173]`: the measured JavaScript
 * budget (src/build/budget.ts) of every prerendered route in RUNSITE_OUT_DIR
 * (default dist/). Without --url it serves that folder with `vite preview` on a
 * free port. Prints the per-route table; exits 1 when a route is over budget.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import {
  describeScripts,
  formatBudgetTable,
  GZIP_LEVEL,
  measureRoutes,
  overBudget,
  VIEWPORT,
  WINDOW_MS,
  type RouteBudget,
} from '../budget';
import { listRoutes } from '../dist-routes';
import { resolvePaths } from '../paths';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { freePort, startPreview, type Running } from './bench/server';

const { values: args } = parseArgs({ options: { url: { type: 'string' } } });
const { outDir, repoRoot } = resolvePaths();

async function main(): Promise<number> {
  const routes = listRoutes(outDir).map((r) => r.route);
  if (!routes.length) {
    console.error(`no prerendered pages under ${outDir}: run the build first`);
    return 1;
  }
  let server: (Running & { origin: string }) | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    if (!args.url) server = await startPreview(outDir, await freePort());
    const base = args.url ?? server?.origin ?? '';
    console.log(
      `JavaScript fetched in the first ${WINDOW_MS / 1000} s after load, no interaction, first visit, ${VIEWPORT.width}×${VIEWPORT.height}, ` +
        `gzip level ${GZIP_LEVEL}, ${path.relative(repoRoot, outDir) || '.'}/ served at ${base}\n`,
    );
    const measured = await measureRoutes(browser, base, routes);
    const results = measured.filter((r): r is RouteBudget => !('error' in r));
    const failed = measured.filter((r) => 'error' in r);
    for (const r of failed) console.error(`${r.route} could not be measured: ${r.error}`);
    if (!results.length) return 1;
    console.log(formatBudgetTable(results));
    const over = results.filter((r) => overBudget(r));
    for (const r of over) console.error(`\n${r.route} is over ${r.budgetKib} KiB:\n${describeScripts(r)}`);
    const largest = results.reduce((a, b) => (b.gzipTotal > a.gzipTotal ? b : a));
    console.log(`\nscripts of the heaviest route (${largest.route}):\n${describeScripts(largest)}`);
    return over.length || failed.length ? 1 : 0;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
