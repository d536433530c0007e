/**
 * Tokens: the site.json values a text may name as "{key}" — in any field of a
 * page document, the legal texts, the chat assistant's answers — so the company name, VAT
 * number, address and e-mail are written once, in site.json. ("Placeholders"
 * are something else: the stand-in company values site.json lists.)
 */
import type { SharedSite } from '../../schemas/site';

export function postalAddress(site: SharedSite): string {
  const a = site.company.address;
  return `${a.street}, ${a.postalCode} ${a.city} (${a.region})`;
}

/** The "{key}" tokens a text may use; validate reports any other "{…}". */
export const SITE_VALUE_KEYS = ['siteName', 'company', 'vatId', 'address', 'email', 'siteUrl', 'mapUrl'] as const;
export type SiteValueKey = (typeof SITE_VALUE_KEYS)[number];

/** A "{word}" in a text: a token. */
export const TOKEN = /\{(\w+)\}/g;

/** The map link of the address: site.json's mapUrl, or a map search for the address. */
export function mapUrl(site: SharedSite): string {
  return site.company.mapUrl ?? `https://www.openstreetmap.org/search?query=${encodeURIComponent(postalAddress(site))}`;
}

export function siteValues(site: SharedSite): Record<SiteValueKey, string> {
  return {
    siteName: site.siteName,
    company: site.company.name,
    vatId: site.company.vatId,
    address: postalAddress(site),
    email: site.company.email,
    siteUrl: site.siteUrl.replace(/^https:\/\//, ''),
    mapUrl: mapUrl(site),
  };
}

/** `text` cut at its tokens: plain strings, and `{ key }` where a known "{key}" stood (others stay text). */
export function splitTokens(text: string, site: SharedSite): (string | { key: SiteValueKey; value: string })[] {
  const values: Record<string, string> = siteValues(site);
  return text
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      return key && key in values ? { key: key as SiteValueKey, value: values[key] } : part;
    });
}

/** Every known "{key}" replaced by its value from site.json. */
export function fillSiteValues(text: string, site: SharedSite): string {
  return splitTokens(text, site)
    .map((p) => (typeof p === 'string' ? p : p.value))
    .join('');
}

/**
 * Every string of a document with its known "{key}"s filled, so a token works
 * in any field of any section (validate reports unknown ones). Done once at
 * build time; the browser gets the final text.
 */
export function fillSiteValuesDeep<T>(value: T, site: SharedSite): T {
  // A part with no token is returned as it is (not copied): a site's pages are mostly text without one.
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.includes('{') ? fillSiteValues(v, site) : v;
    if (Array.isArray(v)) {
      const mapped = v.map(walk);
      return mapped.some((x, i) => x !== v[i]) ? mapped : v;
    }
    if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      const mapped = entries.map(([k, x]) => [k, walk(x)] as const);
      return mapped.some(([, x], i) => x !== entries[i][1]) ? Object.fromEntries(mapped) : v;
    }
    return v;
  };
  return walk(value) as T;
}
