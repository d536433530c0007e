/**
 * Mounts Fetch-API handlers (`(request, info) => Promise<Response>`, the shape
 * Netlify Functions and Cloudflare Workers call) in Node's http server, i.e.
 * the Vite dev and preview servers (Connect middleware).
 *
 * The request body is handed over as a pull-based stream: Node reads from the
 * socket only as fast as the handler reads the body. When the handler answers
 * before the body has fully arrived (a refusal, or a body over its cap), the
 * response carries `Connection: close` and the socket is destroyed once the
 * response is flushed, so the rest of the body is never read.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

export interface ClientInfo {
  /** The peer's IP address (the key for per-client rate limits). */
  clientAddress?: string;
  /** Keeps work running after the answer (serverless platforms; a Node server simply keeps running). */
  waitUntil?: (work: Promise<unknown>) => void;
}

export type FetchHandler = (request: Request, info?: ClientInfo) => Promise<Response>;

type Next = (err?: unknown) => void;

/** Connect middleware serving `routes` (exact pathnames); other paths go to `next`. */
export function fetchMiddleware(routes: Record<string, FetchHandler>) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const handler = Object.hasOwn(routes, pathname) ? routes[pathname] : undefined;
    if (!handler) return next();
    let request: Request;
    // The request's signal aborts when the client goes away before its answer is complete
    // (the chat handler then stops asking the model).
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    try {
      request = toRequest(req, gone.signal);
    } catch {
      // e.g. a Host header that is no host: nothing a handler could answer
      res.statusCode = 400;
      res.setHeader('Connection', 'close');
      res.end();
      return;
    }
    serve(handler, request, req, res).catch((err: unknown) => {
      console.error(`[${pathname}] handler failed:`, err);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Connection', 'close');
        res.end(JSON.stringify({ error: 'Errore interno del server' }));
      } else res.destroy();
    });
  };
}

async function serve(handler: FetchHandler, request: Request, req: IncomingMessage, res: ServerResponse) {
  const response = await handler(request, { clientAddress: req.socket.remoteAddress });
  const unread = !req.complete;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  if (unread || response.headers.get('connection')?.toLowerCase() === 'close') {
    res.setHeader('Connection', 'close');
    // After the last byte of the answer is handed to the kernel: no further read from this socket.
    res.once('finish', () => req.socket.destroy());
  }
  await writeBody(response, res);
}

/** Streams the body (server-sent events and the like are flushed chunk by chunk). */
async function writeBody(response: Response, res: ServerResponse) {
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  res.once('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A client that went away never drains: 'close' ends the wait (and cancels the reader).
    if (!res.write(value)) await drainedOrClosed(res);
  }
  res.end();
}

/** Waits for 'drain' or 'close', whichever comes first, and leaves no listener behind. */
function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const scheme = (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  const url = new URL(req.url ?? '/', `${scheme}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue; // HTTP/2 pseudo-headers
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // `duplex` is required by Node's fetch for a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (hasBody) {
    init.body = bodyStream(req);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** The request body as a web stream that reads from Node only when the consumer pulls. */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        return new Promise<void>((resolve) => {
          const done = (fn: () => void) => () => {
            req.off('readable', onReadable).off('end', onEnd).off('error', onError);
            fn();
            resolve();
          };
          const onEnd = done(() => controller.close());
          const onError = (err: Error) => done(() => controller.error(err))();
          const onReadable = () => {
            const chunk = req.read() as Buffer | null;
            if (chunk !== null)
              done(() => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)))();
            else if (req.readableEnded) onEnd();
          };
          req.on('readable', onReadable).on('end', onEnd).on('error', onError);
          onReadable();
        });
      },
    },
    { highWaterMark: 0 },
  );
}
