/**
 * Google's hreflang rules, checked on the built pages: every page lists
 * itself and each counterpart with an absolute URL, plus `x-default`; the
 * links are reciprocal (A names B, so B names A with the same cluster), and
 * every language code is a valid BCP 47 language (optionally with a region).
 */
export interface PageAlternates {
  /** Absolute canonical URL of the page. */
  url: string;
  /** The page's `<html lang>`. */
  lang: string;
  /** Its `<link rel="alternate" hreflang href>` links, in document order. */
  alternates: { hreflang: string; href: string }[];
}

export interface HreflangProblem {
  url: string;
  message: string;
}

const LANG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** Each page's expected cluster (URL -> hreflang -> absolute URL), e.g. read from sitemap.xml. */
export type ExpectedClusters = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * The problems of the pages' hreflang links. With `expected`, each page must also carry exactly its
 * expected cluster: a translated page with no links at all is then a problem too (on its own, a page
 * without links is taken for an untranslated one).
 */
export function checkHreflang(pages: readonly PageAlternates[], expected?: ExpectedClusters): HreflangProblem[] {
  const problems: HreflangProblem[] = [];
  if (expected)
    for (const page of pages) {
      const want = expected.get(page.url) ?? new Map<string, string>();
      const got = new Map(page.alternates.map((a) => [a.hreflang, a.href]));
      const show = (m: ReadonlyMap<string, string>) => [...m].map(([l, h]) => `${l}=${h}`).join(', ') || 'none';
      if (show(new Map([...want].sort())) !== show(new Map([...got].sort())))
        problems.push({ url: page.url, message: `hreflang links are ${show(got)}; expected ${show(want)}` });
    }
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  for (const page of pages) {
    const say = (message: string) => problems.push({ url: page.url, message });
    if (!LANG.test(page.lang)) say(`<html lang="${page.lang}"> is not a valid language code`);
    const seen = new Map<string, string>();
    for (const { hreflang, href } of page.alternates) {
      if (!/^https?:\/\//.test(href)) say(`hreflang "${hreflang}" has a relative URL: ${href}`);
      if (hreflang !== 'x-default' && !LANG.test(hreflang)) say(`"${hreflang}" is not a valid hreflang code`);
      if (seen.has(hreflang)) say(`hreflang "${hreflang}" is listed twice`);
      seen.set(hreflang, href);
    }
    if (page.alternates.length === 0) continue; // a page without translations may omit the cluster
    if (seen.get(page.lang) !== page.url) say(`the cluster does not list the page itself as hreflang "${page.lang}"`);
    if (!seen.has('x-default')) say('the cluster has no x-default');
    for (const [hreflang, href] of seen) {
      if (hreflang === 'x-default' || href === page.url) continue;
      const other = byUrl.get(href);
      if (!other) {
        say(`hreflang "${hreflang}" points to ${href}, which is not a built page`);
        continue;
      }
      const back = new Map(other.alternates.map((a) => [a.hreflang, a.href]));
      if (back.get(page.lang) !== page.url)
        say(`${href} does not link back as hreflang "${page.lang}" (not reciprocal)`);
      if (back.get('x-default') !== seen.get('x-default')) say(`${href} names a different x-default`);
    }
  }
  return problems;
}
