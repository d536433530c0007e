/**
 * The JavaScript budget, measured in Chromium against the suite's preview
 * server (src/build/budget.ts): every script a first-time visitor fetches in
 * the first 6 s after load, with no interaction, at 390 × 844, gzip level 9.
 */
import fs from 'node:fs';
import path from 'node:path';
import { must } from '../support/must';
import { loadContent } from '../../src/build/content';
import { expect, test } from '@playwright/test';
import {
  describeScripts,
  GZIP_LEVEL,
  ISLAND_BUDGET_KIB,
  kib,
  MEASURED_AT_ONCE,
  measureRoutes,
  STATIC_BUDGET_KIB,
  type RouteBudget,
  type RouteFailure,
  WINDOW_MS,
} from '../../src/build/budget';
import { listRoutes } from '../../src/build/dist-routes';
import { resolvePaths } from '../../src/build/paths';

const { outDir, contentRoot } = resolvePaths();
const routes = listRoutes(outDir).map((r) => r.route);

test('the build has prerendered routes to measure', () => {
  expect(routes.length, `no index.html under ${outDir}`).toBeGreaterThan(1);
});

test('no script in the build holds the route table, which grows with the site: no page alias is in any chunk', () => {
  const aliases = loadContent(contentRoot).pages.flatMap((p) => p.aliases);
  expect(aliases.length, 'the content has aliases to look for').toBeGreaterThan(0);
  const assets = path.join(outDir, 'assets');
  const holding = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => {
      const code = fs.readFileSync(path.join(assets, f), 'utf8');
      return aliases.some((a) => code.includes(a));
    });
  expect(holding).toEqual([]);
});

test.describe('per route', () => {
  // One worker measures every route, three at a time (each in its own context, with its own window after
  // its own load), then each route's test reads its result: the 6-s windows overlap instead of queueing.
  test.describe.configure({ mode: 'default' });
  let measured: (RouteBudget | RouteFailure)[] = [];
  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(Math.ceil(routes.length / MEASURED_AT_ONCE) * (WINDOW_MS + 10_000) + 30_000);
    measured = await measureRoutes(browser, must(baseURL, 'the preview server URL'), routes);
  });

  for (const [i, route] of routes.entries()) {
    test(`${route} fetches at most ${STATIC_BUDGET_KIB} KiB of JavaScript (gzip ${GZIP_LEVEL}) in the first ${WINDOW_MS / 1000} s, ${ISLAND_BUDGET_KIB} KiB with an island on its first two screens`, () => {
      const r = must(measured[i], `${route} was measured`);
      expect(r.route).toBe(route);
      if ('error' in r) throw new Error(`${route} could not be measured: ${r.error}`);
      expect(r.scripts.length, `${route} loads no script`).toBeGreaterThan(0);
      expect(r.failed, `${route}: script requests that failed`).toEqual([]);
      expect(
        r.gzipTotal,
        `${route}: ${kib(r.gzipTotal)} KiB gzip > ${r.budgetKib} KiB\n${describeScripts(r)}`,
      ).toBeLessThanOrEqual(r.budgetKib * 1024);
    });
  }
});
