/**
 * Vite plugin: with no VITE_LEAD_WEBHOOK_URL, `npm run dev` and `npm start`
 * (vite preview) answer POST /api/leads themselves (leads.ts) and append each
 * lead to .data/leads.jsonl (or $LEADS_FILE). LEADS_RATE_LIMIT sets the
 * requests per client per minute (default 10). A production build without a
 * webhook prints a loud warning (`npm run build -- --release` refuses it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { loadContent, SITE_FILE } from './content';
import type { Paths } from './paths';
import { createLeadStore } from '../server/lead-store';
import { createLeadHandler, DEFAULT_RATE_LIMIT, LEADS_PATH } from '../server/leads';
import { fetchMiddleware } from '../server/node-adapter';
import { sameOriginFlag } from '../lib/lead/same-origin';

/** site.json's public origin, accepted as Origin besides the server's own. */
function siteOrigin(configDir: string): string[] {
  try {
    const { siteUrl } = JSON.parse(fs.readFileSync(path.join(configDir, SITE_FILE), 'utf8')) as { siteUrl?: unknown };
    return typeof siteUrl === 'string' ? [new URL(siteUrl).origin] : [];
  } catch {
    return []; // an invalid site.json is reported by validation, not here
  }
}

/**
 * The products the site's pages send: each lead banner's and form's, and the chat's e-mail capture
 * (the assistant's name). Unknown (any product taken) while the content does not validate.
 */
export function siteProducts(contentRoot: string): ReadonlySet<string> | undefined {
  const content = loadContent(contentRoot);
  if (content.errors.length) return undefined;
  const products = new Set<string>(['Generic']);
  for (const page of content.pages)
    for (const section of page.sections)
      if ((section.type === 'leadBanner' || section.type === 'form') && section.product) products.add(section.product);
  for (const knowledge of Object.values(content.chat)) products.add(knowledge.assistantName);
  return products;
}

function rateLimit() {
  const max = Number(process.env.LEADS_RATE_LIMIT);
  return Number.isInteger(max) && max > 0 ? { ...DEFAULT_RATE_LIMIT, max } : DEFAULT_RATE_LIMIT;
}

export function leadEndpointPlugin({
  repoRoot,
  configDir,
  contentRoot,
}: Pick<Paths, 'repoRoot' | 'configDir' | 'contentRoot'>): Plugin {
  const middleware = () =>
    fetchMiddleware({
      [LEADS_PATH]: createLeadHandler({
        store: createLeadStore(path.resolve(repoRoot, process.env.LEADS_FILE ?? '.data/leads.jsonl')),
        allowedOrigins: siteOrigin(configDir),
        rateLimit: rateLimit(),
        products: siteProducts(contentRoot),
      }),
    });
  return {
    name: 'runsite:lead-endpoint',
    configResolved(config) {
      const env: Partial<Record<string, string>> = loadEnv(config.mode, config.envDir || repoRoot, 'VITE_');
      const webhook = env.VITE_LEAD_WEBHOOK_URL ?? '';
      if (config.command === 'build' && !config.build.ssr && !webhook && !sameOriginFlag(env.VITE_LEADS_SAME_ORIGIN)) {
        const bar = '!'.repeat(78);
        config.logger.warn(
          `\n${bar}\n!! VITE_LEAD_WEBHOOK_URL is not set: the lead forms post to ${LEADS_PATH},\n` +
            `!! which only \`npm start\` / vite preview answer. On a static host leads are LOST.\n` +
            `!! Set VITE_LEAD_WEBHOOK_URL to your n8n/Make/Zapier webhook (README "Lead webhook").\n` +
            `!! \`npm run build -- --release\` refuses to build without it.\n${bar}\n`,
        );
      }
    },
    // Always mounted: harmless when the build posts to a webhook instead.
    configureServer(server) {
      server.middlewares.use(middleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware());
    },
  };
}
