/**
 * The deploy targets in their runtimes (README "Deploy"). The site is built as `npm run deploy:*` builds
 * it (VITE_LEADS_SAME_ORIGIN=1), then:
 * - the Cloudflare Worker runs in workerd through miniflare 3 (no network, no account) over that dist/,
 *   with a fake webhook and the fake model server on 127.0.0.1;
 * - the Netlify Functions, as bundled for upload, are imported and called with Request objects.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { expect, test } from './fixtures';
import { asReturningVisitor } from './support/consent';
import { startFakeModel, type FakeModel } from './support/fake-model';
import { repoRoot } from './support/server';
import { buildSite } from './support/shared-build';
import { resolvePaths } from '../../src/build/paths';
import { must } from '../support/must';

test.describe.configure({ mode: 'serial' });

interface Forwarded {
  key: string | undefined;
  body: Record<string, unknown>;
}
let hookMode: 'ok' | 'fail' = 'ok';
const forwarded: Forwarded[] = [];
let hook: http.Server | undefined;
let model: FakeModel | undefined;
let mf: Miniflare | undefined;
let base = '';
const dir = `${resolvePaths().outDir}-deploy`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      forwarded.push({
        key: req.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(body) as Record<string, unknown>,
      });
      res.statusCode = hookMode === 'ok' ? 200 : 500;
      res.end();
    });
  });
  await new Promise<void>((r) => must(hook, 'webhook').listen(0, '127.0.0.1', r));
  model = await startFakeModel();

  buildSite(dir, { VITE_LEADS_SAME_ORIGIN: '1' });
  const env = { ...process.env, RUNSITE_OUT_DIR: dir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  for (const target of ['cloudflare', 'netlify'])
    execFileSync('npx', ['tsx', 'src/build/cli/deploy.ts', target, '--dry-run', '--skip-build'], {
      cwd: repoRoot,
      env,
      stdio: 'ignore',
    });

  mf = new Miniflare({
    log: new Log(LogLevel.ERROR),
    modules: true,
    scriptPath: `${dir}-cloudflare/worker.js`,
    // As deploy/cloudflare/wrangler.jsonc says.
    compatibilityDate: '2025-07-18',
    compatibilityFlags: ['enable_request_signal'],
    assets: {
      directory: dir,
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      assetConfig: { html_handling: 'none', not_found_handling: 'none' },
    },
    bindings: {
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/webhook/lead`,
      CHAT_LLM_URL: model.url,
      CHAT_LLM_MODEL: 'fake-model',
    },
  });
  base = (await mf.ready).origin;
});

test.afterAll(async () => {
  await mf?.dispose();
  hook?.close();
  model?.close();
  for (const d of [dir, `${dir}-ssr`, `${dir}-cloudflare`, `${dir}-netlify`])
    fs.rmSync(d, { recursive: true, force: true });
});

const get = (p: string, init: RequestInit = {}) => fetch(`${base}${p}`, { redirect: 'manual', ...init });
const postLead = (body: unknown, headers: Record<string, string> = {}) =>
  get('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

test('workerd serves the pages as the static host does: status codes, languages, redirects, headers', async () => {
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toMatch(/^text\/html/);
  expect(home.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  expect(home.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await home.text()).toContain('<html lang="it"');
  expect((await get('/chi-siamo/')).status).toBe(200);

  const missing = await get('/pagina-che-non-esiste');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Pagina non trovata');
  const missingEn = await get('/en/no-such-page');
  expect(missingEn.status).toBe(404);
  expect(await missingEn.text()).toContain('<html lang="en"');
  expect((await get('/prodotti/RunVoice')).status).toBe(404); // case-sensitive, as the browser's router
  for (const hostFile of ['/_headers', '/_redirects', '/chat-indexes.json', '/.assetsignore'])
    expect((await get(hostFile)).status, hostFile).toBe(404);

  const moved = await get('/chi-siamo/index.html?x=1');
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe('/chi-siamo?x=1');
  expect((await get('//chi-siamo')).headers.get('location')).toBe('/chi-siamo');
  expect((await get('/%E0%A4%A')).status).toBe(400);
  expect((await get('/api/nothing')).status).toBe(404);
  expect((await get('/', { method: 'DELETE' })).status).toBe(405);

  const script = must(/src="(\/assets\/[^"]+\.js)"/.exec(await (await get('/')).text())?.[1], 'boot script');
  const asset = await get(script);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-type')).toMatch(/javascript/);
});

test('a lead is validated and forwarded to the webhook; refused posts never reach it', async () => {
  const before = forwarded.length;
  const ok = await postLead({ email: 'marco.rossi@esempio.it', product: 'RunVoice' });
  expect(ok.status).toBe(201);
  expect(forwarded.slice(before)).toHaveLength(1);
  const sent = must(forwarded.at(-1), 'forwarded lead');
  expect(sent.body).toMatchObject({ email: 'marco.rossi@esempio.it', product: 'RunVoice' });
  expect(sent.body.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(sent.key).toMatch(/^[0-9a-f]{64}$/);

  const refused = [
    await postLead({ email: 'mario@gmail', product: 'RunVoice' }), // 400: not an address
    await postLead({ email: 'a@b.it', product: 'RunVoice' }, { Origin: 'https://evil.example' }), // 403
    await postLead('x'.repeat(20 * 1024)), // 413
    await get('/api/leads', { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: base }, body: '{}' }), // 415
    await get('/api/leads'), // 405
  ];
  expect(refused.map((r) => r.status)).toEqual([400, 403, 413, 415, 405]);
  for (const r of refused) expect(await r.text()).not.toMatch(/\bat \w+ \(|node_modules|\/work\//);
  expect(forwarded.slice(before)).toHaveLength(1);
});

test('when the webhook fails the visitor is not thanked, and the Worker retries in the background with the same key', async () => {
  hookMode = 'fail';
  const before = forwarded.length;
  try {
    const res = await postLead({ email: 'giulia@roccaverde.it', product: 'RunTip' });
    expect(res.status).toBe(500);
    // The first retry waits 1 s after the answer (waitUntil keeps the Worker running), and fails too.
    await expect.poll(() => forwarded.length - before, { timeout: 8_000 }).toBe(2);
  } finally {
    hookMode = 'ok';
  }
  // The next one (4 s later) is accepted, and is the last.
  await expect.poll(() => forwarded.length - before, { timeout: 10_000 }).toBe(3);
  const tries = forwarded.slice(before);
  expect(new Set(tries.map((t) => t.key)).size).toBe(1);
  expect(tries.map((t) => t.body.email)).toEqual(Array(3).fill('giulia@roccaverde.it'));
  await new Promise((r) => setTimeout(r, 1_500));
  expect(forwarded.length - before).toBe(3);
});

test('in the browser, a form posts to the Worker and the lead reaches the webhook', async ({
  page,
  errors: _errors,
}) => {
  const before = forwarded.length;
  await asReturningVisitor(page, base);
  await page.goto(`${base}/contatti`);
  const form = page.locator('#modulo-contatti form');
  await form.getByLabel('Nome', { exact: false }).first().fill('Giulia');
  await form.getByLabel('Cognome').fill('Bianchi');
  await form.getByLabel('E-mail').fill('giulia.bianchi@roccaverde.it');
  await form.getByLabel('Messaggio').fill('Vorremmo un assistente per lo sportello anagrafe.');
  await page.waitForTimeout(3_100); // the form's minimum fill time: a faster send reads as a bot
  await form.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(page.locator('#modulo-contatti').getByRole('status')).toContainText('Grazie');
  await expect.poll(() => forwarded.length - before).toBe(1);
  expect(must(forwarded.at(-1), 'lead').body).toMatchObject({ form: 'contact', email: 'giulia.bianchi@roccaverde.it' });
});

test('the chat streams from the model through the Worker, and stops asking when the visitor leaves', async () => {
  const m = must(model, 'fake model');
  const ask = (signal?: AbortSignal) =>
    get('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ locale: 'it', messages: [{ role: 'user', content: 'Quante versioni ha RunVoice?' }] }),
      signal,
    });
  m.mode = 'ok';
  const res = await ask();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const text = await res.text();
  expect(text).toContain('Easy, Standard e Pro');
  expect(m.requests.at(-1)).toMatchObject({ model: 'fake-model', stream: true });

  m.mode = 'trickle';
  const leave = new AbortController();
  const open = await ask(leave.signal);
  const reader = must(open.body, 'stream').getReader();
  await reader.read(); // the answer has started
  await expect.poll(() => m.open).toBe(1);
  leave.abort();
  await expect.poll(() => m.open, { timeout: 10_000 }).toBe(0);
});

test('the Netlify Functions, as bundled for upload, answer Request objects like the Worker', async () => {
  const functions = `${dir}-netlify/functions`;
  process.env.LEADS_WEBHOOK_URL = `http://127.0.0.1:${(must(hook, 'webhook').address() as AddressInfo).port}/webhook/lead`;
  process.env.CHAT_LLM_URL = must(model, 'fake model').url;
  try {
    type Fn = {
      default: (r: Request, c?: { ip?: string; waitUntil?: (p: Promise<unknown>) => void }) => Promise<Response>;
      config: { path: string };
    };
    const leads = (await import(pathToFileURL(path.join(functions, 'leads.mjs')).href)) as Fn;
    const chat = (await import(pathToFileURL(path.join(functions, 'chat.mjs')).href)) as Fn;
    expect(leads.config.path).toBe('/api/leads');
    expect(chat.config.path).toBe('/api/chat');
    const site = 'https://runsite.netlify.app';
    const post = (body: unknown, origin = site) =>
      new Request(`${site}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(body),
      });
    const before = forwarded.length;
    const ok = await leads.default(post({ email: 'sara@museo.it', product: 'RunPlay' }), { ip: '203.0.113.7' });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(ok.headers.get('strict-transport-security')).toMatch(/max-age/);
    expect(forwarded.slice(before).map((f) => f.body.email)).toEqual(['sara@museo.it']);
    expect(
      (await leads.default(post({ email: 'sara@museo.it', product: 'RunPlay' }, 'https://evil.example'))).status,
    ).toBe(403);

    must(model, 'fake model').mode = 'ok';
    const answer = await chat.default(
      new Request(`${site}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site },
        body: JSON.stringify({ locale: 'it', messages: [{ role: 'user', content: 'Quante versioni ha RunVoice?' }] }),
      }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Easy, Standard e Pro');
  } finally {
    delete process.env.LEADS_WEBHOOK_URL;
    delete process.env.CHAT_LLM_URL;
  }
});
