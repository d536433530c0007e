// @vitest-environment node
/** The Node adapter streams a handler's response and stops it when the client goes away (chat SSE relies on both). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { fetchMiddleware, type FetchHandler } from '../../src/server/node-adapter';
import { must } from '../support/must';

const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

async function serve(handler: FetchHandler) {
  const handle = fetchMiddleware({ '/api/stream': handler });
  const server = http.createServer((req, res) => handle(req, res, () => res.writeHead(404).end()));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stream`;
}

/** An endless stream of 64 KiB events; `cancelled` resolves when the adapter cancels it. */
function endless() {
  let onCancel!: () => void;
  const cancelled = new Promise<void>((r) => (onCancel = r));
  const chunk = new TextEncoder().encode(`data: ${'x'.repeat(64 * 1024)}\n\n`);
  const body = new ReadableStream<Uint8Array>({
    pull: (controller) => controller.enqueue(chunk),
    cancel: onCancel,
  });
  return { body, cancelled };
}

it('passes status and headers through and delivers the first chunk while the stream is still open', async () => {
  const { body } = endless();
  const url = await serve(() =>
    Promise.resolve(
      new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream', 'X-Test': 'yes' } }),
    ),
  );
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  expect(res.headers.get('x-test')).toBe('yes');
  const first = await must(res.body, 'response body').getReader().read();
  expect(new TextDecoder().decode(first.value).startsWith('data: x')).toBe(true);
  controller.abort();
});

it('cancels the response stream when the client disconnects', async () => {
  const { body, cancelled } = endless();
  const url = await serve(() => Promise.resolve(new Response(body)));
  const req = http.get(url, (res) => {
    res.once('data', () => req.destroy()); // read one chunk, then go away without reading the rest
  });
  req.on('error', () => undefined);
  await expect(
    Promise.race([cancelled.then(() => 'cancelled'), new Promise((r) => setTimeout(() => r('still streaming'), 2000))]),
  ).resolves.toBe('cancelled');
});

it('leaves no listener behind on a slow reader: a long answer raises no MaxListenersExceededWarning', async () => {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.name);
  process.on('warning', onWarning);
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  const url = await serve(() =>
    Promise.resolve(
      new Response(
        new ReadableStream<Uint8Array>({
          pull: (controller) => {
            if (sent++ < 200) controller.enqueue(chunk);
            else controller.close();
          },
        }),
      ),
    ),
  );
  try {
    // 12.5 MiB read a little at a time: most writes wait for 'drain'.
    const received = await new Promise<number>((resolve, reject) => {
      http
        .get(url, (res) => {
          let bytes = 0;
          res.on('data', (d: Buffer) => {
            bytes += d.length;
            res.pause();
            setTimeout(() => res.resume(), 1);
          });
          res.on('end', () => resolve(bytes));
        })
        .on('error', reject);
    });
    expect(received).toBe(200 * 64 * 1024);
    await new Promise((r) => setTimeout(r, 50));
    expect(warnings).toEqual([]);
  } finally {
    process.off('warning', onWarning);
  }
});
