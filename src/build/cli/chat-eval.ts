/**
 * npm run chat:eval -- [--show] <set.json>...  Scores Rachel's built-in answers on question sets
 * (default: tests/chat-eval/tuned.json) and prints each set's confusion; --show lists the replies
 * that were not useful. Exit code 1 when a set misses the targets of issue 24, 2 when a set cannot be read.
 */
import { loadContent } from '../content';
import { resolvePaths } from '../paths';
import { confusion, readEvalSet, runEval, type EvalQuestion, type EvalResult } from '../chat-eval';

const args = process.argv.slice(2);
const show = args.includes('--show');
const files = args.filter((a) => !a.startsWith('--'));
const { pages, routes, site, chat } = loadContent(resolvePaths().contentRoot);
if (!site) throw new Error('site.json is missing');

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
let failed = false;
for (const file of files.length ? files : ['tests/chat-eval/tuned.json']) {
  let questions: EvalQuestion[];
  try {
    questions = readEvalSet(file);
  } catch (e) {
    console.error(`chat:eval: ${(e as Error).message}`);
    process.exit(2);
  }
  const started = performance.now();
  const results: EvalResult[] = runEval({ pages, routes, site, chat }, questions);
  const ms = performance.now() - started;
  const c = confusion(results);
  const n = results.length;
  console.log(`${file}: ${n} questions, ${c.useful} useful (${pct(c.useful, n)}) in ${ms.toFixed(0)} ms`);
  console.log(
    `  ${Object.entries(c)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  );
  const ok = c.useful / n >= 0.9 && c['false-idk'] / n <= 0.03 && !c['wrong-product'] && !c['wrong-language'];
  if (!ok) failed = true;
  if (show)
    for (const r of results.filter((x) => x.outcome !== 'useful'))
      console.log(
        `  [${r.outcome}] ${r.q.before ? `(${r.q.before}) ` : ''}${r.q.q}\n      → ${r.reply.kind}: ${r.reply.text.replace(/\s+/g, ' ').slice(0, 160)} ${r.reply.links.map((l) => l.href).join(' ')}`,
      );
}
process.exit(failed ? 1 : 0);
