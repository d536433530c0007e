/**
 * What a field holds, for the build's rules and the CSP: a link, a file under
 * public/, a video, sanitised HTML… Fields are tagged where they are defined
 * (fields.ts, site.ts, sections/*), and src/build/tagged.ts finds every tagged
 * value of a document with its JSON path. A new field with a tag is checked
 * (and allowed by the CSP) with no change to the rules.
 *
 * A registry of its own (not z.globalRegistry) keeps the tags typed and out of
 * the generated JSON Schemas. Metadata is inherited by clones (`.regex()`,
 * `.refine()`), and wrappers (`.optional()`, `.default()`) are looked through.
 */
import { z } from 'zod';
import type { CspDirective, VideoProviderName } from './video-providers';

export type ContentTag =
  /** A link a visitor follows: internal routes and anchors must exist, external URLs must parse. */
  | { kind: 'link' }
  /** A file under public/ (image, video): it must exist. */
  | { kind: 'asset' }
  /** HTML allowed: sanitised to a small allowlist at build time. */
  | { kind: 'richText' }
  /** A video: the CSP allows its provider (`provider` for a bare id; otherwise from the URL's host). */
  | { kind: 'video'; provider?: VideoProviderName }
  /** A third-party script URL: checked like a link, and its origin is allowed in these CSP directives. */
  | { kind: 'embed'; csp: readonly CspDirective[] }
  /** An analytics id: when set, the CSP allows the analytics origins. */
  | { kind: 'analytics' }
  /** A CSS selector the browser will query: it must parse. */
  | { kind: 'selector' };

export type ContentKind = ContentTag['kind'];

export const contentTags = z.registry<ContentTag>();

/** `schema`, tagged (the same instance, registered in contentTags). */
export function tag<T extends z.ZodType>(schema: T, t: ContentTag): T {
  contentTags.add(schema, t);
  return schema;
}
