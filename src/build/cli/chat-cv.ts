/**
 * npm run chat:cv -- [--val <set>,<set>...] [--out <file.jsonl>]: how Rachel does on questions her learned
 * second opinions never saw. The spent sets (SPENT_SETS) left out by set: ten folds of whole sets, each
 * answered by models learned from the others (chat-learn.ts, foldsBySet). The sets after --val (names in
 * tests/chat-eval/, read as a round's validation) are answered by models learned from every spent set.
 * Prints the confusion of each; --out writes one line per question (set, index, outcome, reply kind, links),
 * to compare two versions of the code question by question. Never pass a held-out set not yet scored.
 */
import fs from 'node:fs';
import { SPENT_SETS, confusion, evaluator, readEvalSet, type EvalResult } from '../chat-eval';
import { foldsBySet, learnModels, pageIn } from '../chat-learn';
import { buildChatIndex } from '../chat-index';
import { loadContent } from '../content';
import { resolvePaths } from '../paths';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const validation = (option('--val') ?? '').split(',').filter(Boolean);
const out = option('--out');

const { pages, routes, site, chat } = loadContent(resolvePaths().contentRoot);
if (!site) throw new Error('site.json is missing');
const content = { pages, routes, site, chat };
const pageOf = pageIn(routes);
const { passages } = buildChatIndex(content, 'it');
const learn = (sets: readonly { questions: ReturnType<typeof readEvalSet> }[]) =>
  learnModels(
    sets.flatMap((s) => s.questions),
    pageOf,
    passages,
  );
const read = (name: string) => {
  try {
    return { name, questions: readEvalSet(`tests/chat-eval/${name}.json`) };
  } catch (e) {
    console.error(`chat:cv: ${(e as Error).message}`);
    process.exit(2);
  }
};

const lines: string[] = [];
/** Keeps each reply for --out. */
const record = (name: string, results: readonly EvalResult[]) =>
  results.forEach((r, i) =>
    lines.push(
      JSON.stringify({ set: name, i, outcome: r.outcome, kind: r.reply.kind, links: r.reply.links.map((l) => l.href) }),
    ),
  );
const print = (label: string, results: readonly EvalResult[]) => {
  const c = confusion(results);
  console.log(`${label}: ${c.useful} of ${results.length} useful`);
  console.log(
    `  ${Object.entries(c)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  );
};

const spent = SPENT_SETS.map(read);
const leftOut: EvalResult[] = [];
for (const { left, learned } of foldsBySet(spent)) {
  const answer = evaluator(content, learn(learned));
  for (const set of left) {
    const results = answer(set.questions);
    record(set.name, results);
    leftOut.push(...results);
  }
}
print('spent sets left out by set', leftOut);
if (validation.length) {
  const answer = evaluator(content, learn(spent));
  const all: EvalResult[] = [];
  for (const set of validation.map(read)) {
    const results = answer(set.questions);
    record(set.name, results);
    print(set.name, results);
    all.push(...results);
  }
  print('validation', all);
}
if (out) fs.writeFileSync(out, `${lines.join('\n')}\n`);
