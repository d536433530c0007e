/**
 * Writes the prerendered HTML of every path and alias to the output folder,
 * plus 404.html, sitemap.xml, robots.txt, _headers and _redirects. Runs after the client
 * and SSR builds; the CLI (cli/prerender.ts) only calls it.
 */
import { htmlLang, localePrefix, locales, type Locale } from '../../schemas/locale';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SectionType } from '../../schemas/section';
import type { ServerEntry } from '../../schemas/server-entry';
import { loadContent } from './content';
import { htmlElements } from './html';
import { sitemapEntries, sitemapXml } from './i18n/sitemap';
import type { Paths } from './paths';
import { robotsTxt, toDocument } from './prerender-document';
import { netlifyRedirects } from './not-found';
import { netlifyHeaders, securityHeaders } from './security-headers';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Vite's index.html, kept apart before any page is written: the home page's prerender replaces dist/index.html,
 * and processes rendering shards start at once (cli/prerender.ts). Removed with Vite's manifest at the end.
 */
export function templateFile(dist: string): string {
  const kept = path.join(dist, '.vite', 'template.html');
  if (!fs.existsSync(kept)) fs.copyFileSync(path.join(dist, 'index.html'), kept);
  return kept;
}

/**
 * The shard that renders route `i`: every `count`-th route, except that shard 0, which also writes the
 * 404 pages, sitemap and headers (a few seconds at 10,000 pages), hands one in 16 of its routes to the others.
 */
export function shardOf(i: number, count: number): number {
  const own = i % count;
  if (own !== 0 || count === 1) return own;
  const turn = Math.floor(i / count);
  return turn % 16 === 15 ? 1 + (Math.floor(turn / 16) % (count - 1)) : 0;
}

/** Removes what only the prerender needed: Vite's manifest and kept template, and the SSR bundle. */
export function cleanUp(paths: Paths): void {
  fs.rmSync(path.join(paths.outDir, '.vite'), { recursive: true, force: true });
  fs.rmSync(paths.ssrOutDir, { recursive: true, force: true });
}

export interface PrerenderOptions {
  paths: Paths;
  /** VITE_LEAD_WEBHOOK_URL of the build: the CSP's connect-src allows it. */
  webhookUrl: string;
  /**
   * Render only every `count`-th route from `index` (one of several processes sharing the pages,
   * cli/prerender.ts). Shard 0 also writes what is written once (404 pages, sitemap, headers); the clean-up
   * of the build's scaffolding is left to the caller, once every shard is done (`cleanUp`).
   */
  shard?: { index: number; count: number };
}

/**
 * The first sections of a page, whose islands' code the boot script preloads: at a phone's 844 px the
 * first two fill the screen. The others load when the page is about to show them (app/islands.ts).
 */
const PRELOADED_SECTIONS = 2;

/** The module that hydrates an island (with React), and the one that runs an island's plain script: keys in Vite's manifest. */
const HYDRATOR = 'app/hydrate-island.tsx';
const ENHANCER = 'app/enhance-island.ts';

export async function prerender({
  paths,
  webhookUrl,
  shard,
}: PrerenderOptions): Promise<{ routes: number; ms: number }> {
  const started = performance.now();
  const dist = paths.outDir;
  const { default: entry } = (await import(pathToFileURL(path.join(paths.ssrOutDir, 'entry-server.js')).href)) as {
    default: ServerEntry;
  };
  const baseTemplate = fs.readFileSync(templateFile(dist), 'utf8');

  /** Preload the Latin Inter font (the only font file every page needs at first paint). */
  const font = fs.readdirSync(path.join(dist, 'assets')).find((f) => /^inter-latin-wght-normal.*\.woff2$/.test(f));
  const template = font
    ? baseTemplate.replace(
        '<!--app-head-->',
        () =>
          `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>\n    <!--app-head-->`,
      )
    : baseTemplate;

  // Vite's manifest: which chunk holds the app and each section, and what they import statically.
  const manifestFile = path.join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const bootSrc = htmlElements(baseTemplate)
    .find((e) => e.tag === 'script' && e.attrs.get('type') === 'module')
    ?.attrs.get('src');
  const bootKey = Object.keys(manifest).find((k) => `/${manifest[k].file}` === bootSrc);
  if (!bootKey) throw new Error('prerender: the boot script of index.html is not in the manifest');

  /** A chunk, its CSS and, recursively, its static imports. */
  const walk = (key: string, into: Set<string>) => {
    const chunk = key in manifest ? manifest[key] : undefined;
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.css?.forEach((c) => into.add(c));
    chunk.imports?.forEach((k) => walk(k, into));
  };
  const inBoot = new Set<string>();
  walk(bootKey, inBoot);

  /**
   * What the boot script preloads after the page has painted (data-modules): for the islands on the first
   * screens, the island hydrator with React, their sections' chunks and strings, or, for a section whose
   * behaviour is a plain script, that script (no React). A page with none there preloads nothing. CSS is
   * one file, linked in <head> like any stylesheet.
   */
  // Pages share their few combinations of section types: each list is worked out once.
  const modulesOf = new Map<string, string[]>();
  function bootModules(types: SectionType[], locale: Locale): string[] {
    const id = `${locale} ${types.join(' ')}`;
    let known = modulesOf.get(id);
    if (!known) modulesOf.set(id, (known = listModules(types, locale)));
    return known;
  }

  function listModules(types: SectionType[], locale: Locale): string[] {
    const files = new Set<string>();
    const need = (key: string, what: string) => {
      if (!(key in manifest)) throw new Error(`prerender: ${what} ${key} is not in Vite's manifest`);
      walk(key, files);
    };
    const hydrated: SectionType[] = [];
    for (const type of new Set(types)) {
      const script = entry.scriptOf(type);
      if (script === undefined) hydrated.push(type);
      else {
        need(ENHANCER, 'the island script runner');
        need(script, `section ${type}: its script`);
      }
    }
    if (hydrated.length) {
      need(HYDRATOR, 'the island hydrator');
      for (const type of hydrated) need(entry.sectionModule(type), `section ${type}: its module`);
      // The page's strings, in its language only (an Italian page never loads the English ones).
      for (const key of entry.stringModules(locale, hydrated)) need(key, 'strings module');
    }
    return [...files].filter((f) => f.endsWith('.js') && !inBoot.has(f)).map((f) => `/${f}`);
  }

  const made = new Set<string>();
  function write(relFile: string, html: string) {
    const file = path.join(dist, relFile);
    const folder = path.dirname(file);
    if (!made.has(folder)) fs.mkdirSync(folder, { recursive: true });
    made.add(folder);
    fs.writeFileSync(file, html);
  }

  /** The template with the page's language on <html>. */
  const templateFor = (locale: Locale) => template.replace(/<html lang="[^"]*"/, `<html lang="${htmlLang[locale]}"`);

  const routes = entry.allRoutes();
  const mine = shard ? routes.filter((_, i) => shardOf(i, shard.count) === shard.index) : routes;
  for (const { route, page } of mine) {
    const html = toDocument(
      templateFor(page.locale),
      await entry.render(route),
      // Islands far below the fold load when the visitor scrolls near them (app/islands.ts).
      bootModules(
        page.sections
          .slice(0, PRELOADED_SECTIONS)
          .filter((s) => entry.hydrationOf(s.type) === 'visible')
          .map((s) => s.type),
        page.locale,
      ),
    );
    write(route === '/' ? 'index.html' : `${route.slice(1)}/index.html`, html);
  }
  if (shard && shard.index !== 0) return { routes: mine.length, ms: Math.round(performance.now() - started) };

  // One not-found page per language: /404.html, /en/404.html (the hosts serve it for unknown paths under /en/).
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    write(
      `${prefix.slice(1)}${prefix ? '/' : ''}404.html`,
      toDocument(templateFor(locale), await entry.render(`${prefix}/404`), bootModules([], locale)),
    );
  }

  const today = new Date().toISOString().slice(0, 10);
  // Every canonical page with its translations (xhtml:link, x-default on the Italian page). The pairing comes
  // from the files' layout, which the SSR bundle does not carry: the content is read again (no env involved).
  const content = loadContent(paths.contentRoot);
  write('sitemap.xml', sitemapXml(entry.site.siteUrl, sitemapEntries(content.routes), today));
  write('robots.txt', robotsTxt(entry.site.siteUrl));
  // Security headers with a CSP naming exactly the third parties this content uses (the SSR bundle's validated data: no second load).
  write('_headers', netlifyHeaders(securityHeaders(entry.site, entry.pages, webhookUrl)));
  // Netlify serves /404.html for unknown paths by itself; the other locales' not-found pages need a rule.
  write('_redirects', netlifyRedirects());
  if (!shard) cleanUp(paths);
  return { routes: mine.length, ms: Math.round(performance.now() - started) };
}
