import { site } from 'virtual:content';
import { defaultLocale, locales, type Locale } from '../schemas/locale';
import type { EditionSite } from '../schemas/site';
import { siteCatalog, uiCatalog } from '../src/i18n/catalogs';

/**
 * Stories in either language: the toolbar's `locale` global (Italian by
 * default) picks the interface strings, site values and, for page stories,
 * the document shown. Play functions read the same language as the canvas.
 */
type Globals = Record<string, unknown>;

export const storyLocale = (globals: Globals): Locale => locales.find((l) => l === globals.locale) ?? defaultLocale;

/** The story's interface strings (the preview's loader has loaded them before play runs). */
export const storyUi = (globals: Globals) => uiCatalog.get(storyLocale(globals));

/** site.json's values (menus, footer) in the story's language, as useSite gives them (loaded by the preview's loader). */
export const storySite = (globals: Globals): EditionSite => ({ ...site, ...siteCatalog.get(storyLocale(globals)) });

/** A parameter given once for every language, or per language (a page story's route and JSON). */
export type PerLocale = string | Partial<Record<Locale, string>>;

export const inLocale = (value: PerLocale | undefined, locale: Locale): string | undefined =>
  typeof value === 'object' ? value[locale] : value;

/**
 * A story's globals in English: its English run in the story test run (play
 * + axe). Such a story is tagged `['!dev', '!autodocs']` in its file (tags
 * must be literal for the indexer): people switch with the toolbar instead.
 */
export const inEnglish = (globals?: Globals): Globals => ({ ...globals, locale: 'en' satisfies Locale });
