/**
 * `npm run deploy:nginx`: writes deploy/nginx.conf (src/build/nginx.ts). Set
 * VITE_LEAD_WEBHOOK_URL as for the production build. A unit test fails when
 * the checked-in file is stale.
 */
import { NGINX_FILE, writeNginxConfig } from '../nginx';
import { resolvePaths } from '../paths';

try {
  writeNginxConfig(resolvePaths(), process.env);
  console.log(`wrote ${NGINX_FILE}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
