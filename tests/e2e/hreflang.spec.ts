/**
 * Issue 17 point 3: the built HTML follows Google's hreflang rules. Reads dist/ (no browser): every
 * canonical page carries exactly the cluster sitemap.xml declares for it, with absolute URLs, itself
 * and x-default included, reciprocal, with valid language codes and an `<html lang>` that matches.
 * An unknown path under /en/ answers the English not-found page with status 404.
 */
import { builtAlternates, sitemapClusters } from '../../src/build/i18n/built-alternates';
import { checkHreflang } from '../../src/build/i18n/hreflang';
import { resolvePaths } from '../../src/build/paths';
import { expect, test } from './fixtures';

const { outDir } = resolvePaths();

test('every built page lists its hreflang cluster as sitemap.xml does, reciprocally, with x-default', () => {
  const pages = builtAlternates(outDir);
  const clusters = sitemapClusters(outDir);
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.map((p) => p.url).sort()).toEqual([...clusters.keys()].sort());
  // A translated site: the check below is not vacuous.
  expect([...clusters.values()].filter((c) => c.has('x-default')).length).toBeGreaterThan(0);
  const problems = checkHreflang(pages, clusters).map((p) => `${p.url}: ${p.message}`);
  expect(problems).toEqual([]);
});

test('an unknown path under /en/ gets the English not-found page with 404, others the Italian one', async ({
  request,
}) => {
  for (const url of ['/en/nope', '/en/products/nope', '/en/nope.js']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    expect(await res.text(), url).toMatch(/<html[^>]* lang="en"/);
  }
  const it = await request.get('/nope');
  expect(it.status()).toBe(404);
  expect(await it.text()).toMatch(/<html[^>]* lang="it"/);
});
