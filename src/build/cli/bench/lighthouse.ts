/** One Lighthouse run (default config = mobile preset, simulated throttling) reduced to the numbers we track. */
import lighthouse, { type Flags, type Result } from 'lighthouse';

export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JS transferred by the page's own origin and others, KiB. */
  jsKib: number;
  /** Script requests that completed with a body (0 when JavaScript is blocked). */
  scriptsLoaded: number;
  /** Audits of the four categories that did not get a full score ("category: audit-id"), for the report. */
  failing: { id: string; score: number }[];
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

interface NetworkItem {
  resourceType?: string;
  statusCode?: number;
  transferSize?: number;
}

export function metricsOf(lhr: Result): RunMetrics {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script');
  const failing = Object.values(lhr.categories).flatMap((c) =>
    c.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .flatMap((a) => (a.score !== null && a.score < 1 ? [{ id: `${c.id}: ${a.id}`, score: a.score }] : [])),
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKib: scripts.reduce((n, s) => n + (s.transferSize ?? 0), 0) / 1024,
    scriptsLoaded: scripts.filter((s) => s.statusCode === 200 && (s.transferSize ?? 0) > 0).length,
    failing,
  };
}

/**
 * `noJs` blocks every *.js request (Lighthouse's blockedUrlPatterns). Chrome's
 * --blink-settings=scriptEnabled=false cannot be used: Lighthouse then fails
 * with "Debugger.enable: Script execution is prohibited".
 */
export async function runLighthouse(url: string, port: number, noJs = false): Promise<RunMetrics> {
  const flags: Flags = { port, logLevel: 'error', output: 'json', ...(noJs ? { blockedUrlPatterns: ['*.js'] } : {}) };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse error on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return metricsOf(result.lhr);
}
