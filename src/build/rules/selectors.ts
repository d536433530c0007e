/** Every value the schema tags as a CSS selector (the chat widget's bubble) must parse, or "Avvia una chat" would find nothing. */
import { JSDOM } from 'jsdom';
import { formatJsonPath, type ContentError } from '../content-error';
import { tagged } from '../tagged';
import type { Rule } from './rule';

let document: Document | undefined;

/** Why `selector` is not a valid CSS selector, or undefined when it is. */
export function checkSelector(selector: string): string | undefined {
  document ??= new JSDOM('').window.document;
  try {
    document.querySelector(selector);
    return undefined;
  } catch {
    return `"${selector}" is not a valid CSS selector`;
  }
}

export const selectorsRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  for (const doc of ctx.documents) {
    for (const { path, value } of tagged(doc.schema, doc.value, 'selector')) {
      const problem = typeof value === 'string' ? checkSelector(value) : undefined;
      if (problem) errors.push({ file: doc.file, path: formatJsonPath(path), message: problem });
    }
  }
  return errors;
};
