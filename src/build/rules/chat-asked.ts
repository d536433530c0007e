/**
 * A chat knowledge file's `asked[].section` must name a section Rachel can quote: an image, a form or a
 * chat button has no passage, and the index could not attach the phrasings anywhere (it would fail the
 * build without naming the file).
 */
import { chatKnowledgeSchema, type ChatKnowledge } from '../../../schemas/chat-knowledge';
import { quotableHrefs } from '../chat-index';
import { formatJsonPath, type ContentError } from '../content-error';
import { pagesOf, type Rule } from './rule';

export const chatAskedRule: Rule = (ctx) => {
  const pages = new Map(pagesOf(ctx).map(({ page }) => [page.path, page]));
  const quotable = new Map<string, Set<string>>();
  const errors: ContentError[] = [];
  for (const doc of ctx.documents) {
    if (doc.schema !== chatKnowledgeSchema) continue;
    const { asked } = doc.value as ChatKnowledge;
    asked.forEach((a, i) => {
      const page = pages.get(a.section.split('#')[0]);
      // A missing page or anchor is the links and anchors rules' to report.
      if (!page || (a.section.includes('#') && !page.sections.some((s) => a.section.endsWith(`#${s.id ?? ''}`))))
        return;
      let hrefs = quotable.get(page.path);
      if (!hrefs) quotable.set(page.path, (hrefs = quotableHrefs(page)));
      if (hrefs.has(a.section)) return;
      const where = a.section.includes('#') ? 'that section' : `${page.path} outside a section with an id`;
      errors.push({
        file: doc.file,
        path: formatJsonPath(['asked', i, 'section']),
        message: `"${a.section}": ${where} has no text the assistant can quote (an image, a form, a chat button); point at a section with text`,
      });
    });
  }
  return errors;
};
