/**
 * Build-time HTML sanitiser for rich text in page documents. Runs in Node
 * (validate, build, dev server), never in the browser: DOMPurify gets a jsdom
 * window once, lazily.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'br', 'a', 'span', 'ul', 'ol', 'li', 'p'];
export const ALLOWED_ATTR = ['href', 'target', 'rel'];

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function getPurifier() {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const value = node.getAttribute('href') ?? '';
        if (!/^(\/|#|https?:|mailto:|tel:)/i.test(value)) node.removeAttribute('href');
        if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
