/**
 * A page's declared locale agrees with its folder (pages-config/en/ ⇒ "en",
 * the top level ⇒ "it"), and its path and aliases carry that locale's prefix
 * (/en/…); an Italian route never sits under /en.
 */
import { localeOfPath, localePrefix } from '../../../schemas/locale';
import { formatJsonPath, type ContentError } from '../content-error';
import { fileSlot } from '../i18n/pairs';
import { pagesOf, type Rule } from './rule';

export const localesRule: Rule = (ctx) => {
  const errors: ContentError[] = [];
  for (const { file, page } of pagesOf(ctx)) {
    const folder = fileSlot(ctx.configDir, file).locale;
    if (page.locale !== folder) {
      const where = folder === 'it' ? `the top level of ${ctx.configDir}/` : `${ctx.configDir}/${folder}/`;
      errors.push({
        file,
        path: 'locale',
        message: `a page in ${where} must declare "locale": "${folder}" (it declares "${page.locale}"): move the file to the folder of its language or fix the locale`,
      });
      continue; // its routes are checked once the two agree
    }
    const prefix = localePrefix(page.locale);
    [page.path, ...page.aliases].forEach((route, i) => {
      if (localeOfPath(route) === page.locale) return;
      errors.push({
        file,
        path: i === 0 ? 'path' : formatJsonPath(['aliases', i - 1]),
        message: prefix
          ? `route "${route}" must start with ${prefix}, the prefix of the page's locale "${page.locale}" (e.g. "${prefix}${route === '/' ? '' : route}")`
          : `route "${route}" is under /${localeOfPath(route)}, which belongs to the "${localeOfPath(route)}" pages: an Italian route must not start with it`,
      });
    });
  }
  return errors;
};
