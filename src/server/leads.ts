/**
 * POST /api/leads as a Fetch-API handler: the e-mail capture `{email, product}`
 * and the contact and materials forms, checked with the shared schemas
 * (schemas/submissions.ts). Node-free, so the same handler can run in the
 * Vite dev/preview servers (vite-plugin-leads.ts), a Netlify Function or a
 * Cloudflare Worker with another store.
 *
 * Deployed elsewhere, only the store and the client address change, e.g. a
 * Netlify Function: `const handle = createLeadHandler({ store });
 * export default (req: Request, ctx: { ip: string }) => handle(req, { clientAddress: ctx.ip });`
 * (a Worker passes `request.headers.get('cf-connecting-ip')`).
 *
 * Order of checks: method 405, Origin 403, rate limit 429, Content-Type 415,
 * body size 413, JSON and schema 400, then the store: 201, or 500 when the
 * write fails (logged with its reason; the answer names no path).
 *
 * A form sent by the browser itself (no JavaScript, or before the page's code
 * took over) is `application/x-www-form-urlencoded`: the same checks, the same
 * schema, and a page in the form's language as the answer (form-post.ts).
 */
import { parseSubmission, type Submission } from '../../schemas/submissions';
import { formErrors } from '../i18n/form-errors';
import { formPageUi } from '../i18n/form-page';
import { isFormEncoded, problemPage, readFormPost, thanksPage } from './form-post';
import { knownProduct, normalizeSubmission } from './submission-policy';
import { createRateLimiter, isJson, isOwnOrigin, json, readCappedText, type RateLimit } from './guards';
import type { ClientInfo, FetchHandler } from './node-adapter';

export const LEADS_PATH = '/api/leads';
export const MAX_BODY_BYTES = 10 * 1024;
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };

export interface LeadStore {
  /** `info`: the request's client, and its platform's waitUntil for work after the answer. */
  append(submission: Submission, info?: ClientInfo): Promise<void>;
}

export interface LeadHandlerOptions {
  store: LeadStore;
  /** Origins accepted besides the request's own (site.json `siteUrl`). */
  allowedOrigins?: readonly string[];
  rateLimit?: RateLimit;
  maxBodyBytes?: number;
  now?: () => number;
  /** Where failed writes are reported (stderr by default). */
  logError?: (message: string, err: unknown) => void;
  /** The products the site's pages send (leadBanner, forms, the chat's capture); unset: any. */
  products?: ReadonlySet<string>;
}

export function createLeadHandler({
  store,
  allowedOrigins = [],
  rateLimit = DEFAULT_RATE_LIMIT,
  maxBodyBytes = MAX_BODY_BYTES,
  now = Date.now,
  logError = (message, err) => console.error(message, err),
  products,
}: LeadHandlerOptions): FetchHandler {
  const limiter = createRateLimiter(rateLimit, now);
  return async (request, info) => {
    if (request.method !== 'POST') return json(405, { error: 'Usa POST' }, { Allow: 'POST' });
    // Refused before it counts: posts forged by another site must not lock the visitor out.
    if (!isOwnOrigin(request, allowedOrigins)) return json(403, { error: 'Origine non consentita' });
    const retryAfter = limiter.hit(info?.clientAddress ?? 'unknown');
    if (retryAfter)
      return json(429, { error: 'Troppe richieste: riprova tra poco' }, { 'Retry-After': String(retryAfter) });
    const formPost = isFormEncoded(request);
    if (!formPost && !isJson(request))
      return json(415, { error: 'Il corpo deve essere application/json o un modulo HTML' });
    const text = await readCappedText(request, maxBodyBytes);
    if (text === null)
      return json(413, { error: `Il corpo supera ${Math.round(maxBodyBytes / 1024)} KB` }, { Connection: 'close' });
    if (formPost) return answerFormPost(text, request, info);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return json(400, { error: 'Il corpo non è JSON valido', fields: { _: 'JSON non valido' } });
    }
    const parsed = parseSubmission(data, formErrors.it);
    if (!parsed.ok) return json(400, { error: 'Alcuni campi non sono validi', fields: parsed.fields });
    if (!knownProduct(parsed.value, products))
      return json(400, { error: 'Alcuni campi non sono validi', fields: { product: formErrors.it.invalid } });
    if (!(await stored(parsed.value, info)))
      return json(500, { error: 'Non è stato possibile salvare la richiesta. Riprova più tardi.' });
    return json(201, { ok: true });
  };

  async function stored(submission: Submission, info?: ClientInfo): Promise<boolean> {
    try {
      await store.append(normalizeSubmission(submission), info);
      return true;
    } catch (err) {
      logError(`[${LEADS_PATH}] could not store a ${'form' in submission ? submission.form : 'capture'} lead:`, err);
      return false;
    }
  }

  async function answerFormPost(body: string, request: Request, info?: ClientInfo): Promise<Response> {
    const post = readFormPost(body, request);
    // Bots fill every field; people never see this one: thanked, not stored (as the page's code does).
    if (post.trap) return thanksPage(post);
    const parsed = parseSubmission(post.data, formErrors[post.locale]);
    if (!parsed.ok) return problemPage(post, parsed.fields, LEADS_PATH);
    if (!knownProduct(parsed.value, products))
      return problemPage(post, { product: formErrors[post.locale].invalid }, LEADS_PATH);
    if (!(await stored(parsed.value, info))) {
      const failed = problemPage(post, { _: formPageUi[post.locale].notStored }, LEADS_PATH);
      return new Response(failed.body, { status: 500, headers: failed.headers });
    }
    return thanksPage(post);
  }
}
