/**
 * The local lead store: one JSON line per submission, with `receivedAt`, in
 * .data/leads.jsonl (or $LEADS_FILE).
 *
 * No interleaving: appends go through one promise chain, so each complete
 * line is written by its own appendFile (O_APPEND) only after the previous one
 * finished. The chain serialises writers in this process; O_APPEND keeps
 * whole small lines intact even if a second server appends to the same file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Submission } from '../../schemas/submissions';
import type { LeadStore } from './leads';

export type StoredLead = Submission & { receivedAt: string };

export function createLeadStore(file: string, now: () => number = Date.now): LeadStore & { file: string } {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    file,
    append(submission) {
      const write = queue.then(async () => {
        const line = `${JSON.stringify({ ...submission, receivedAt: new Date(now()).toISOString() } satisfies StoredLead)}\n`;
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.appendFile(file, line, { flag: 'a' });
      });
      queue = write.catch(() => undefined);
      return write;
    },
  };
}
