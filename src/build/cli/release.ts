/**
 * What stops a release build (`npm run build -- --release`): a site whose
 * forms would post to nowhere (no VITE_LEAD_WEBHOOK_URL: a static host has no
 * /api/leads) or that still shows placeholder company data (site.json
 * `placeholders`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { CONFIG_DIR, SITE_FILE } from '../content';

export interface ReleaseInput {
  /** VITE_LEAD_WEBHOOK_URL as the build will see it (environment or .env files). */
  webhookUrl: string | undefined;
  /** site.json `placeholders`. */
  placeholders: readonly string[];
}

/** Every reason the release must not be built; empty when it may. */
export function releaseProblems({ webhookUrl, placeholders }: ReleaseInput): string[] {
  const problems: string[] = [];
  const url = webhookUrl?.trim() ?? '';
  if (!url) {
    problems.push(
      'VITE_LEAD_WEBHOOK_URL is not set: on a static host every lead and form would post to /api/leads, which does not exist there. ' +
        'Set it to your n8n/Make/Zapier webhook (README "Lead webhook").',
    );
  } else if (!/^https:\/\/[^/]+/.test(url)) {
    problems.push(`VITE_LEAD_WEBHOOK_URL must be an https:// address, got "${url}".`);
  }
  if (placeholders.length) {
    problems.push(
      `${CONFIG_DIR}/${SITE_FILE} still lists placeholders: ${placeholders.join(', ')}. ` +
        'Replace them with the real company data and empty the "placeholders" list.',
    );
  }
  return problems;
}

/** Reads the inputs the way the build does: Vite's env loading (production mode) and site.json under `root`. */
export function readReleaseInput(root: string, envDir = root): ReleaseInput {
  const webhookUrl = loadEnv('production', envDir, 'VITE_').VITE_LEAD_WEBHOOK_URL;
  let placeholders: string[] = [];
  try {
    const site = JSON.parse(fs.readFileSync(path.join(root, CONFIG_DIR, SITE_FILE), 'utf8')) as { placeholders?: unknown };
    if (Array.isArray(site.placeholders)) placeholders = site.placeholders.map(String);
  } catch {
    // a missing or invalid site.json fails validation, the build's first step
  }
  return { webhookUrl, placeholders };
}
