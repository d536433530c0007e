import type { Locale } from '../../schemas/locale';

/**
 * The module each catalog's `load` imports for a locale, relative to src/:
 * its key in Vite's manifest, where the prerenderer finds the chunk to
 * preload. Build-side only (the browser never needs the names);
 * tests/unit/catalogs.test.ts checks each is the module `load` imports.
 */
const files: Readonly<Partial<Record<string, (locale: Locale) => string>>> = {
  interface: (l) => `i18n/${l}.ts`,
  form: (l) => `i18n/form.${l}.ts`,
  chat: (l) => `i18n/chat.${l}.ts`,
  legal: (l) => `i18n/legal.${l}.ts`,
  // A virtual module per edition (vite-plugin-content), named like a file under src/i18n/.
  site: (l) => `i18n/site-locale.${l}.json`,
};

export function catalogModule(name: string, locale: Locale): string {
  const file = files[name];
  if (!file) throw new Error(`catalog "${name}" has no module in src/i18n/catalog-modules.ts`);
  return file(locale);
}
