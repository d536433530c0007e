/**
 * A cross-file rule: given every document that parsed, the errors it finds.
 * Rules read documents only through this context (no file system, no env),
 * so each is tested on small in-memory fixtures.
 */
import type { z } from 'zod';
import type { Page } from '../../../schemas/page';
import type { ContentError } from '../content-error';

/** A document that passed its schema. */
export interface ContentDocument {
  file: string;
  schema: z.ZodType;
  value: unknown;
  /** Set for a page document: "#id" links in it point at its own sections. */
  page?: Page;
  /** The file's text as written, when it was read from disk (not an editor's draft). */
  source?: string;
}

/** A file that is valid JSON, as written (valid against its schema or not). */
export interface RawDocument {
  file: string;
  value: unknown;
  /** The file's text as written, when it was read from disk (not an editor's draft). */
  source?: string;
  /** Further "{key}"s a text fills in itself at a JSON path (reply templates). */
  slots?: (at: PropertyKey[]) => readonly string[];
}

export interface RuleContext {
  documents: ContentDocument[];
  raw: RawDocument[];
  /** Routes of page documents that failed their schema: still routes, so links to them don't cascade into errors. */
  claimedRoutes: { file: string; routes: string[] }[];
  /** A page document is not JSON and may claim any route: links that match none are then not reported. */
  routesUnknown: boolean;
  /** The content folder (for errors about no file in particular) and the public folder, as named in messages. */
  configDir: string;
  publicDir: string;
  /** Whether a file exists under the public folder (path relative to it, "/" separated). */
  publicFileExists: (relative: string) => boolean;
  /** A public file's bytes (read once), for checks on what the file really is; absent in some tests. */
  readPublicFile?: (relative: string) => Buffer | undefined;
}

export type Rule = (ctx: RuleContext) => ContentError[];

export const pagesOf = (ctx: RuleContext) =>
  ctx.documents.flatMap((d) => (d.page ? [{ file: d.file, page: d.page }] : []));
