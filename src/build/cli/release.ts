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
import { sameOriginFlag } from '../../lib/lead/same-origin';

export interface ReleaseInput {
  /** VITE_LEAD_WEBHOOK_URL as the build will see it (environment or .env files). */
  webhookUrl: string | undefined;
  /** VITE_LEADS_SAME_ORIGIN: the deploy has its own /api/leads, forwarding to a server-side webhook. */
  sameOrigin?: boolean;
  /** site.json `placeholders`. */
  placeholders: readonly string[];
}

/** Hosts that are this machine or a private network: a visitor's browser cannot reach the site's webhook there. */
const LOCAL_HOST =
  /^(localhost|.*\.localhost|127(\.\d+){3}|0\.0\.0\.0|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2}|169\.254(\.\d+){2}|\[[^\]]*\])$/i;

/** Why the webhook URL cannot work for visitors, or would leak: empty when it looks right. */
export function webhookProblems(raw: string): string[] {
  const name = 'VITE_LEAD_WEBHOOK_URL';
  // A newline or a space pasted with the URL would be sent as part of it (and breaks the CSP header).
  if (/[\s\p{Cc}]/u.test(raw)) return [`${name} has spaces or line breaks in it: set the URL alone, on one line.`];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return [`${name} is not a valid URL, got "${raw}".`];
  }
  const problems: string[] = [];
  if (url.protocol !== 'https:') problems.push(`${name} must be an https:// address, got "${raw}".`);
  if (url.username || url.password)
    problems.push(
      `${name} carries a user name or password: browsers refuse to send such a request, and every visitor would see the secret in the page's code. Use the webhook's own secret path or header authentication.`,
    );
  if (LOCAL_HOST.test(url.hostname))
    problems.push(
      `${name} points at ${url.hostname}, which a visitor's browser cannot reach: use the webhook's public address.`,
    );
  else if (!url.hostname.includes('.')) problems.push(`${name} has no public host name ("${url.hostname}").`);
  if (/\/webhook-test\//.test(url.pathname))
    problems.push(
      `${name} is n8n's test URL (/webhook-test/), which only answers while the editor listens: use the production URL (/webhook/).`,
    );
  return problems;
}

/** Every reason the release must not be built; empty when it may. */
export function releaseProblems({ webhookUrl, placeholders, sameOrigin = false }: ReleaseInput): string[] {
  const problems: string[] = [];
  const url = webhookUrl?.trim() ?? '';
  if (sameOrigin) {
    if (url)
      problems.push(
        'VITE_LEADS_SAME_ORIGIN and VITE_LEAD_WEBHOOK_URL are both set: with its own endpoint the site must not carry the webhook in its code. ' +
          'Unset VITE_LEAD_WEBHOOK_URL and set LEADS_WEBHOOK_URL on the platform instead (README "Deploy").',
      );
  } else if (!url) {
    problems.push(
      'VITE_LEAD_WEBHOOK_URL is not set: on a static host every lead and form would post to /api/leads, which does not exist there. ' +
        'Set it to your n8n/Make/Zapier webhook (README "Lead webhook").',
    );
  } else {
    problems.push(...webhookProblems(webhookUrl ?? ''));
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
  const env = loadEnv('production', envDir, 'VITE_');
  const webhookUrl = env.VITE_LEAD_WEBHOOK_URL;
  const sameOrigin = sameOriginFlag(env.VITE_LEADS_SAME_ORIGIN);
  let placeholders: string[] = [];
  try {
    const site = JSON.parse(fs.readFileSync(path.join(root, CONFIG_DIR, SITE_FILE), 'utf8')) as {
      placeholders?: unknown;
    };
    if (Array.isArray(site.placeholders)) placeholders = site.placeholders.map(String);
  } catch {
    // a missing or invalid site.json fails validation, the build's first step
  }
  return { webhookUrl, placeholders, sameOrigin };
}
