/**
 * Translations (pairing by file name: pages-config/x.json ↔ pages-config/en/x.json):
 * - a page with no counterpart in another locale is a warning (translationWarnings), listing the pages;
 * - a link written in one locale's content (a page, site.json's `locales.<l>` values, that locale's chat
 *   knowledge) to a page of another locale is an error when the linked page has a counterpart in the
 *   link's own locale, with that counterpart as the did-you-mean;
 * - two unpaired pages whose paths differ only by the locale prefix (/prodotti, /en/prodotti) under
 *   different file names are an error: they read as a pair, but nothing pairs them.
 * Two documents of one locale claiming one translation cannot happen with file-name pairing unless a
 * document declares a locale other than its folder's, which the locales rule refuses.
 */
import { defaultLocale, localePrefix, locales, isLocale, type Locale } from '../../../schemas/locale';
import { formatJsonPath, type ContentError } from '../content-error';
import { counterpartRoutes, fileSlot, translationGroups } from '../i18n/pairs';
import { tagged } from '../tagged';
import { pagesOf, type ContentDocument, type Rule, type RuleContext } from './rule';

/** The locale a value of `doc` at `at` is written in. */
function localeAt(ctx: RuleContext, doc: ContentDocument, at: readonly PropertyKey[]): Locale {
  if (doc.page) return doc.page.locale;
  const [first, second] = at;
  if (first === 'locales' && typeof second === 'string' && isLocale(second)) return second;
  return fileSlot(ctx.configDir, doc.file).locale;
}

function crossLocaleLinks(ctx: RuleContext): ContentError[] {
  const pages = pagesOf(ctx);
  const localeOfRoute = new Map(pages.flatMap(({ page }) => [page.path, ...page.aliases].map((r) => [r, page.locale])));
  const counterparts = counterpartRoutes(ctx.configDir, pages);
  const errors: ContentError[] = [];
  for (const doc of ctx.documents) {
    for (const { tag, path, value } of tagged(doc.schema, doc.value)) {
      if (tag.kind !== 'link' || typeof value !== 'string' || !value.startsWith('/')) continue;
      const [route] = value.split('#');
      const target = localeOfRoute.get(route);
      const own = localeAt(ctx, doc, path);
      const counterpart = counterparts.get(route)?.[own];
      if (!target || target === own || !counterpart) continue;
      const hint = counterpart + value.slice(route.length); // keeps the anchor
      errors.push({
        file: doc.file,
        path: formatJsonPath(path),
        message: `link "${value}" leads from "${own}" content to a "${target}" page that has a "${own}" translation (did you mean "${hint}"?)`,
      });
    }
  }
  return errors;
}

/** Unpaired pages of two locales whose paths differ only by the prefix: they should share a file name. */
function misnamedPairs(ctx: RuleContext): ContentError[] {
  const errors: ContentError[] = [];
  const groups = [...translationGroups(ctx.configDir, pagesOf(ctx)).values()];
  const unpaired = groups.filter((g) => g.size === 1).map((g) => [...g][0]);
  const strip = (locale: Locale, route: string) => route.slice(localePrefix(locale).length) || '/';
  const sources = new Map(unpaired.filter(([l]) => l === defaultLocale).map(([, p]) => [p.page.path, p.file] as const));
  for (const [locale, { file, page }] of unpaired) {
    if (locale === defaultLocale) continue;
    const source = sources.get(strip(locale, page.path));
    if (!source) continue;
    const expected = `${ctx.configDir}/${locale}/${fileSlot(ctx.configDir, source).name}`;
    errors.push({
      file,
      path: 'path',
      message: `"${page.path}" reads as the translation of ${source}, but the file names differ: translations are paired by file name, rename this file to ${expected}`,
    });
  }
  return errors;
}

export const translationsRule: Rule = (ctx) => [...misnamedPairs(ctx), ...crossLocaleLinks(ctx)];

/** One warning per locale listing the pages that have no counterpart in it. */
export function translationWarnings(ctx: RuleContext): string[] {
  const groups = [...translationGroups(ctx.configDir, pagesOf(ctx)).values()];
  return locales.flatMap((locale) => {
    const without = groups.filter((g) => !g.has(locale)).flatMap((g) => [...g.values()].map((p) => p.file));
    return without.length ? [`pages without a "${locale}" translation: ${without.sort().join(', ')}`] : [];
  });
}
