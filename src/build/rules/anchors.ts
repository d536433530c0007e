/** "#id" must name a section of the same page; "/page#id" a section of that page. */
import { formatJsonPath, type ContentError } from '../content-error';
import { tagged } from '../tagged';
import { routeIndex } from './route-index';
import type { Rule } from './rule';

export const anchorsRule: Rule = (ctx) => {
  const { ids } = routeIndex(ctx);
  const errors: ContentError[] = [];
  for (const doc of ctx.documents) {
    const own = doc.page ? ids.get(doc.page.path) : undefined;
    for (const { path, value } of tagged(doc.schema, doc.value, 'link')) {
      if (typeof value !== 'string') continue;
      const at = formatJsonPath(path);
      if (value.startsWith('#')) {
        if (!own || own === 'unknown')
          errors.push({ file: doc.file, path: at, message: `anchor "${value}" cannot be used here: use "/page#id"` });
        else if (!own.has(value.slice(1)))
          errors.push({ file: doc.file, path: at, message: `anchor "${value}" matches no section id on this page` });
      } else if (value.startsWith('/') && value.includes('#')) {
        const [pathname, hash] = value.split('#');
        const target = ids.get(pathname);
        if (target && target !== 'unknown' && !target.has(hash)) {
          errors.push({ file: doc.file, path: at, message: `anchor "#${hash}" matches no section id on ${pathname}` });
        }
      }
    }
  }
  return errors;
};
