/**
 * npm run chat:learn: learns which product a question is likely about (src/lib/chat/likely.json) from the
 * sets already scored (SPENT_SETS), never from a held-out set not yet scored.
 */
import fs from 'node:fs';
import { SPENT_SETS, readEvalSet } from '../chat-eval';
import { learnLikely } from '../chat-learn';

const questions = SPENT_SETS.flatMap((s) => readEvalSet(`tests/chat-eval/${s}.json`));
const model = learnLikely(questions);
fs.writeFileSync('src/lib/chat/likely.json', `${JSON.stringify(model)}\n`);
console.log(`src/lib/chat/likely.json: ${Object.keys(model.stems).length} stems from ${questions.length} questions`);
