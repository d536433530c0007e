/**
 * The JavaScript budget, measured: every script a first-time visitor's
 * browser fetches in the first 6 s after the load event, with no interaction
 * (cookie consent, toasts, smooth scroll, animations included), on a
 * 390 × 844 phone viewport, summed as gzip level 9 of each body. A fresh
 * browser context per route: no consent cookie, empty cache.
 * Used by `npm run budget` (src/build/cli/budget.ts) and tests/e2e/budget.spec.ts.
 */
import type { Browser, Response } from 'playwright';
import { gzipSize, GZIP_LEVEL, kib } from './boot-graph';
import { FIRST_SCREENS, LOADS_BY_ITSELF } from '../lib/section-definition';

export { GZIP_LEVEL, kib };
/**
 * A route whose first two screens hold no island that loads by itself: the boot script, the banner, nothing
 * of React (issue 26). A form waits for the visitor's first tap or key ('interaction').
 */
export const STATIC_BUDGET_KIB = 25;
/** A route with a 'visible' or 'idle' island on its first two screens (the tourism page's card slider): React too. */
export const ISLAND_BUDGET_KIB = 85;
export const WINDOW_MS = 6000;
export const VIEWPORT = { width: 390, height: 844 } as const;

export interface ScriptFetch {
  /** Path for the site's own scripts, the full URL for other hosts. */
  url: string;
  bytes: number;
  gzip: number;
}

export interface RouteBudget {
  route: string;
  scripts: ScriptFetch[];
  gzipTotal: number;
  /** Script requests that got no body (a blocked third party, a failed chunk): listed, counted as 0. */
  failed: string[];
  /** Islands (sections with code) within the first two screens at load: they set the route's budget. */
  firstIslands: number;
  budgetKib: number;
}

export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  windowMs = WINDOW_MS,
): Promise<RouteBudget> {
  const origin = new URL(baseUrl).origin;
  const name = (url: string) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);
  const context = await browser.newContext({ viewport: VIEWPORT });
  const scripts = new Map<string, ScriptFetch>();
  const failed = new Set<string>();
  const reads: Promise<void>[] = [];
  let firstIslands = 0;
  const read = async (res: Response) => {
    const url = name(res.url());
    try {
      const body = await res.body();
      scripts.set(url, { url, bytes: body.length, gzip: gzipSize(body) });
    } catch {
      failed.add(url);
    }
  };
  try {
    const page = await context.newPage();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.status() < 300) reads.push(read(res));
    });
    page.on('requestfailed', (req) => {
      if (req.resourceType() === 'script') failed.add(name(req.url()));
    });
    const res = await page.goto(new URL(route, baseUrl).href, { waitUntil: 'load' });
    if (!res) throw new Error(`${route}: no response`);
    // Islands that load their code by themselves; one that waits for the visitor's first tap or key
    // ('interaction', a form) fetches nothing in this window.
    firstIslands = await page.evaluate(
      ({ screens, selector }) =>
        Array.from(document.querySelectorAll(selector)).filter(
          (frame) => frame.getBoundingClientRect().top < window.innerHeight * screens,
        ).length,
      { screens: FIRST_SCREENS, selector: LOADS_BY_ITSELF.map((rule) => `[data-island="${rule}"]`).join(', ') },
    );
    await page.waitForTimeout(windowMs);
    await Promise.all(reads);
  } finally {
    await context.close();
  }
  const list = [...scripts.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    route,
    scripts: list,
    gzipTotal: list.reduce((n, s) => n + s.gzip, 0),
    failed: [...failed].filter((u) => !scripts.has(u)),
    firstIslands,
    budgetKib: firstIslands ? ISLAND_BUDGET_KIB : STATIC_BUDGET_KIB,
  };
}

/**
 * Routes measured at once: with 1, 3 and 5 every route fetched the same scripts, byte for byte (2026-11-27),
 * and 3 leaves the other test worker its share of the two cores.
 */
export const MEASURED_AT_ONCE = 3;

export interface RouteFailure {
  route: string;
  error: string;
}

/**
 * Every route measured, `concurrency` at a time, in order. Each has its own context and its own
 * window after its own load event: what one fetches does not depend on the others, and most of a
 * measurement is the idle window, so overlapping them saves the waiting, not the work.
 */
export async function measureRoutes(
  browser: Browser,
  baseUrl: string,
  routes: readonly string[],
  concurrency = MEASURED_AT_ONCE,
): Promise<(RouteBudget | RouteFailure)[]> {
  const results = new Array<RouteBudget | RouteFailure>(routes.length);
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const i = next++;
      // A route that cannot be measured (a crash, a timeout) is reported as its own, not as every route's.
      results[i] = await measureRoute(browser, baseUrl, routes[i]).catch((e: unknown) => ({
        route: routes[i],
        error: e instanceof Error ? e.message : String(e),
      }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, routes.length) }, worker));
  return results;
}

export const overBudget = (r: RouteBudget) => r.gzipTotal > r.budgetKib * 1024;

export function describeScripts(r: RouteBudget): string {
  const lines = r.scripts.map((s) => `  ${s.url}  ${kib(s.gzip)} KiB gzip (${kib(s.bytes)} KiB raw)`);
  return [...lines, ...r.failed.map((u) => `  ${u}  failed (not counted)`)].join('\n');
}

export function formatBudgetTable(results: readonly RouteBudget[]): string {
  const w = Math.max(5, ...results.map((r) => r.route.length));
  const lines = [`${'route'.padEnd(w)}  scripts  gzip KiB  islands on 2 screens  budget KiB`];
  for (const r of results) {
    lines.push(
      `${r.route.padEnd(w)}  ${String(r.scripts.length).padStart(7)}  ${kib(r.gzipTotal).padStart(8)}  ${String(r.firstIslands).padStart(20)}  ${String(r.budgetKib).padStart(6)} ${overBudget(r) ? 'FAIL' : 'pass'}`,
    );
  }
  return lines.join('\n');
}
