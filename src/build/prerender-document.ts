/**
 * The text of the files the prerenderer writes, kept apart from the build
 * script so unit tests can import it. Content never goes through
 * String.replace as a replacement string: `$&`, `$'`, `` $` `` and `$$` in a
 * title or a paragraph would expand there (replacer functions take it literally).
 */
import { SHELL_IDS } from '../lib/shell-ids';

/** React 19 emits hoistable <title>/<meta>/<link> first: they move into <head>. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** `text` with the first `marker` replaced by `value`, taken literally. */
function put(text: string, marker: string, value: string): string {
  if (!text.includes(marker)) throw new Error(`prerender: the template has no ${marker}`);
  return text.replace(marker, () => value);
}

/** The boot script's tag, with the chunks of the first islands it preloads after the page has painted. */
export function withBoot(template: string, modules: string[]): string {
  return put(
    template,
    '<script type="module" crossorigin src=',
    `<script type="module" crossorigin id="${SHELL_IDS.boot}" data-modules="${modules.join(' ')}" src=`,
  );
}

/** A full HTML file: the template with the rendered head, body and extra body markup. */
export function toDocument(template: string, rendered: string, modules: string[], extraBody = ''): string {
  const head = rendered.match(HOISTED)?.[0] ?? '';
  const body = rendered.slice(head.length);
  const withHead = put(withBoot(template, modules), '<!--app-head-->', head);
  return put(put(withHead, '<!--app-html-->', body), '</body>', `${extraBody}</body>`);
}

/** robots.txt is line-based: a line break in the URL could add rules; it is dropped. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/[\r\n]/g, '')}/sitemap.xml\n`;
}
