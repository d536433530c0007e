/**
 * The built-in assistant's engine (lib/chat/answer.ts with MiniSearch, the stemmers and the stop words:
 * 70 of the panel's 80 KB) is a chunk of its own, fetched once the panel has painted: the greeting no
 * longer waits for it to arrive and run. A question asked before it is here waits for it; a failed load
 * is not kept, so the next question fetches it again.
 */
import type { Assistant } from '../../lib/chat/answer';
import type { ChatIndex } from '../../lib/chat/retrieve';

let engine: Promise<typeof import('../../lib/chat/answer')> | undefined;

export function loadAssistant(index: ChatIndex): Promise<Assistant> {
  engine ??= import('../../lib/chat/answer').catch((err: unknown) => {
    engine = undefined;
    throw err;
  });
  return engine.then((m) => m.loadAssistant(index));
}
