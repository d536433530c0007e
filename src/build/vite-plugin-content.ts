/**
 * Vite plugin: validates pages-config/ and serves it to the app as the
 * virtual modules "virtual:content" (site data), "virtual:routes" (the route
 * list) and "virtual:engine-paths" (validated, sanitised data only: zod stays
 * in Node). An invalid document fails the build and shows in the dev overlay.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { resolveThumbnails, withThumbnails, type VideoThumbnail } from './video-thumbnails';
import { chatKnowledgeFile, formatError, loadContent, type LoadOptions } from './content';
import type { Paths } from './paths';
import { inlineHeroImages } from './inline-images';
import { defaultLocale, locales } from '../../schemas/locale';
import { siteForLocale } from '../lib/site-locale';
import { CONTENT_CHANGED } from '../lib/editor/contract';
import { ENGINE_PATHS } from '../lib/engine-paths';

const VIRTUAL_ID = 'virtual:content';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The route list: server-side code and the dev server only (it grows with the site). */
const ROUTES_ID = 'virtual:routes';
const RESOLVED_ROUTES_ID = `\0${ROUTES_ID}`;
/** The translations of the pages the engine links to itself (lib/engine-paths.ts): a few lines whatever the site. */
const ENGINE_PATHS_ID = 'virtual:engine-paths';
const RESOLVED_ENGINE_PATHS_ID = `\0${ENGINE_PATHS_ID}`;
/** Every page document: for the server entry only (the client fetches pages one by one). */
const PAGES_ID = 'virtual:pages';
const RESOLVED_PAGES_ID = `\0${PAGES_ID}`;
/**
 * "virtual:site-locale/en": one edition's site values (description, og:locale, header, footer) and
 * its chat assistant's name (just the name: the knowledge loads with the chat), a chunk of its own, so a page ships only its language's menus. It resolves to a .json path
 * under src/i18n/ (no such file exists): that path is its key in Vite's manifest, where the
 * prerenderer finds it like any string catalog.
 */
const SITE_LOCALE_ID = 'virtual:site-locale/';
const siteLocaleFile = (srcDir: string, locale: string) => path.join(srcDir, 'i18n', `site-locale.${locale}.json`);

export function contentPlugin(
  {
    contentRoot: root,
    configDir,
    publicDir,
    repoRoot,
  }: Pick<Paths, 'contentRoot' | 'configDir' | 'publicDir' | 'repoRoot'>,
  options: LoadOptions = {},
): Plugin {
  const srcDir = path.join(repoRoot, 'src');
  // Media blocks' video thumbnails, fetched once per build (video-thumbnails.ts); none in dev.
  let thumbs: ReadonlyMap<string, VideoThumbnail> = new Map();
  let isBuild = false;
  return {
    name: 'runsite:content',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    async buildStart() {
      if (!isBuild) return;
      const { pages, errors } = loadContent(root, options);
      if (!errors.length)
        thumbs = await resolveThumbnails(pages, path.join(repoRoot, 'node_modules/.cache/runsite-video-thumbnails'));
    },
    generateBundle() {
      if (this.environment.config.consumer === 'server') return;
      for (const t of thumbs.values())
        this.emitFile({ type: 'asset', fileName: t.src.slice(1), source: fs.readFileSync(t.file) });
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === ROUTES_ID) return RESOLVED_ROUTES_ID;
      if (id === ENGINE_PATHS_ID) return RESOLVED_ENGINE_PATHS_ID;
      if (id.startsWith(SITE_LOCALE_ID)) {
        const locale = id.slice(SITE_LOCALE_ID.length);
        if ((locales as readonly string[]).includes(locale)) return siteLocaleFile(srcDir, locale);
      }
      if (id === PAGES_ID) return RESOLVED_PAGES_ID;
      return undefined;
    },
    load(id) {
      const siteLocale = locales.find((l) => id === siteLocaleFile(srcDir, l));
      const ours = [RESOLVED_ID, RESOLVED_PAGES_ID, RESOLVED_ROUTES_ID, RESOLVED_ENGINE_PATHS_ID];
      if (!ours.includes(id) && !siteLocale) return undefined;
      const { site, pages, routes, chat, errors, warnings } = loadContent(root, options);
      if (id === RESOLVED_ID) for (const w of warnings) this.warn(w);
      if (errors.length || !site) {
        throw new Error(`pages-config/ is invalid:\n${errors.map(formatError).join('\n')}`);
      }
      if (id === RESOLVED_ROUTES_ID) return `export const routes = ${JSON.stringify(routes)};\n`;
      if (id === RESOLVED_ENGINE_PATHS_ID) {
        const table = Object.fromEntries(
          ENGINE_PATHS.map((p) => [p, routes.find((r) => r.path === p || r.aliases.includes(p))?.alternates ?? {}]),
        );
        return `export default ${JSON.stringify(table)};\n`;
      }
      if (id === RESOLVED_PAGES_ID) {
        const inlined = pages.map((p) => withThumbnails(inlineHeroImages(p, publicDir), thumbs));
        return `export const site = ${JSON.stringify(site)};\nexport const pages = ${JSON.stringify(inlined)};\n`;
      }
      if (siteLocale) {
        const { description, locale, header, footer } = siteForLocale(site, siteLocale);
        // A locale with no knowledge of its own chats with the default locale's (like its index).
        const assistantName = (chat[siteLocale] ?? chat[defaultLocale])?.assistantName;
        if (!assistantName) throw new Error(`${chatKnowledgeFile(defaultLocale)} is missing: the chat needs it`);
        return JSON.stringify({ description, locale, header, footer, assistantName });
      }
      // The other editions' values stay out of the shared chunk: each has its own (virtual:site-locale/<l>).
      const { description: _d, locale: _l, header: _h, footer: _f, locales: _ls, ...shared } = site;
      return `export const site = ${JSON.stringify(shared)};\n`;
    },
    configureServer(server) {
      // The dev server does not prerender: app/dev-render.tsx renders the page from its document, served here.
      server.middlewares.use('/_data', (req, res, next) => {
        const route = (req.url ?? '').replace(/\.json(\?.*)?$/, '');
        const wanted = route === '/index' ? '/' : route;
        const { pages, errors } = loadContent(root, options);
        const page = errors.length ? undefined : pages.find((p) => p.path === wanted);
        if (!page) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(page));
      });
      server.watcher.add(configDir);
      const reload = (file: string) => {
        if (!file.startsWith(configDir) && !file.startsWith(path.join(repoRoot, 'schemas'))) return;
        for (const id of [RESOLVED_ID, RESOLVED_PAGES_ID, RESOLVED_ROUTES_ID, RESOLVED_ENGINE_PATHS_ID]) {
          const mod = server.moduleGraph.getModuleById(id);
          if (mod) server.moduleGraph.invalidateModule(mod);
        }
        // The site's pages reload on this (app/dev-render.tsx); the visual editor refreshes its lists instead
        // and keeps what is being edited.
        server.ws.send({ type: 'custom', event: CONTENT_CHANGED, data: { file: path.relative(root, file) } });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
