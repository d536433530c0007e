/** The real `npm run dev` server (the repository's vite.config.ts) on a free port, for tests that need it. */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer, type ViteDevServer } from 'vite';

export async function startDevServer(): Promise<{ server: ViteDevServer; base: string }> {
  const server = await createServer({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  return { server, base: `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}` };
}
