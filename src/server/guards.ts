/**
 * Checks every public endpoint makes before it trusts a request (Fetch API
 * only, so they run in Node, Netlify Functions and Cloudflare Workers):
 * same-site Origin, JSON content type, a capped body, a per-client rate limit.
 * Answers are JSON and never carry a stack or a machine path.
 */

export function json(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/**
 * True when the request's Origin is the origin the request was sent to, or
 * one of `allowed` (the public site URL, e.g. behind a TLS-terminating proxy).
 * A missing Origin is refused: browsers send it on every POST.
 */
export function isOwnOrigin(request: Request, allowed: readonly string[] = []): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return origin === new URL(request.url).origin || allowed.includes(origin);
}

/** `application/json`, with or without parameters such as `charset=utf-8`. */
export function isJson(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.split(';')[0].trim().toLowerCase() === 'application/json';
}

/**
 * The body as text, or null when it is larger than `maxBytes`. Counts bytes
 * as they stream in and stops reading at the cap (the declared
 * Content-Length is refused up front when it is already too large).
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export interface RateLimit {
  /** Requests allowed per client per window. */
  max: number;
  windowMs: number;
}

/** Clients tracked at once: past this the oldest windows are dropped (a flood of addresses cannot grow memory). */
export const MAX_TRACKED_CLIENTS = 10_000;

/**
 * The rate-limit key of a client address: an IPv4 address as is (also when
 * IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address by its /64 (one subscriber
 * usually holds a whole /64, so counting single addresses would not limit it).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Fixed-window counter per client (its address, IPv6 by /64). `hit` returns 0
 * when the request may go on, else the seconds until the window resets
 * (Retry-After). Callers hit it only for requests that passed the Origin
 * check, so posts forged by another site cannot lock a visitor out.
 */
export function createRateLimiter({ max, windowMs }: RateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(address: string): number {
      const key = clientKey(address);
      const t = now();
      if (windows.size >= MAX_TRACKED_CLIENTS) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
        // Still full of live windows: the oldest go (a Map iterates in insertion order).
        for (const k of windows.keys()) {
          if (windows.size < MAX_TRACKED_CLIENTS) break;
          windows.delete(k);
        }
      }
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        windows.delete(key);
        windows.set(key, (w = { start: t, count: 0 }));
      }
      w.count += 1;
      return w.count <= max ? 0 : Math.max(1, Math.ceil((w.start + windowMs - t) / 1000));
    },
    /** How many clients are tracked (tests). */
    size: () => windows.size,
  };
}
