import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { site } from 'virtual:content';
import { defaultLocale, htmlLang, localeOfPath, localePrefix, locales, type Locale } from '../../schemas/locale';
import type { EditionSite } from '../../schemas/site';
import enginePaths from 'virtual:engine-paths';
import type { EnginePath } from './engine-paths';
import { chatCatalog, formCatalog, legalCatalog, siteCatalog, uiCatalog } from '../i18n/catalogs';

const LocaleContext = createContext<Locale>(defaultLocale);

/**
 * The language of the page on screen. Set from the page being shown (not the
 * URL being navigated to), so the leaving page keeps its language while it
 * animates out; `<html lang>` follows on the client (the prerenderer writes it).
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = htmlLang[locale];
  }, [locale]);
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

const PathContext = createContext<string>('/');

/** The path of the page being rendered: menus mark their current entry and the language switch links its translation. */
export function PathProvider({ path, children }: { path: string; children: ReactNode }) {
  return <PathContext value={path}>{children}</PathContext>;
}

export const usePath = (): string => useContext(PathContext);

/** The language and path of the page at `path`: around the whole page, and around each island of it. */
export function PageContext({ path, children }: { path: string; children: ReactNode }) {
  return (
    <LocaleProvider locale={localeOfPath(path)}>
      <PathProvider path={path}>{children}</PathProvider>
    </LocaleProvider>
  );
}
export const useUi = () => uiCatalog.get(useLocale());
export const useFormUi = () => formCatalog.get(useLocale());
export const useChatUi = () => chatCatalog.get(useLocale());
export const useLegalDocuments = () => legalCatalog.get(useLocale());

/** site.json with the page's language's values (menus, footer, description, og:locale). */
export function useSite(): EditionSite {
  const locale = useLocale();
  return useMemo(() => ({ ...site, ...siteCatalog.get(locale) }), [locale]);
}

/** The home page of a locale: '/' or '/en'. */
export const homeOf = (locale: Locale): string => localePrefix(locale) || '/';

/** Whether `href` is the home page of some locale (menus match it exactly, not as a prefix). */
export const isHome = (href: string): boolean => locales.some((l) => homeOf(l) === href);

export const useHome = (): string => homeOf(useLocale());

/** A page the engine links to itself, in `locale`: its translation when there is one, else `path` itself. */
export function pathIn(path: EnginePath, locale: Locale): string {
  return enginePaths[path][locale] ?? path;
}

/** `pathIn` for the page's language: a link the engine itself writes (privacy notice…) stays in that language. */
export const useLocalizedPath = (path: EnginePath): string => pathIn(path, useLocale());
