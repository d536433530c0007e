/**
 * Every "{key}" token in every text of every file must be one site.json
 * defines, or it would show as typed. Checked on the files as written, so a
 * file that fails its schema still gets its token errors in the same run.
 */
import { didYouMean } from '../did-you-mean';
import { formatJsonPath, type ContentError } from '../content-error';
import { SITE_VALUE_KEYS, TOKEN } from '../../lib/site-values';
import type { Rule } from './rule';

const MAY_HOLD = /\{\w+\}|\\u/;
const KNOWN = `site.json defines ${SITE_VALUE_KEYS.map((k) => `{${k}}`).join(', ')}`;

/** Every string of `value` but `$schema`; its path is built only when asked for (an error). */
function walkStrings(value: unknown, at: () => PropertyKey[], visit: (text: string, at: () => PropertyKey[]) => void) {
  if (typeof value === 'string') visit(value, at);
  else if (Array.isArray(value)) value.forEach((v, i) => walkStrings(v, () => [...at(), i], visit));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) if (k !== '$schema') walkStrings(v, () => [...at(), k], visit);
}

export const tokensRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  for (const { file, value, slots, source } of ctx.raw) {
    // A file whose text has no "{word}" (and no \u escape that could spell one) holds no token: not walked.
    if (source !== undefined && !MAY_HOLD.test(source)) continue;
    walkStrings(
      value,
      () => [],
      (text, pathOf) => {
        if (!text.includes('{')) return;
        const at = pathOf();
        const allowed = [...SITE_VALUE_KEYS, ...(slots?.(at) ?? [])];
        for (const [, key] of text.matchAll(TOKEN)) {
          if (allowed.includes(key)) continue;
          const hint = didYouMean(key, allowed);
          errors.push({
            file,
            path: formatJsonPath(at),
            message: `unknown token "{${key}}"${hint ? ` (did you mean "{${hint}}"?)` : ''}; ${KNOWN}`,
          });
        }
      },
    );
  }
  return errors;
};
