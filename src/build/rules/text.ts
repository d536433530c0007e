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

/** Every string leaf of `value`, with its path. */
function strings(value: unknown, path: (string | number)[] = [], out: [(string | number)[], string][] = []) {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, [...path, k], out);
  return out;
}

export const textRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  for (const doc of ctx.documents) {
    const notText = new Set(tagged(doc.schema, doc.value).map((t) => formatJsonPath(t.path)));
    for (const [path, value] of strings(doc.value)) {
      const at = formatJsonPath(path);
      if (notText.has(at) || path[0] === '$schema') continue;
      if (value.length > 0 && value.trim() === '')
        errors.push({
          file: doc.file,
          path: at,
          message: 'is only spaces: write the text, or leave the field out if it is optional',
        });
      else if (MARKUP.test(value))
        errors.push({
          file: doc.file,
          path: at,
          message: `has HTML markup (${MARKUP.exec(value)?.[0] ?? ''}), which this field shows as plain text: remove it (only rich-text fields take markup)`,
        });
    }
  }
  return errors;
};
