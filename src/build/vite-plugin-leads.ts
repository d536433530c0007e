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
import { SITE_FILE, CONFIG_DIR } from './content';
import { createLeadStore } from '../server/lead-store';
import { createLeadHandler, DEFAULT_RATE_LIMIT, LEADS_PATH } from '../server/leads';
import { fetchMiddleware } from '../server/node-adapter';

/** site.json's public origin, accepted as Origin besides the server's own. */
function siteOrigin(root: string): string[] {
  try {
    const { siteUrl } = JSON.parse(fs.readFileSync(path.join(root, CONFIG_DIR, SITE_FILE), 'utf8')) as { siteUrl?: unknown };
    return typeof siteUrl === 'string' ? [new URL(siteUrl).origin] : [];
  } catch {
    return []; // an invalid site.json is reported by validation, not here
  }
}

function rateLimit() {
  const max = Number(process.env.LEADS_RATE_LIMIT);
  return Number.isInteger(max) && max > 0 ? { ...DEFAULT_RATE_LIMIT, max } : DEFAULT_RATE_LIMIT;
}

export function leadEndpointPlugin(root: string): Plugin {
  const middleware = () =>
    fetchMiddleware({
      [LEADS_PATH]: createLeadHandler({
        store: createLeadStore(path.resolve(root, process.env.LEADS_FILE ?? '.data/leads.jsonl')),
        allowedOrigins: siteOrigin(root),
        rateLimit: rateLimit(),
      }),
    });
  return {
    name: 'runsite:lead-endpoint',
    configResolved(config) {
      const webhook = loadEnv(config.mode, config.envDir || root, 'VITE_').VITE_LEAD_WEBHOOK_URL ?? '';
      if (config.command === 'build' && !config.build.ssr && !webhook) {
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
