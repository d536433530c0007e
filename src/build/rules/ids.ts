/**
 * A section id is an anchor: it names one section of its page only, and never
 * an element the shell or the boot code owns (lib/shell-ids.ts).
 */
import { reservedIds } from '../../lib/shell-ids';
import { formatJsonPath, type ContentError } from '../content-error';
import { pagesOf, type Rule } from './rule';

export const idsRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  for (const { file, page } of pagesOf(ctx)) {
    const seen = new Set<string>();
    page.sections.forEach((s, i) => {
      if (!s.id) return;
      if (reservedIds.has(s.id))
        errors.push({
          file,
          path: formatJsonPath(['sections', i, 'id']),
          message: `id "${s.id}" belongs to the page's shell (${[...reservedIds].join(', ')}): choose another, e.g. "${s.id}-section"`,
        });
      if (seen.has(s.id))
        errors.push({
          file,
          path: formatJsonPath(['sections', i, 'id']),
          message: `id "${s.id}" is used twice on this page`,
        });
      seen.add(s.id);
    });
  }
  return errors;
};
