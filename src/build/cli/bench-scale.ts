/**
 * `npm run bench:scale [-- --sizes 100,1000]`: how the engine grows with the
 * number of pages. For each N it writes N page documents (the real ones plus
 * copies under new paths, without aliases, links still pointing at real
 * pages) into a temporary project root, then times validation (loadContent)
 * and the client + SSR build + prerender of that root (RUNSITE_CONTENT_ROOT).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent } from '../content';
import { makeScaleRoot } from '../scale-root';
import { chromium } from 'playwright';
import { bootGraph, kib } from '../boot-graph';
import { measureRoute } from '../budget';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { freePort, startPreview } from './bench/server';
import { listRoutes } from '../dist-routes';
import { resolvePaths } from '../paths';

const { values: args } = parseArgs({ options: { sizes: { type: 'string', default: '100,1000' } } });
const sizes = args.sizes.split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--sizes takes positive integers, e.g. 100,1000');

const { repoRoot } = resolvePaths();
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

/**
 * CPU seconds used by finished child processes (Linux /proc/self/stat cutime + cstime,
 * clock ticks of 1/100 s): steadier than wall time on a busy machine. NaN elsewhere.
 */
function childCpuSeconds(): number {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

function run(cmd: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  const r = spawnSync(cmd, argv, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
}

interface Step {
  name: string;
  wallS: number;
  cpuS: number;
}

interface Row {
  n: number;
  validateMs: number;
  buildS: number;
  buildCpuS: number;
  steps: Step[];
  routes: number;
  entryGzip: number;
  /** The budget's measure of the home page: every script fetched in the first 6 s, first visit. */
  homeJsGzip: number;
}

/** `npm run budget`'s measure of one route of the build in `outDir`. */
async function measuredJs(outDir: string, route: string): Promise<number> {
  const server = await startPreview(outDir, await freePort());
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return (await measureRoute(browser, server.origin, route)).gzipTotal;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function measure(n: number): Promise<Row> {
  const root = makeScaleRoot(repoRoot, n);
  try {
    const times: number[] = [];
    let content = loadContent(root);
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      content = loadContent(root);
      times.push(performance.now() - started);
    }
    const validateMs = times.sort((x, y) => x - y)[1]; // median of 3, after one warm-up
    if (content.errors.length)
      throw new Error(
        `generated content is invalid: ${content.errors
          .slice(0, 5)
          .map((e) => `${e.file}: ${e.path}: ${e.message}`)
          .join('; ')}`,
      );
    if (content.pages.length !== n) throw new Error(`expected ${n} pages, loaded ${content.pages.length}`);

    const outDir = path.join(root, 'dist');
    const env = { RUNSITE_CONTENT_ROOT: root, RUNSITE_OUT_DIR: outDir };
    const steps: Step[] = [];
    const step = (name: string, fn: () => void) => {
      const [wall, cpu] = [performance.now(), childCpuSeconds()];
      fn();
      steps.push({ name, wallS: (performance.now() - wall) / 1000, cpuS: childCpuSeconds() - cpu });
    };
    step('client build', () => run(bin('vite'), ['build', '--logLevel', 'error'], repoRoot, env));
    step('SSR build', () =>
      run(bin('vite'), ['build', '--ssr', 'app/entry-server.tsx', '--logLevel', 'error'], repoRoot, env),
    );
    step('prerender', () => run(process.execPath, ['src/build/cli/prerender.mjs'], repoRoot, env));
    const buildS = steps.reduce((t, x) => t + x.wallS, 0);
    const buildCpuS = steps.reduce((t, x) => t + x.cpuS, 0);

    const routes = listRoutes(outDir).filter((r) => r.route !== '/404.html');
    const home = routes.find((r) => r.route === '/');
    if (!home) throw new Error('no home page was prerendered');
    return {
      n,
      validateMs,
      buildS,
      buildCpuS,
      steps,
      routes: routes.length,
      entryGzip: bootGraph(outDir, '/', home.file).gzipTotal,
      homeJsGzip: await measuredJs(outDir, '/'),
    };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
for (const n of sizes) {
  process.stdout.write(`N = ${n} … `);
  const row = await measure(n);
  rows.push(row);
  console.log(
    `${row.routes} routes prerendered (${row.steps.map((x) => `${x.name} ${x.wallS.toFixed(1)} s, CPU ${x.cpuS.toFixed(1)} s`).join('; ')})`,
  );
}

const head = [
  'N pages',
  'validate ms',
  'build+prerender s',
  'per page ms',
  'CPU s',
  'CPU per page ms',
  'home boot JS gzip KiB',
  'home JS 6 s gzip KiB',
];
const body = rows.map((r) => [
  String(r.n),
  r.validateMs.toFixed(0),
  r.buildS.toFixed(1),
  ((r.buildS * 1000) / r.n).toFixed(1),
  r.buildCpuS.toFixed(1),
  ((r.buildCpuS * 1000) / r.n).toFixed(1),
  kib(r.entryGzip),
  kib(r.homeJsGzip),
]);
const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
console.log(`\n${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${body.map(line).join('\n')}`);

if (rows.length >= 2) {
  const [a, b] = [rows[0], rows[rows.length - 1]];
  const pages = b.n / a.n;
  const v = b.validateMs / a.validateMs;
  const s = b.buildS / a.buildS;
  const c = b.buildCpuS / a.buildCpuS;
  const verdict = (r: number) => (r <= pages * 1.3 ? 'linear or better' : 'worse than linear');
  console.log(
    `\n${a.n} → ${b.n} pages (×${pages.toFixed(0)}): validate ×${v.toFixed(1)} (${verdict(v)}), ` +
      `build+prerender ×${s.toFixed(1)} wall, ×${c.toFixed(1)} CPU (${verdict(c)}; both include the fixed cost of two Vite builds)`,
  );
}
