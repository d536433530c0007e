/**
 * `npm run deploy:nginx`: writes deploy/nginx.conf, the nginx server block with
 * the same security headers the build writes to dist/_headers. Set
 * VITE_LEAD_WEBHOOK_URL as for the production build. A unit test fails when
 * the checked-in file is stale.
 */
import fs from 'node:fs';
import { loadContent } from '../content';
import { nginxServerBlock, securityHeaders } from '../security-headers';

const { site, pages, errors } = loadContent();
if (!site || errors.length) {
  console.error('pages-config/ is invalid: run npm run validate');
  process.exit(1);
}
fs.mkdirSync('deploy', { recursive: true });
fs.writeFileSync('deploy/nginx.conf', nginxServerBlock(securityHeaders(site, pages, process.env.VITE_LEAD_WEBHOOK_URL ?? ''), new URL(site.siteUrl).host));
console.log('wrote deploy/nginx.conf');
