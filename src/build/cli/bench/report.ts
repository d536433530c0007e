/** Medians, targets and the printed table of `npm run bench`. */
import type { RunMetrics } from './lighthouse';

export type Numeric = Exclude<keyof RunMetrics, 'failing'>;
export type Summary = Record<Numeric, number>;

export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const NUMERIC: Numeric[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'jsKib', 'scriptsLoaded'];

/** Median of each metric on its own (not the metrics of one "median run"). */
export function summarize(runs: readonly RunMetrics[]): Summary {
  return Object.fromEntries(NUMERIC.map((k) => [k, median(runs.map((r) => r[k]))])) as Summary;
}

export const TARGETS = {
  performance: { min: 95, label: 'Performance ≥ 95' },
  accessibility: { min: 100, label: 'Accessibility 100' },
  bestPractices: { min: 100, label: 'Best Practices 100' },
  seo: { min: 100, label: 'SEO 100' },
  cls: { max: 0.02, label: 'CLS ≤ 0.02' },
  lcpRatio: { max: 1.1, label: 'home LCP with JS / without JS ≤ 1.1' },
} as const;

export const mark = (ok: boolean) => (ok ? '✓' : '✗');

export interface RouteRow {
  route: string;
  summary: Summary;
}

export function passes(s: Summary): boolean {
  return (
    s.performance >= TARGETS.performance.min &&
    s.accessibility >= TARGETS.accessibility.min &&
    s.bestPractices >= TARGETS.bestPractices.min &&
    s.seo >= TARGETS.seo.min &&
    s.cls <= TARGETS.cls.max
  );
}

export function formatTable(rows: readonly RouteRow[]): string {
  const head = ['route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB'];
  const body = rows.map(({ route, summary: s }) => [
    route,
    `${s.performance} ${mark(s.performance >= TARGETS.performance.min)}`,
    `${s.accessibility} ${mark(s.accessibility >= TARGETS.accessibility.min)}`,
    `${s.bestPractices} ${mark(s.bestPractices >= TARGETS.bestPractices.min)}`,
    `${s.seo} ${mark(s.seo >= TARGETS.seo.min)}`,
    String(Math.round(s.lcpMs)),
    String(Math.round(s.tbtMs)),
    `${s.cls.toFixed(3)} ${mark(s.cls <= TARGETS.cls.max)}`,
    s.jsKib.toFixed(1),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
