/**
 * `npm run bench [-- --runs 3 --port 4175 --out dist-bench --no-build --routes /,/contatti]`:
 * builds the site into its own folder, serves it, runs Lighthouse (mobile
 * preset) on every prerendered route and prints the medians against the
 * targets of issue 6, plus the home page's LCP with and without JavaScript.
 * Results go to bench-results/lighthouse-<date>.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from './chromium';
import { listRoutes } from '../dist-routes';
import { resolvePaths } from '../paths';
import { runLighthouse, type RunMetrics } from './bench/lighthouse';
import { formatTable, mark, passes, summarize, TARGETS, type RouteRow } from './bench/report';
import { buildSite, startChrome, startPreview, type Running } from './bench/server';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4175' },
    out: { type: 'string', default: 'dist-bench' },
    'no-build': { type: 'boolean', default: false },
    /** Comma-separated subset of routes, for a quick look at a few pages. */
    routes: { type: 'string' },
  },
});
const runs = Number(args.runs);
const port = Number(args.port);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(port))
  throw new Error('--runs and --port take positive integers');
const { repoRoot } = resolvePaths();
const outDir = path.resolve(repoRoot, args.out);
const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;

const running: Running[] = [];
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-bench-chrome-'));
let cleaning: Promise<void> | undefined;
/** Stops the preview server and Chromium (also after an error or Ctrl-C) and removes the temp profile; runs once. */
function cleanup(): Promise<void> {
  cleaning ??= Promise.all(running.map((r) => r.stop())).then(() =>
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 }),
  );
  return cleaning;
}
// Last resort if the process ends before cleanup finished: no server or browser outlives the bench.
process.on('exit', () => running.forEach((r) => r.signal('SIGKILL')));
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => void cleanup().finally(() => process.exit(130)));

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): try again, twice. */
async function withRetry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= attempts) throw e;
      console.warn(`\n  retrying after: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

async function main() {
  const started = Date.now();
  if (!args['no-build']) {
    console.log(`building into ${args.out}/ …`);
    buildSite(args.out);
  }
  const routes = listRoutes(outDir)
    .map((r) => r.route)
    .filter((r) => !r.endsWith('/404.html'))
    .filter((r) => !args.routes || args.routes.split(',').includes(r));
  // The home page is the baseline of the without-JavaScript run: refuse before any Lighthouse run, not after.
  if (!routes.includes('/'))
    throw new Error('--routes must include "/" (the home page is compared with and without JavaScript)');
  const server = await startPreview(args.out, port);
  running.push(server);
  const chrome = await startChrome(chromePath, profile);
  running.push(chrome);

  const total = routes.length * runs + runs;
  let done = 0;
  const measure = async (route: string, noJs = false): Promise<RunMetrics[]> => {
    const out: RunMetrics[] = [];
    for (let i = 0; i < runs; i++) {
      out.push(await withRetry(() => runLighthouse(`${server.origin}${route}`, chrome.port, noJs)));
      process.stdout.write(
        `\r  ${++done}/${total} Lighthouse runs (${Math.round((Date.now() - started) / 1000)} s)   `,
      );
    }
    return out;
  };

  console.log(`Lighthouse ${runs}× on ${routes.length} routes + home without JavaScript, Chromium ${chromePath}`);
  const results: (RouteRow & { runs: RunMetrics[] })[] = [];
  for (const route of routes) {
    const r = await measure(route);
    results.push({ route, runs: r, summary: summarize(r) });
  }
  const noJsRuns = await measure('/', true);
  process.stdout.write('\n\n');

  const home = results.find((r) => r.route === '/');
  const noJs = summarize(noJsRuns);
  if (!home) throw new Error('no home page in the build');
  // Proof that the second measurement really ran without JavaScript.
  if (noJs.scriptsLoaded !== 0 || home.summary.scriptsLoaded === 0) {
    throw new Error(
      `JavaScript blocking did not work: ${noJs.scriptsLoaded} scripts loaded without JS, ${home.summary.scriptsLoaded} with`,
    );
  }
  const lcpRatio = home.summary.lcpMs / noJs.lcpMs;

  console.log(formatTable(results));
  console.log(
    `\nhome LCP with JS / without JS: ${Math.round(home.summary.lcpMs)} / ${Math.round(noJs.lcpMs)} ms = ${lcpRatio.toFixed(2)} ` +
      `(target ≤ ${TARGETS.lcpRatio.max}) ${mark(lcpRatio <= TARGETS.lcpRatio.max)}`,
  );
  console.log(
    `targets: ${Object.values(TARGETS)
      .map((t) => t.label)
      .join(', ')}; values are medians of ${runs} run(s)`,
  );
  // Audits behind a missed target (performance audits only where the performance target is missed), worst score of the runs.
  const failing = results.flatMap((r) => {
    const worst = new Map<string, number>();
    for (const f of r.runs.flatMap((x) => x.failing)) {
      if (f.id.startsWith('performance:') && r.summary.performance >= TARGETS.performance.min) continue;
      worst.set(f.id, Math.min(f.score, worst.get(f.id) ?? 1));
    }
    return [...worst].map(([id, sc]) => `  ${r.route}  ${id} (${sc})`);
  });
  if (failing.length) console.log(`\naudits below full score (in any run):\n${failing.join('\n')}`);

  const date = new Date().toISOString().replace(/:/g, '-').slice(0, 19);
  const file = path.join(repoRoot, 'bench-results', `lighthouse-${date}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version };
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine,
        runs,
        targets: TARGETS,
        routes: results,
        homeWithoutJs: { runs: noJsRuns, summary: noJs },
        lcpRatio,
      },
      null,
      2,
    ),
  );
  const allPass = results.every((r) => passes(r.summary)) && lcpRatio <= TARGETS.lcpRatio.max;
  console.log(
    `\n${allPass ? 'all targets met' : 'some targets missed'}; results in ${path.relative(repoRoot, file)} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
}

main()
  .catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  })
  .finally(cleanup);
