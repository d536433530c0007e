/**
 * JavaScript budget, read from the build (not timed): each prerendered route
 * may load at most 120 KiB gzip of JS before interaction (see src/build/cli/js-budget.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { BUDGET_KIB, GZIP_LEVEL, describeChunks, kib, listRoutes, routeBudget } from '../../src/build/cli/js-budget';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.resolve(repoRoot, process.env.RUNSITE_OUT_DIR ?? 'dist');
const routes = fs.existsSync(outDir) ? listRoutes(outDir) : [];

test('the build has prerendered routes to measure', () => {
  expect(routes.length, `no index.html under ${outDir}`).toBeGreaterThan(1);
});

for (const { route, file } of routes) {
  test(`${route} loads at most ${BUDGET_KIB} KiB of JavaScript (gzip ${GZIP_LEVEL}) before interaction`, () => {
    const { chunks, gzipTotal } = routeBudget(outDir, route, file);
    expect(chunks.length, `${route} loads no module script`).toBeGreaterThan(0);
    expect(gzipTotal, `${route}: ${kib(gzipTotal)} KiB gzip > ${BUDGET_KIB} KiB\n${describeChunks(chunks)}`).toBeLessThanOrEqual(
      BUDGET_KIB * 1024,
    );
  });
}
