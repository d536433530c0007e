/**
 * deploy/nginx.conf: the nginx server block with the same security headers the
 * build writes to dist/_headers, for the content under the content root
 * (VITE_LEAD_WEBHOOK_URL and the site.json overrides read from `env`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatError, loadContent } from './content';
import type { Paths } from './paths';
import { nginxServerBlock, securityHeaders } from './security-headers';
import { siteOverridesFromEnv } from './site-overrides';

export const NGINX_FILE = 'deploy/nginx.conf';

/** The server block for the current content; throws when pages-config/ is invalid. */
export function nginxConfig({ contentRoot }: Pick<Paths, 'contentRoot'>, env: NodeJS.ProcessEnv = process.env): string {
  const { site, pages, errors } = loadContent(contentRoot, { siteOverrides: siteOverridesFromEnv(env) });
  if (!site || errors.length)
    throw new Error(`pages-config/ is invalid: run npm run validate\n${errors.map(formatError).join('\n')}`);
  return nginxServerBlock(securityHeaders(site, pages, env.VITE_LEAD_WEBHOOK_URL ?? ''), new URL(site.siteUrl).host);
}

/** Writes deploy/nginx.conf in the repository; returns its path. */
export function writeNginxConfig(
  paths: Pick<Paths, 'contentRoot' | 'repoRoot'>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const file = path.join(paths.repoRoot, NGINX_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, nginxConfig(paths, env));
  return file;
}
