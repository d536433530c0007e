/**
 * npm run chat:learn: learns Rachel's second opinions (src/lib/chat/likely.ts) from the sets already
 * scored (SPENT_SETS), never from a held-out set not yet scored: which product a question is about
 * (likely.json), whether the site answers it (answerable.json), which page does (pages.json), which
 * small talk a message is, if any (talk.json), which section of a legal text answers (sections.json)
 * and which part of a product's page (parts.json).
 */
import fs from 'node:fs';
import { SPENT_SETS, readEvalSet } from '../chat-eval';
import { learnModels, pageIn } from '../chat-learn';
import { buildChatIndex } from '../chat-index';
import { loadContent } from '../content';
import { resolvePaths } from '../paths';

const questions = SPENT_SETS.flatMap((s) => readEvalSet(`tests/chat-eval/${s}.json`));
const { pages, routes, site, chat } = loadContent(resolvePaths().contentRoot);
if (!site) throw new Error('site.json is missing');
const pageOf = pageIn(routes);
// The sections the Italian index holds: a label's guessed anchor is no section to learn.
const models = learnModels(questions, pageOf, buildChatIndex({ pages, routes, site, chat }, 'it').passages);
for (const [file, model] of [
  ['likely', models.product],
  ['answerable', models.answerable],
  ['pages', models.pages],
  ['talk', models.talk],
  ['sections', models.sections],
  ['parts', models.parts],
] as const) {
  fs.writeFileSync(`src/lib/chat/${file}.json`, `${JSON.stringify(model)}\n`);
  console.log(`src/lib/chat/${file}.json: ${Object.keys(model.stems).length} stems from ${questions.length} questions`);
}
