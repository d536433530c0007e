import { htmlLang, locales, type Locale } from '../../schemas/locale';
import { homeOf, useLocale, usePath, useUi } from '../lib/locale';
import { routeOf } from '../lib/routes';
import './LanguageSwitcher.css';

/** Where the switch to `locale` leads from `pathname`: its translation, or that language's home. */
export function switchTarget(pathname: string, locale: Locale): { href: string; translated: boolean } {
  const href = routeOf(pathname)?.alternates[locale];
  return href ? { href, translated: true } : { href: homeOf(locale), translated: false };
}

/**
 * The site's languages, the current one marked, each other one a link to this
 * page's translation (or, when there is none, to that language's home, and it
 * says so). Links carry lang and hreflang: a screen reader reads "English" in English.
 */
export function LanguageSwitcher({ variant }: { variant: 'bar' | 'menu' }) {
  const ui = useUi();
  const current = useLocale();
  const pathname = usePath();
  return (
    <nav className={`lang-switch lang-switch--${variant}`} aria-label={ui.languageSwitcher.label}>
      <ul>
        {locales.map((locale) => {
          const label = ui.languages[locale];
          if (locale === current)
            return (
              <li key={locale}>
                <span className="lang-switch__current" aria-current="true">
                  {label}
                </span>
              </li>
            );
          const { href, translated } = switchTarget(pathname, locale);
          return (
            <li key={locale}>
              <a
                href={href}
                lang={htmlLang[locale]}
                hrefLang={htmlLang[locale]}
                title={translated ? undefined : ui.languageSwitcher.untranslated}
              >
                {label}
                {!translated && (
                  // In the bar a visible note would crowd the header: there it is read out (and a tooltip).
                  <span className={variant === 'bar' ? 'visually-hidden' : 'lang-switch__note'}>
                    {' '}
                    ({ui.languageSwitcher.untranslated})
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
