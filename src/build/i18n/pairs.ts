/**
 * Translation pairing by file layout: `pages-config/x.json` is Italian and
 * `pages-config/<locale>/x.json` is its translation into <locale> (the same
 * name under the locale's folder). Pure: works on file names and parsed pages.
 */
import { defaultLocale, isLocale, type Alternates, type Locale, type RouteEntry } from '../../../schemas/locale';
import type { Page } from '../../../schemas/page';

export interface LocatedPage {
  /** Repository-relative file, "/" separated: "pages-config/en/chi-siamo.json". */
  file: string;
  page: Page;
}

/** Where a file sits: the locale its folder stands for, and its name within that folder (the pairing key). */
export function fileSlot(configDir: string, file: string): { locale: Locale; name: string } {
  const rel = file.startsWith(`${configDir}/`) ? file.slice(configDir.length + 1) : file;
  const [first, ...rest] = rel.split('/');
  if (rest.length && isLocale(first) && first !== defaultLocale) return { locale: first, name: rest.join('/') };
  return { locale: defaultLocale, name: rel };
}

/** Pages grouped by pairing key: name -> locale (by folder) -> the page. */
export function translationGroups(
  configDir: string,
  pages: readonly LocatedPage[],
): Map<string, Map<Locale, LocatedPage>> {
  const groups = new Map<string, Map<Locale, LocatedPage>>();
  for (const p of pages) {
    const { locale, name } = fileSlot(configDir, p.file);
    const group = groups.get(name) ?? new Map<Locale, LocatedPage>();
    if (!group.has(locale)) group.set(locale, p);
    groups.set(name, group);
  }
  return groups;
}

/** Every page's routes with its locale and its alternates (each translation's canonical path, itself included). */
export function routeEntries(configDir: string, pages: readonly LocatedPage[]): RouteEntry[] {
  const groups = translationGroups(configDir, pages);
  return pages.map(({ file, page }) => {
    const group = groups.get(fileSlot(configDir, file).name);
    const alternates: Alternates = {};
    for (const [locale, other] of group ?? []) alternates[locale] = other.page.path;
    return { path: page.path, aliases: page.aliases, locale: page.locale, alternates };
  });
}

/**
 * Route -> its counterpart route in each other locale: paths map to paths, an
 * alias to the alias at the same index (or the counterpart's path when it has fewer).
 */
export function counterpartRoutes(
  configDir: string,
  pages: readonly LocatedPage[],
): Map<string, Partial<Record<Locale, string>>> {
  const map = new Map<string, Partial<Record<Locale, string>>>();
  for (const group of translationGroups(configDir, pages).values()) {
    for (const [, { page }] of group) {
      [page.path, ...page.aliases].forEach((route, i) => {
        const targets: Partial<Record<Locale, string>> = {};
        for (const [locale, other] of group) {
          if (other.page === page) continue;
          targets[locale] = i === 0 ? other.page.path : (other.page.aliases[i - 1] ?? other.page.path);
        }
        map.set(route, targets);
      });
    }
  }
  return map;
}
