/** Every file the schema tags as an asset (images, logos, social images) exists under the public folder. */
import path from 'node:path';
import { formatJsonPath, type ContentError } from '../content-error';
import { tagged } from '../tagged';
import type { Rule } from './rule';

export const assetsRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  for (const doc of ctx.documents) {
    for (const { path: at, value } of tagged(doc.schema, doc.value, 'asset')) {
      if (typeof value !== 'string' || !value.startsWith('/')) continue;
      const relative = path.posix.normalize(`.${value}`);
      const message =
        relative === '..' || relative.startsWith('../')
          ? `file "${value}" is outside ${ctx.publicDir}/`
          : !ctx.publicFileExists(relative)
            ? `file "${value}" does not exist under ${ctx.publicDir}/`
            : undefined;
      if (message) errors.push({ file: doc.file, path: formatJsonPath(at), message });
    }
  }
  return errors;
};
