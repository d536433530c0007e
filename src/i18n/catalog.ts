import type { Locale } from '../../schemas/locale';

/**
 * One string module per locale, loaded on demand: a page ships only its own
 * language. `load` runs before the page renders (page preparation, the
 * prerenderer), so components read the strings synchronously with `get`.
 */
export interface Catalog<T> {
  readonly name: string;
  load(locale: Locale): Promise<T>;
  /** Whether `load` has resolved for `locale`. */
  has(locale: Locale): boolean;
  /** The loaded strings; a render before `load` resolved is an engine bug. */
  get(locale: Locale): T;
}

export function catalog<T>(name: string, sources: { readonly [L in Locale]: () => Promise<T> }): Catalog<T> {
  const loaded = new Map<Locale, T>();
  const pending = new Map<Locale, Promise<T>>();
  return {
    name,
    load(locale) {
      let p = pending.get(locale);
      if (!p) {
        p = sources[locale]().then((strings) => {
          loaded.set(locale, strings);
          return strings;
        });
        pending.set(locale, p);
        p.catch(() => pending.delete(locale)); // a failed chunk may be retried on the next navigation
      }
      return p;
    },
    has: (locale) => loaded.has(locale),
    get(locale) {
      const strings = loaded.get(locale);
      if (strings === undefined) throw new Error(`the ${name} strings of "${locale}" were read before they loaded`);
      return strings;
    },
  };
}
