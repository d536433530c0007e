/**
 * What the visual editor's browser side and its dev-server endpoints
 * (src/build/editor/api.ts) send each other. Dev only.
 */
import type { Locale } from '../../../schemas/locale';
import type { SharedSite } from '../../../schemas/site';
import type { JsonSchema } from './json-schema';

export const EDITOR_PATH = '/_editor';
export const EDITOR_API = '/_editor/api';
/** The dev server's event when a file under pages-config/ or schemas/ changes (vite-plugin-content.ts). */
export const CONTENT_CHANGED = 'runsite:content-changed';
/** Messages between the editor and its preview (the site in an iframe, app/editor-preview.ts). */
export const PREVIEW_READY = 'runsite-editor:ready';
export const PREVIEW_PAGE = 'runsite-editor:page';
export const PREVIEW_SELECT = 'runsite-editor:select';
export const PREVIEW_SCROLL = 'runsite-editor:scroll';
/** The query that makes a site page the editor's preview. */
export const PREVIEW_QUERY = 'editor-preview';

/** The request header carrying the dev server's per-run token (every write needs it). */
export const TOKEN_HEADER = 'x-editor-token';

/** As `npm run validate -- --translations` prints it (build/i18n/translations.ts uses this type). */
export type TranslationState = 'source' | 'present' | 'missing' | 'source changed' | 'unknown';

export interface PageSummary {
  file: string;
  locale: Locale;
  /** The file name shared by a page's translations ("runplay.json"). */
  name: string;
  path: string | undefined;
  title: string | undefined;
  /** Errors `npm run validate` reports for the file. */
  errors: number;
  /** The translation status of the page's name in every locale (validate --translations). */
  translations: Record<Locale, TranslationState>;
}

/** A field's error, with the path `npm run validate` prints ("sections[1].title"). */
export interface FieldError {
  file: string;
  path: string;
  message: string;
}

export interface OpenedPage {
  file: string;
  document: Record<string, unknown>;
  /** A hash of the file as read: a save names it, and is refused if the file changed since. */
  version: string;
}

export interface SectionKind {
  type: string;
  /** From its stories' docs description. */
  description: string;
  /** Its first story's args: a realistic section to start from. */
  example: Record<string, unknown>;
  /** The Storybook docs page of the type. */
  storyPath: string;
}

export interface Asset {
  src: string;
  width?: number;
  height?: number;
}

export interface LinkTarget {
  href: string;
  label: string;
}

export interface EditorState {
  pages: PageSummary[];
  schema: JsonSchema;
  sections: SectionKind[];
  assets: Asset[];
  links: LinkTarget[];
  /** Site values a text may name as {token}, and the site they come from (the preview fills them). */
  tokens: string[];
  site: SharedSite | undefined;
  videoProviders: string[];
}

export type SaveResult =
  | { ok: true; version: string }
  | { ok: false; reason: 'invalid'; errors: FieldError[] }
  | { ok: false; reason: 'stale'; current: OpenedPage | undefined }
  | { ok: false; reason: 'exists' }
  | { ok: false; reason: 'refused'; message: string };
