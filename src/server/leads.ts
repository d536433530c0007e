/**
 * The embedded lead endpoint: with no VITE_LEAD_WEBHOOK_URL, `npm run dev`
 * and `npm start` (vite preview) accept POST /api/leads themselves and append
 * each lead as one JSON line to .data/leads.jsonl (or $LEADS_FILE).
 *
 * No interleaving: appends go through one promise chain, so each complete
 * line is written by its own appendFile (O_APPEND) only after the previous one
 * finished. The chain serialises writers in this process; O_APPEND keeps
 * whole small lines intact even if a second server appends to the same file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Plugin } from 'vite';

export const LEADS_PATH = '/api/leads';
export const MAX_BODY_BYTES = 10 * 1024;
// Same shape as the browser's type="email" check (WHATWG), which the form already enforces.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export interface StoredLead {
  email: string;
  product: string;
  receivedAt: string;
}

/** The lead if `body` is exactly `{email, product}` with a valid address, else an error message. */
export function parseLead(body: string): { lead: { email: string; product: string } } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { error: 'body is not JSON' };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { error: 'body must be an object' };
  const keys = Object.keys(data).sort().join(',');
  if (keys !== 'email,product') return { error: 'body must have exactly "email" and "product"' };
  const { email, product } = data as Record<string, unknown>;
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email)) return { error: 'invalid e-mail address' };
  if (typeof product !== 'string' || !product.trim() || product.length > 100) return { error: 'invalid product' };
  return { lead: { email, product } };
}

export function createLeadStore(file: string) {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    file,
    append(lead: { email: string; product: string }): Promise<void> {
      const line = `${JSON.stringify({ ...lead, receivedAt: new Date().toISOString() } satisfies StoredLead)}\n`;
      const write = queue.then(async () => {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.appendFile(file, line, { flag: 'a' });
      });
      queue = write.catch(() => undefined);
      return write;
    },
  };
}

function send(res: ServerResponse, status: number, body: object) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** Connect middleware for POST /api/leads. */
export function leadsMiddleware(file: string) {
  const store = createLeadStore(file);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== LEADS_PATH) return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return send(res, 405, { error: 'use POST' });
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return send(res, 400, { error: 'body larger than 10 KB' });
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) return send(res, 400, { error: 'body larger than 10 KB' });
      const parsed = parseLead(Buffer.concat(chunks).toString('utf8'));
      if ('error' in parsed) return send(res, 400, { error: parsed.error });
      store.append(parsed.lead).then(
        () => send(res, 201, { ok: true }),
        (err: Error) => send(res, 500, { error: `could not store the lead: ${err.message}` }),
      );
    });
  };
}

/**
 * Vite plugin: the endpoint in dev (configureServer) and preview
 * (configurePreviewServer), and a loud warning when a production build has
 * no webhook (a static host will not have /api/leads).
 */
export function leadEndpointPlugin(root: string): Plugin {
  const file = path.resolve(root, process.env.LEADS_FILE ?? '.data/leads.jsonl');
  return {
    name: 'runsite:lead-endpoint',
    configResolved(config) {
      const webhook = loadEnv(config.mode, config.envDir || root, 'VITE_').VITE_LEAD_WEBHOOK_URL ?? '';
      if (config.command === 'build' && !config.build.ssr && !webhook) {
        const bar = '!'.repeat(78);
        config.logger.warn(
          `\n${bar}\n!! VITE_LEAD_WEBHOOK_URL is not set: the lead forms post to ${LEADS_PATH},\n` +
            `!! which only \`npm start\` / vite preview answer. On a static host leads are LOST.\n` +
            `!! Set VITE_LEAD_WEBHOOK_URL to your n8n/Make/Zapier webhook (README "Lead webhook").\n${bar}\n`,
        );
      }
    },
    // Always mounted: harmless when the build posts to a webhook instead.
    configureServer(server) {
      server.middlewares.use(leadsMiddleware(file));
    },
    configurePreviewServer(server) {
      server.middlewares.use(leadsMiddleware(file));
    },
  };
}
