/**
 * Plain text is plain: a string that is only spaces is no title or label (the
 * schemas' min(1) lets "   " through), and markup in a field that is not rich
 * text would be shown to visitors as literal tags. Every string of every
 * document is checked; the tagged ones that are not text (links, assets,
 * selectors, embeds…) and rich text (sanitised, checked by the links rule) are left out.
 */
import { formatJsonPath, type ContentError } from '../content-error';
import { tagged } from '../tagged';
import type { Rule } from './rule';

const MARKUP = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>|<!--/i;
/** A JSON string of only whitespace, as JSON writes it. */
const BLANK = /"(?:\s|\\[nrtf])+"/;
const ESCAPE = /\\u[0-9a-f]{4}/i;

/**
 * Calls `visit` with every string leaf of `value` and its path key (the keys joined by NUL, cheap to compare);
 * `pathOf` gives the path itself, built only when a leaf is reported.
 */
function strings(
  value: unknown,
  key: string,
  path: () => PropertyKey[],
  visit: (text: string, key: string, pathOf: () => PropertyKey[]) => void,
) {
  if (typeof value === 'string') visit(value, key, path);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${key}\u0000${i}`, () => [...path(), i], visit));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, `${key}\u0000${k}`, () => [...path(), k], visit);
}

export const textRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  for (const doc of ctx.documents) {
    // Most documents have neither: one test of their JSON text skips the walk (a whitespace-only string, or markup).
    // The file as written serves when there is one (a page: its {tokens} are filled from site.json, whose own text
    // is checked as its document); any \u escape in it might spell a space or a "<", so it is walked then.
    const source = doc.source;
    const json = source ?? JSON.stringify(doc.value);
    // (`includes` first: a plain search for the one character each needs is many times faster than the regex.)
    const markup = json.includes('<') && MARKUP.test(json);
    const escape = !!source && source.includes('\\u') && ESCAPE.test(source);
    if (!markup && !escape && !BLANK.test(json)) continue;
    // Paths compared by a cheap key; formatted only for an error (formatting every leaf cost more than the check).
    const notText = new Set(
      tagged(doc.schema, doc.value).map((t) => t.path.reduce<string>((k, p) => `${k}\u0000${String(p)}`, '')),
    );
    strings(
      doc.value,
      '',
      () => [],
      (value, key, pathOf) => {
        if (notText.has(key)) return;
        const spaces = value.length > 0 && value.trim() === '';
        if (!spaces && !MARKUP.test(value)) return;
        const path = pathOf();
        if (path[0] === '$schema') return;
        const at = formatJsonPath(path);
        if (spaces)
          errors.push({
            file: doc.file,
            path: at,
            message: 'is only spaces: write the text, or leave the field out if it is optional',
          });
        else
          errors.push({
            file: doc.file,
            path: at,
            message: `has HTML markup (${MARKUP.exec(value)?.[0] ?? ''}), which this field shows as plain text: remove it (only rich-text fields take markup)`,
          });
      },
    );
  }
  return errors;
};
