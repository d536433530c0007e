/**
 * The Cloudflare Worker: every request comes here first (assets.run_worker_first); /api/leads and
 * /api/chat go to the endpoints, everything else is the built site through the ASSETS binding, answered
 * as the static host does (server/static-host.ts), with the headers of dist/_headers on every response.
 * The entry deploy/cloudflare/worker.ts only adds the build's SiteData.
 */
import { CHAT_PATH } from '../chat-handler';
import { json } from '../guards';
import { LEADS_PATH } from '../leads';
import { resolveStatic } from '../static-host';
import { createEndpoints, withSiteHeaders, type Endpoints, type PlatformEnv, type SiteData } from './site';

export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}
export type CloudflareEnv = PlatformEnv & { ASSETS?: AssetsBinding };
export interface CloudflareContext {
  waitUntil(work: Promise<unknown>): void;
}

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

async function serveStatic(request: Request, assets: AssetsBinding, files: ReadonlySet<string>): Promise<Response> {
  const url = new URL(request.url);
  const answer = resolveStatic(url.pathname + url.search, request.method, (f) => files.has(f));
  const asset = (file: string) => assets.fetch(new Request(new URL(file, url), { method: request.method }));
  switch (answer.kind) {
    case 'bad-request':
      return text(400, 'Bad request: malformed URL\n');
    case 'no-endpoint':
      return json(404, { error: 'no such endpoint' });
    case 'options':
      return new Response(null, { status: 204, headers: { Allow: 'GET, HEAD, OPTIONS' } });
    case 'method-not-allowed':
      return text(405, 'Method not allowed\n', { Allow: 'GET, HEAD, OPTIONS' });
    case 'redirect':
      return new Response(null, { status: 301, headers: { Location: answer.location } });
    case 'not-found': {
      const page = await asset(answer.file);
      return new Response(page.body, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
    case 'file': {
      const file = await asset(answer.file);
      const out = new Response(file.body, file);
      if (answer.cache) out.headers.set('Cache-Control', answer.cache);
      return out;
    }
  }
}

export function createWorker(data: SiteData) {
  const files = new Set(data.files);
  let endpoints: Endpoints | undefined; // the environment arrives with the first request
  return {
    async fetch(request: Request, env: CloudflareEnv, ctx: CloudflareContext): Promise<Response> {
      const url = new URL(request.url);
      let response: Response;
      if (url.pathname === LEADS_PATH || url.pathname === CHAT_PATH) {
        endpoints ??= createEndpoints(data, env);
        const info = {
          clientAddress: request.headers.get('CF-Connecting-IP') ?? undefined,
          waitUntil: (work: Promise<unknown>) => ctx.waitUntil(work),
        };
        response = await (url.pathname === LEADS_PATH ? endpoints.leads : endpoints.chat)(request, info);
      } else if (!env.ASSETS)
        response = text(500, 'The ASSETS binding is missing: see deploy/cloudflare/wrangler.jsonc\n');
      else response = await serveStatic(request, env.ASSETS, files);
      return withSiteHeaders(response, data.headers, url.protocol === 'https:');
    },
  };
}
