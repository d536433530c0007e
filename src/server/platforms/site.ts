/**
 * The two endpoints of a serverless deploy (Cloudflare Worker, Netlify Functions), built from what the
 * build knew (SiteData, bundled into the function by `npm run deploy:*`) and the platform's environment.
 * The same handlers as `npm start`: same schemas, Origin, Content-Type, size and rate rules; leads are
 * forwarded to LEADS_WEBHOOK_URL instead of a file.
 */
import type { Locale } from '../../../schemas/locale';
import type { ChatIndex } from '../../lib/chat/retrieve';
import { createChatHandler, envConfig, indexFor } from '../chat-handler';
import { json } from '../guards';
import { createLeadHandler, DEFAULT_RATE_LIMIT } from '../leads';
import type { FetchHandler } from '../node-adapter';
import { createWebhookStore } from '../webhook-store';

/** What the deploy step reads from the build and bundles with the function. */
export interface SiteData {
  /** site.json's public origin: accepted as Origin besides the request's own. */
  allowedOrigins: string[];
  /** The products the site's pages send (a lead naming another is refused). */
  products: string[];
  /** Rachel's index per locale (dist/chat-indexes.json), for the chat's model mode. */
  chatIndexes: Partial<Record<Locale, ChatIndex>>;
  /** The headers of dist/_headers for every path: security headers and the CSP. */
  headers: Record<string, string>;
  /** Every file of dist/ a visitor may get, as "/chi-siamo/index.html" (the Worker's static host). */
  files: string[];
}

/** The platform's environment variables (secrets included) the endpoints read. */
export type PlatformEnv = Partial<Record<string, string>>;

export interface Endpoints {
  leads: FetchHandler;
  chat: FetchHandler;
}

/** Created once per isolate or function instance: the rate limits count across its requests. */
export function createEndpoints(data: SiteData, env: PlatformEnv): Endpoints {
  const webhook = env.LEADS_WEBHOOK_URL?.trim();
  const max = Number(env.LEADS_RATE_LIMIT);
  const leads: FetchHandler = webhook
    ? createLeadHandler({
        store: createWebhookStore({ url: webhook }),
        allowedOrigins: data.allowedOrigins,
        products: new Set(data.products),
        rateLimit: Number.isInteger(max) && max > 0 ? { ...DEFAULT_RATE_LIMIT, max } : DEFAULT_RATE_LIMIT,
      })
    : // Never a silent loss: without its webhook the endpoint refuses, and the browser keeps the lead.
      () => {
        console.error('[leads] LEADS_WEBHOOK_URL is not set on this deploy: leads are refused with 503');
        return Promise.resolve(json(503, { error: 'Il modulo non è ancora configurato: riprova più tardi.' }));
      };
  const chat = createChatHandler({
    index: indexFor(data.chatIndexes),
    ...envConfig(env),
    allowedOrigins: data.allowedOrigins,
  });
  return { leads, chat };
}

const HSTS = 'Strict-Transport-Security';

/** `response` with the site's headers (HSTS only over https), keeping its body as a stream. */
export function withSiteHeaders(response: Response, headers: Record<string, string>, https: boolean): Response {
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) if (https || name !== HSTS) out.headers.set(name, value);
  return out;
}
