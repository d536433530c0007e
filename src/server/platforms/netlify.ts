/**
 * Netlify Functions (v2: `(request, context) => Response`): one function per endpoint, each bundled with the
 * build's SiteData by `npm run deploy:netlify` (entries in deploy/netlify/functions/). Netlify serves the
 * static files itself with dist/_headers and dist/_redirects; a function's answer gets the same headers here.
 */
import { createEndpoints, withSiteHeaders, type Endpoints, type PlatformEnv, type SiteData } from './site';

export interface NetlifyContext {
  ip?: string;
  waitUntil?: (work: Promise<unknown>) => void;
}

export function createNetlifyFunction(data: SiteData, endpoint: keyof Endpoints, env: PlatformEnv) {
  let endpoints: Endpoints | undefined;
  return async (request: Request, context: NetlifyContext = {}): Promise<Response> => {
    endpoints ??= createEndpoints(data, env);
    const response = await endpoints[endpoint](request, { clientAddress: context.ip, waitUntil: context.waitUntil });
    return withSiteHeaders(response, data.headers, new URL(request.url).protocol === 'https:');
  };
}
