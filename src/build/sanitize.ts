/**
 * Build-time HTML sanitiser for the values tagged 'richText' (applied by the loader). Runs in Node
 * (validate, build, dev server), never in the browser: DOMPurify gets a jsdom
 * window once, lazily.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { isSafeHref } from '../../schemas/fields';

export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'br', 'a', 'span', 'ul', 'ol', 'li', 'p'];
/** rel is not configurable: it is set to "noopener noreferrer" on every link that opens a new tab. */
export const ALLOWED_ATTR = ['href', 'target'];

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function getPurifier() {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const value = node.getAttribute('href');
        if (value !== null && !isSafeHref(value)) node.removeAttribute('href');
        // Only a new tab (with rel set here) or the same tab: no _top/_parent or named frames.
        const target = node.getAttribute('target');
        if (target !== null && target !== '_blank') node.removeAttribute('target');
        if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * `fn` remembering its answers by input string: a site repeats the same rich text across pages (and
 * validating 10,000 pages parsed each copy with jsdom several times). Bounded for the long-running dev server.
 */
function remembered<T>(fn: (html: string) => T): (html: string) => T {
  const answers = new Map<string, T>();
  return (html) => {
    let answer = answers.get(html);
    if (answer === undefined) {
      if (answers.size >= 5000) answers.clear();
      answer = fn(html);
      answers.set(html, answer);
    }
    return answer;
  };
}

const sanitized = remembered((html) => getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }));
export function sanitizeHtml(html: string): string {
  return sanitized(html);
}

/** The href of every link in `html`, as written (entities decoded), for the links rule. */
const hrefs = remembered((html) => {
  const template = templateWindow().document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '');
});
export function hrefsIn(html: string): string[] {
  return [...hrefs(html)];
}

let parsing: JSDOM['window'] | undefined;
const templateWindow = () => (parsing ??= new JSDOM('').window);

/**
 * What sanitising `html` takes out (elements, attributes, unsafe links), as
 * short descriptions: an editor is told that part of their text will not be
 * published instead of finding it silently gone.
 */
export function removedBy(html: string): string[] {
  return [...removals(html)];
}
const removals = remembered((html: string): string[] => {
  const purifier = getPurifier();
  purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
  // DOMPurify lists the <body> it parses into as removed: not the editor's content.
  const removed = purifier.removed
    .filter((r) => !('element' in r) || r.element.nodeName !== 'BODY')
    .map((r) =>
      'element' in r
        ? `<${r.element.nodeName.toLowerCase()}>`
        : `${r.attribute?.name ?? 'an attribute'} on <${r.from.nodeName.toLowerCase()}>`,
    );
  // The hook drops unsafe hrefs and targets itself (DOMPurify does not list those).
  const before = hrefsIn(html).map((h) => h.trim());
  const after = new Set(hrefsIn(sanitizeHtml(html)).map((h) => h.trim()));
  for (const href of before) if (!after.has(href)) removed.push(`the link "${href}"`);
  return removed;
});
