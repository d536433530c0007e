/**
 * Reads built HTML with parse5 (the WHATWG parser jsdom uses): tags and
 * attributes as a browser sees them, entities decoded, nothing matched inside
 * scripts or comments.
 */
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

export interface HtmlElement {
  tag: string;
  attrs: ReadonlyMap<string, string>;
  /** The element's own text (its direct text children), e.g. a sitemap's <loc>. */
  text: string;
}

/** Every element of a document, in document order. */
export function htmlElements(html: string): HtmlElement[] {
  const out: HtmlElement[] = [];
  const visit = (node: T.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const text = child.childNodes.flatMap((c) => (c.nodeName === '#text' ? [(c as T.TextNode).value] : [])).join('');
      out.push({ tag: child.tagName, attrs: new Map(child.attrs.map((a) => [a.name, a.value])), text });
      // <template> keeps its children in a separate fragment.
      visit(child.tagName === 'template' ? (child as T.Template).content : child);
    }
  };
  // Scripting off: <noscript> content is markup a visitor without JavaScript gets, so its links count.
  visit(parse(html, { scriptingEnabled: false }));
  return out;
}

/** The space-separated tokens of an attribute (rel, data-modules), lower-cased when `lower`. */
export function tokens(value: string | undefined, lower = false): string[] {
  const list = (value ?? '').split(/\s+/).filter(Boolean);
  return lower ? list.map((t) => t.toLowerCase()) : list;
}

/** The URLs of a srcset attribute ("a.avif 1x, b.avif 2x"). */
export function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);
}
