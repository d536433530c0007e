/** `npm run budget`: per-route JavaScript loaded before interaction (gzip), read from the build in RUNSITE_OUT_DIR or dist/. */
import path from 'node:path';
import { BUDGET_KIB, GZIP_LEVEL, describeChunks, formatBudgetTable, listRoutes, routeBudget } from './js-budget';

const outDir = path.resolve(process.cwd(), process.env.RUNSITE_OUT_DIR ?? 'dist');
const results = listRoutes(outDir).map(({ route, file }) => routeBudget(outDir, route, file));
if (!results.length) {
  console.error(`no prerendered pages under ${outDir}: run the build first`);
  process.exit(1);
}
console.log(`JavaScript before interaction, gzip level ${GZIP_LEVEL}, from ${path.relative(process.cwd(), outDir) || '.'}/\n`);
console.log(formatBudgetTable(results));
const over = results.filter((r) => r.gzipTotal > BUDGET_KIB * 1024);
for (const r of over) console.error(`\n${r.route} is over ${BUDGET_KIB} KiB:\n${describeChunks(r.chunks)}`);
const largest = results.reduce((a, b) => (b.gzipTotal > a.gzipTotal ? b : a));
console.log(`\nchunks of the heaviest route (${largest.route}):\n${describeChunks(largest.chunks)}`);
process.exit(over.length ? 1 : 0);
