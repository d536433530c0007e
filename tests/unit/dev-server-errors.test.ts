// @vitest-environment node
/**
 * A content error in `npm run dev` (issue 23 Low): the page still loads so
 * Vite's overlay can show the error, instead of every request answering 500;
 * the fix is picked up without a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../support/dev-server';

const repo = path.resolve('.');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-dev-'));
const broken = path.join(root, 'pages-config/home.json');
let good = '';
let server: ViteDevServer;
let base = '';

beforeAll(async () => {
  fs.cpSync(path.join(repo, 'pages-config'), path.join(root, 'pages-config'), { recursive: true });
  fs.cpSync(path.join(repo, 'src/public'), path.join(root, 'src/public'), { recursive: true });
  good = fs.readFileSync(broken, 'utf8');
  fs.writeFileSync(broken, good.replace('"sections": [', '"sections": [{ "type": "heroo", "title": "Refuso" },'));
  process.env.RUNSITE_CONTENT_ROOT = root;
  ({ server, base } = await startDevServer());
}, 60_000);

afterAll(async () => {
  await server.close();
  delete process.env.RUNSITE_CONTENT_ROOT;
  fs.rmSync(root, { recursive: true, force: true });
});

it('serves the page (for the overlay) while the content is broken, and recovers on the fix', async () => {
  const page = await fetch(`${base}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  expect((await fetch(`${base}/@vite/client`)).status).toBe(200);
  const index = await fetch(`${base}/@chat-index/it.json`);
  expect(index.status).toBe(503);
  expect(await index.text()).toMatch(/heroo/);

  fs.writeFileSync(broken, good);
  await expect.poll(async () => (await fetch(`${base}/@chat-index/it.json`)).status, { timeout: 10_000 }).toBe(200);
});
