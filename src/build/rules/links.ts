/**
 * Every link the schema tags (menus, footer, buttons, cards, the map link, the
 * chat widget's script…) must lead somewhere: an internal path to a page, an
 * external address that parses. Anchors are the anchors rule's.
 */
import { browserHref, isSafeHref } from '../../../schemas/fields';
import { didYouMean } from '../did-you-mean';
import { hrefsIn } from '../sanitize';
import { formatJsonPath, type ContentError } from '../content-error';
import { tagged } from '../tagged';
import { routeIndex } from './route-index';
import type { Rule } from './rule';

/** Why an external link cannot work, or undefined. */
function externalProblem(value: string): string | undefined {
  if (/^https?:\/\//i.test(value)) {
    try {
      if (new URL(value).hostname) return undefined;
    } catch {
      // reported below
    }
    return `link "${value}" is not a valid web address`;
  }
  if (/^mailto:/i.test(value) && !/^mailto:[^@\s]+@[^@\s]+$/i.test(value.split('?')[0]))
    return `e-mail link "${value}" has no valid address`;
  if (/^tel:/i.test(value) && !/^tel:\+?[\d\s().-]{3,}$/i.test(value))
    return `phone link "${value}" has no valid number`;
  return undefined;
}

export const linksRule: Rule = (ctx) => {
  const { owners, ids } = routeIndex(ctx);
  const errors: ContentError[] = [];
  for (const doc of ctx.documents) {
    const checkLink = (value: string, path: PropertyKey[]) => {
      if (value.startsWith('#')) return; // the anchors rule's
      if (value.startsWith('/')) {
        const pathname = value.split('#')[0];
        if (ids.has(pathname) || ctx.routesUnknown) return;
        const hint = didYouMean(pathname, [...owners.keys()]);
        errors.push({
          file: doc.file,
          path: formatJsonPath(path),
          message: `internal link "${value}" matches no page${hint ? ` (did you mean "${hint}"?)` : ''}`,
        });
      } else {
        const problem = externalProblem(value);
        if (problem) errors.push({ file: doc.file, path: formatJsonPath(path), message: problem });
      }
    };
    for (const { tag, path, value: written } of tagged(doc.schema, doc.value)) {
      if (typeof written !== 'string') continue;
      // Rich text: each <a href> inside it is a link like any other (read as the browser reads it).
      if (tag.kind === 'richText') {
        for (const href of hrefsIn(written)) {
          if (!isSafeHref(href))
            errors.push({
              file: doc.file,
              path: formatJsonPath(path),
              message: `link "${href}" in this text is not allowed (it leaves the site as "${browserHref(href)}", or is not a web, mailto: or tel: link): it would be removed when published`,
            });
          else checkLink(browserHref(href), path);
        }
        continue;
      }
      if (tag.kind !== 'link' && tag.kind !== 'embed') continue;
      checkLink(browserHref(written), path);
    }
  }
  return errors;
};
