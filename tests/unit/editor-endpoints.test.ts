// @vitest-environment node
/**
 * The visual editor's write path (issue 25 point 8), against the real `npm run dev` server on a copy of
 * the content: only the dev server's own page writes (same origin, loopback host, the run's token, JSON),
 * only page documents under pages-config/ (no traversal, no symlink, no other file), only a valid
 * document, never over a file changed since it was opened; what it writes is the files' one form.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { loadContent } from '../../src/build/content';
import { formatPage } from '../../src/build/editor/format';
import { startDevServer } from '../support/dev-server';

const repo = path.resolve('.');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-editor-'));
let server: ViteDevServer;
let base = '';
let port = 0;
let token = '';

/** A raw request: Host and Origin exactly as given (fetch would not let a test forge Host). */
function send(
  method: string,
  pathname: string,
  { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: { 'content-length': Buffer.byteLength(body ?? ''), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = { text };
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const own = () => ({
  host: `127.0.0.1:${port}`,
  origin: `http://127.0.0.1:${port}`,
  'content-type': 'application/json',
  'x-editor-token': token,
});
const save = (payload: unknown, headers: Record<string, string> = own()) =>
  send('POST', '/_editor/api/save', { body: JSON.stringify(payload), headers });
const open = async (file: string) =>
  (await send('GET', `/_editor/api/page?file=${encodeURIComponent(file)}`, { headers: { host: `127.0.0.1:${port}` } }))
    .json as { document: Record<string, unknown>; version: string };

beforeAll(async () => {
  fs.cpSync(path.join(repo, 'pages-config'), path.join(root, 'pages-config'), { recursive: true });
  fs.cpSync(path.join(repo, 'src/public'), path.join(root, 'src/public'), { recursive: true });
  process.env.RUNSITE_CONTENT_ROOT = root;
  ({ server, base } = await startDevServer());
  port = Number(new URL(base).port);
  const html = await (await fetch(`${base}/_editor`)).text();
  token = /name="editor-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
  // The first API call has Vite load the content modules (~3 s here, more beside other test files): done
  // here, under this hook's minute, so the tests' own 5 s measure the endpoints.
  await send('GET', '/_editor/api/state', { headers: { host: `127.0.0.1:${port}` } });
}, 60_000);

afterAll(async () => {
  await server.close();
  delete process.env.RUNSITE_CONTENT_ROOT;
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the editor endpoints', () => {
  it('serve the editor page with a token made for this run, and the pages with their status', async () => {
    expect(token.length).toBeGreaterThan(20);
    const state = await send('GET', '/_editor/api/state', { headers: { host: `127.0.0.1:${port}` } });
    expect(state.status).toBe(200);
    const pages = state.json.pages as { file: string; errors: number; translations: Record<string, string> }[];
    expect(pages.find((p) => p.file === 'pages-config/runplay.json')).toMatchObject({
      errors: 0,
      translations: { it: 'source' },
    });
  });

  it('save a valid change atomically, in the files’ one form, and refuse the stale version after it', async () => {
    const file = 'pages-config/runtip.json';
    const { document, version } = await open(file);
    const meta = document.meta as Record<string, unknown>;
    const changed = { ...document, meta: { ...meta, title: 'RunTip – Chatbot AI per enti e aziende' } };
    const res = await save({ file, document: changed, version });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const written = fs.readFileSync(path.join(root, file), 'utf8');
    expect(written).toBe(await formatPage(changed));
    expect(written).toContain('"title": "RunTip – Chatbot AI per enti e aziende"');
    expect(fs.readdirSync(path.join(root, 'pages-config')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(loadContent(root).errors).toEqual([]);
    // The version opened before that save is stale now: refused, with what is on disk.
    const again = await save({ file, document, version });
    expect(again.status).toBe(409);
    expect(again.json.reason).toBe('stale');
    expect((again.json.current as { version: string }).version).not.toBe(version);
    // Overwriting needs the version the editor was shown.
    const seen = (again.json.current as { version: string }).version;
    expect((await save({ file, document, force: true, seen })).status).toBe(200);
  });

  it('refuse an invalid document with every error at its JSON path, and leave the file as it was', async () => {
    const file = 'pages-config/runplay.json';
    const before = fs.readFileSync(path.join(root, file), 'utf8');
    const { document, version } = await open(file);
    const sections = document.sections as Record<string, unknown>[];
    const broken = { ...document, sections: [{ ...sections[0], title: '' }, ...sections.slice(1)] };
    const res = await save({ file, document: broken, version });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ file, path: 'sections[0].title' })]),
    );
    expect(fs.readFileSync(path.join(root, file), 'utf8')).toBe(before);
  });

  it('refuse a cross-origin write, a forged host, a missing token and a body that is not JSON', async () => {
    const file = 'pages-config/chi-siamo.json';
    const { document, version } = await open(file);
    const payload = { file, document, version };
    const cases: [Record<string, string>, number][] = [
      [{ ...own(), origin: 'http://evil.example' }, 403],
      [{ ...own(), origin: 'http://localhost:3000' }, 403],
      [{ ...own(), host: `evil.example:${port}`, origin: `http://evil.example:${port}` }, 403],
      [{ ...own(), 'x-editor-token': 'wrong' }, 403],
      [{ ...own(), 'content-type': 'text/plain' }, 415],
    ];
    for (const [headers, status] of cases) {
      const res = await save(payload, headers);
      expect(res.status, JSON.stringify(headers)).toBe(status);
      expect(JSON.stringify(res.json)).not.toMatch(/at .*\.ts|\/tmp\//);
    }
  });

  it('refuse every path that is not a page document under pages-config/', async () => {
    const link = path.join(root, 'pages-config', 'linked');
    fs.symlinkSync(os.tmpdir(), link);
    const { document } = await open('pages-config/home.json');
    for (const file of [
      '../package.json',
      'pages-config/../package.json',
      'pages-config/%2e%2e/x.json',
      'pages-config/site.json',
      'pages-config/data/chat-knowledge.json',
      'pages-config/linked/x.json',
      'pages-config/en/../../x.json',
      'pages-config/Home.JSON',
      'schemas/page.json',
      '/etc/passwd',
    ]) {
      const res = await send('POST', '/_editor/api/create', {
        body: JSON.stringify({ file, document }),
        headers: own(),
      });
      expect(res.status, file).toBe(400);
    }
    expect(fs.existsSync(path.join(os.tmpdir(), 'x.json'))).toBe(false);
    fs.rmSync(link);
    // A page file that is a link to a file elsewhere is not written through.
    const outside = path.join(root, 'outside.json');
    fs.writeFileSync(outside, '{}\n');
    fs.symlinkSync(outside, path.join(root, 'pages-config', 'collegata.json'));
    const res = await save({ file: 'pages-config/collegata.json', document, version: 'x' });
    expect(res.status).toBe(400);
    expect(fs.readFileSync(outside, 'utf8')).toBe('{}\n');
    fs.rmSync(path.join(root, 'pages-config', 'collegata.json'));
  });

  it('say at the field what the build would take out of rich text (only the allowlisted markup stays)', async () => {
    const file = 'pages-config/runtip.json';
    const { document } = await open(file);
    const sections = document.sections as Record<string, unknown>[];
    const hero = { ...sections[0], labels: [{ label: 'Settori', text: 'PA <script>alert(1)</script><b>Turismo</b>' }] };
    const res = await send('POST', '/_editor/api/validate', {
      body: JSON.stringify({ file, document: { ...document, sections: [hero, ...sections.slice(1)] } }),
      headers: own(),
    });
    expect(res.status).toBe(200);
    expect(res.json.warnings).toEqual([
      expect.objectContaining({
        path: 'sections[0].labels[0].text',
        message: expect.stringContaining('script') as string,
      }),
    ]);
  });

  it('create a new page only where none is, and only when it validates', async () => {
    const file = 'pages-config/prova-editor.json';
    const document = {
      $schema: '../schemas/generated/page.schema.json',
      path: '/prova-editor',
      meta: { title: 'Prova', description: 'Una pagina di prova creata dall’editor visuale durante i test.' },
      sections: [{ type: 'pageHeading', title: 'Prova' }],
    };
    const bad = await send('POST', '/_editor/api/create', {
      body: JSON.stringify({ file, document: { ...document, sections: [] } }),
      headers: own(),
    });
    expect(bad.status).toBe(422);
    expect(fs.existsSync(path.join(root, file))).toBe(false);
    const ok = await send('POST', '/_editor/api/create', { body: JSON.stringify({ file, document }), headers: own() });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const twice = await send('POST', '/_editor/api/create', {
      body: JSON.stringify({ file, document }),
      headers: own(),
    });
    expect(twice.status).toBe(409);
  });
});
