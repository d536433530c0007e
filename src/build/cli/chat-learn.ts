/**
 * npm run chat:learn: learns Rachel's second opinions (src/lib/chat/likely.ts) from the sets already
 * scored (SPENT_SETS), never from a held-out set not yet scored: which product a question is about
 * (likely.json), whether the site answers it (answerable.json), which page does (pages.json) and which
 * small talk a message is, if any (talk.json).
 */
import fs from 'node:fs';
import { SPENT_SETS, readEvalSet } from '../chat-eval';
import { learnAnswerable, learnLikely, learnPages, learnTalk, pageIn } from '../chat-learn';
import { loadContent } from '../content';
import { resolvePaths } from '../paths';

const questions = SPENT_SETS.flatMap((s) => readEvalSet(`tests/chat-eval/${s}.json`));
const pageOf = pageIn(loadContent(resolvePaths().contentRoot).routes);
for (const [file, model] of [
  ['likely', learnLikely(questions)],
  ['answerable', learnAnswerable(questions)],
  ['pages', learnPages(questions, pageOf)],
  ['talk', learnTalk(questions)],
] as const) {
  fs.writeFileSync(`src/lib/chat/${file}.json`, `${JSON.stringify(model)}\n`);
  console.log(`src/lib/chat/${file}.json: ${Object.keys(model.stems).length} stems from ${questions.length} questions`);
}
