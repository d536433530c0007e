// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RunMetrics } from '../../src/build/cli/bench/lighthouse';
import { formatTable, median, passes, summarize } from '../../src/build/cli/bench/report';

const run = (over: Partial<RunMetrics>): RunMetrics => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 10,
  cls: 0,
  jsKib: 100,
  scriptsLoaded: 1,
  failing: [],
  ...over,
});

describe('bench report', () => {
  it('takes the median of odd and even samples', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('summarizes each metric on its own', () => {
    const s = summarize([
      run({ performance: 90, lcpMs: 3000 }),
      run({ performance: 99, lcpMs: 1000 }),
      run({ performance: 95, lcpMs: 2000 }),
    ]);
    expect(s.performance).toBe(95);
    expect(s.lcpMs).toBe(2000);
  });

  it('marks missed targets in the table and in passes()', () => {
    const good = summarize([run({})]);
    const bad = summarize([run({ performance: 94, cls: 0.05 })]);
    expect(passes(good)).toBe(true);
    expect(passes(bad)).toBe(false);
    const table = formatTable([
      { route: '/', summary: good },
      { route: '/chi-siamo', summary: bad },
    ]).split('\n');
    expect(table[0]).toMatch(/^route\s+Perf\s+A11y\s+BP\s+SEO\s+LCP ms\s+TBT ms\s+CLS\s+JS KiB$/);
    expect(table[2]).toMatch(/^\/\s+100 ✓\s+100 ✓\s+100 ✓\s+100 ✓\s+1000\s+10\s+0\.000 ✓\s+100\.0$/);
    expect(table[3]).toMatch(/^\/chi-siamo\s+94 ✗ .* 0\.050 ✗/);
  });
});
