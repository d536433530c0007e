// @vitest-environment node
/**
 * POST /api/leads through a real Node http server on 127.0.0.1, mounted with
 * the same adapter the Vite dev and preview servers use.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeadStore } from '../../src/server/lead-store';
import { createLeadHandler, type LeadHandlerOptions } from '../../src/server/leads';
import { fetchMiddleware } from '../../src/server/node-adapter';
import { capture, contact, materials } from './submission-samples';

// vitest types its asymmetric matchers as `any`: held as `unknown`, they sit in typed objects safely.
const someText: unknown = expect.any(String);
const textMatching = (re: RegExp): unknown => expect.stringMatching(re);

const tmpFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leads-')), 'leads.jsonl');
const readLines = (file: string) =>
  fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trimEnd()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [];

const servers: http.Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A real server with the lead handler; every socket it accepted, to read what the server took off the wire. */
async function serve(options: Partial<LeadHandlerOptions> = {}) {
  const file = tmpFile();
  const handler = createLeadHandler({ store: createLeadStore(file), ...options });
  const handle = fetchMiddleware({ '/api/leads': handler });
  const server = http.createServer((req, res) => handle(req, res, () => res.writeHead(404).end()));
  const sockets: net.Socket[] = [];
  server.on('connection', (s) => sockets.push(s));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
      body,
    });
  return { file, base, port, post, sockets, server };
}

describe('lead store', () => {
  it('keeps 500 concurrent appends as 500 intact lines', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leads-')), 'nested/leads.jsonl');
    const store = createLeadStore(file);
    await Promise.all(
      Array.from({ length: 500 }, (_, i) => store.append({ email: `u${i}@esempio.it`, product: 'x'.repeat(i) })),
    );
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(500);
    const emails = new Set(lines.map((l) => (JSON.parse(l) as { email: string }).email));
    expect(emails.size).toBe(500);
    expect(JSON.parse(lines[0])).toMatchObject({ receivedAt: textMatching(/^\d{4}-\d\d-\d\dT/) });
  });
});

describe('POST /api/leads accepts', () => {
  it.each([
    ['the e-mail capture', capture],
    ['the contact form', contact],
    ['the materials request', materials],
  ])('%s with 201 and stores it as one JSON line with receivedAt', async (_name, body) => {
    const t = Date.parse('2026-11-22T10:00:00Z');
    const file = tmpFile();
    const { post } = await serve({ store: createLeadStore(file, () => t) });
    const res = await post(JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(readLines(file)).toEqual([{ ...body, receivedAt: '2026-11-22T10:00:00.000Z' }]);
  });

  it("accepts site.json's siteUrl as Origin too (the public origin behind a proxy)", async () => {
    const { post, file } = await serve({ allowedOrigins: ['https://www.nomeazienda.it'] });
    expect((await post(JSON.stringify(capture), { Origin: 'https://www.nomeazienda.it' })).status).toBe(201);
    expect(readLines(file)).toHaveLength(1);
  });
});

describe('POST /api/leads refuses', () => {
  it.each([
    ['a body that is not JSON', 'email=a@b.it', { _: 'JSON non valido' }],
    ['an array', '[]', { _: someText }],
    ['a missing product', '{"email":"a@b.it"}', { product: someText }],
    ['an extra field', '{"email":"a@b.it","product":"X","website":"spam"}', { website: 'campo non previsto' }],
    ['an invalid address', '{"email":"not-an-address","product":"X"}', { email: textMatching(/e-mail valido/) }],
    ['a non-string product', '{"email":"a@b.it","product":3}', { product: someText }],
    ['an unknown form', JSON.stringify({ ...contact, form: 'newsletter' }), { form: someText }],
    [
      'a contact form with no name and a bad phone',
      JSON.stringify({ ...contact, firstName: ' ', phone: '12' }),
      { firstName: 'Inserisci il tuo nome', phone: textMatching(/telefono valido/) },
    ],
    [
      'a materials request with an unknown material',
      JSON.stringify({ ...materials, material: 'brochure' }),
      { material: someText },
    ],
  ])('%s with 400 naming the wrong fields, storing nothing', async (_name, body, fields) => {
    const { post, file } = await serve();
    const res = await post(body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toEqual(expect.any(String));
    expect(answer.fields).toEqual(fields);
    expect(readLines(file)).toEqual([]);
  });

  it('a post from another site or with no Origin with 403', async () => {
    const { post, base, file } = await serve({ allowedOrigins: ['https://www.nomeazienda.it'] });
    const foreign = await post(JSON.stringify({ email: 'victim@evil.example', product: 'X' }), {
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toMatch(/Origine/);
    // Same host, other port or scheme: another origin.
    expect((await post(JSON.stringify(capture), { Origin: base.replace(/:\d+$/, ':1') })).status).toBe(403);
    expect((await post(JSON.stringify(capture), { Origin: base.replace('http:', 'https:') })).status).toBe(403);
    expect((await post(JSON.stringify(capture), { Origin: 'null' })).status).toBe(403);
    // Node's fetch adds no Origin of its own: a raw request without one.
    const bare = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${base}/api/leads`,
        { method: 'POST', headers: { 'Content-Type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(capture));
    });
    expect(bare).toBe(403);
    expect(readLines(file)).toEqual([]);
  });

  it('a text/plain or multipart body with 415', async () => {
    const { post, file } = await serve();
    for (const type of ['text/plain;charset=UTF-8', 'multipart/form-data; boundary=x']) {
      const res = await post(JSON.stringify(capture), { 'Content-Type': type });
      expect(res.status, type).toBe(415);
    }
    expect(readLines(file)).toEqual([]);
  });

  it('the 11th post of a client within a minute with 429 and Retry-After; the next window accepts again', async () => {
    let t = Date.parse('2026-11-22T10:00:00Z');
    const { post, file } = await serve({ now: () => t });
    for (let i = 0; i < 10; i++)
      expect((await post(JSON.stringify({ ...capture, product: `P${i}` }))).status).toBe(201);
    t += 20_000;
    const limited = await post(JSON.stringify(capture));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(readLines(file)).toHaveLength(10);
    t += 40_000;
    expect((await post(JSON.stringify(capture))).status).toBe(201);
  });

  it('keys the rate limit by client address', async () => {
    const handler = createLeadHandler({ store: createLeadStore(tmpFile()), rateLimit: { max: 1, windowMs: 60_000 } });
    const req = () =>
      new Request('http://127.0.0.1:4173/api/leads', {
        method: 'POST',
        headers: { Origin: 'http://127.0.0.1:4173', 'Content-Type': 'application/json' },
        body: JSON.stringify(capture),
      });
    expect((await handler(req(), { clientAddress: '10.0.0.1' })).status).toBe(201);
    expect((await handler(req(), { clientAddress: '10.0.0.1' })).status).toBe(429);
    expect((await handler(req(), { clientAddress: '10.0.0.2' })).status).toBe(201);
  });

  it('a Host header that is no host with 400, before any handler runs', async () => {
    const { port, file } = await serve();
    const status = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.end(
          'POST /api/leads HTTP/1.1\r\nHost: a b\r\nOrigin: http://a b\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
        ),
      );
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
      socket.on('close', () => resolve(text.split('\r\n')[0]));
    });
    expect(status).toBe('HTTP/1.1 400 Bad Request');
    expect(readLines(file)).toEqual([]);
  });

  it('other methods with 405, and passes other paths on', async () => {
    const { base } = await serve();
    const get = await fetch(`${base}/api/leads`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await fetch(`${base}/api/leads/x`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('a body declared larger than 10 KB with 413, storing nothing', async () => {
    const { post, file } = await serve();
    const res = await post(JSON.stringify({ email: 'a@b.it', product: 'x'.repeat(11 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(readLines(file)).toEqual([]);
  });

  it.each([
    ['413 to an endless chunked body', 'own', 413],
    ['403 to an endless chunked body from another site', 'https://evil.example', 403],
  ])('%s, the connection closed in under 1 s, and the server stops reading', async (_name, origin, status) => {
    const { port, sockets } = await serve();
    const total = 100 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const started = performance.now();
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - started)));
    socket.on('error', () => undefined); // EPIPE / ECONNRESET once the server closes: expected
    socket.write(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin === 'own' ? `http://127.0.0.1:${port}` : origin}\r\n` +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const opening = '{"email":"a@b.it","product":"';
    socket.write(`${opening.length.toString(16)}\r\n${opening}\r\n`);
    let sent = 0;
    while (sent < total && !socket.destroyed && socket.writable) {
      const ok = socket.write(
        Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
      );
      sent += chunk.length;
      if (!ok) await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
    }
    const ms = await closed;
    if (process.env.LEAD_DEBUG)
      console.log({ ms, sent, bytesRead: sockets[0].bytesRead, received: received.slice(0, 30) });
    expect(received).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(ms).toBeLessThan(1000);
    // The client still had most of its 100 MB to send when the server closed the connection…
    expect(sent).toBeLessThan(total / 4);
    // …and the server took only a few chunks off the wire.
    expect(sockets[0].bytesRead).toBeLessThan(512 * 1024);
  });

  it('a failed write with 500 naming no path, the reason on stderr; the next lead is stored once the file is writable', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-'));
    const blocker = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocker, '');
    const file = path.join(blocker, 'leads.jsonl'); // its parent is a file: ENOTDIR/EEXIST, even for root
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { post } = await serve({ store: createLeadStore(file) });
    const res = await post(JSON.stringify(capture));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: textMatching(/Riprova/) });
    expect(text).not.toContain(dir);
    expect(text).not.toMatch(/\/(tmp|home|work|root|var)\b/);
    expect(stderr).toHaveBeenCalledTimes(1);
    const [message, err] = stderr.mock.calls[0] as [string, NodeJS.ErrnoException];
    expect(message).toContain('could not store');
    expect(err.code).toMatch(/^(ENOTDIR|EEXIST)$/);
    expect(err.message).toContain(blocker);
    fs.rmSync(blocker);
    expect((await post(JSON.stringify(capture))).status).toBe(201);
    expect(readLines(file)).toHaveLength(1);
  });
});

/** What a browser sends for a form without JavaScript: URL-encoded fields, the page as Referer. */
const encoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (base: string, page: string) => ({
  'Content-Type': 'application/x-www-form-urlencoded',
  Referer: `${base}${page}`,
});
const contactFields = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  company: 'Comune di Roccaverde',
  email: 'giulia.bianchi@example.it',
  phone: '+39 06 1234 5678',
  message: 'Vorremmo un assistente per lo sportello.',
  form: 'contact',
  locale: 'it',
  website: '',
};

describe('POST /api/leads from a form sent without JavaScript', () => {
  it('stores the contact form as the page code would and answers with the thank-you page, linking back', async () => {
    const { post, file, base } = await serve();
    const res = await post(encoded({ ...contactFields, marketingConsent: 'on' }), formHeaders(base, '/contatti'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Grazie, abbiamo ricevuto il tuo messaggio.');
    expect(html).toContain('<a href="/contatti">Torna alla pagina</a>');
    const [stored] = readLines(file);
    expect(stored).toMatchObject({
      form: 'contact',
      firstName: 'Giulia',
      email: 'giulia.bianchi@example.it',
      marketingConsent: true,
      privacyNoticeVersion: expect.any(String) as unknown,
    });
    expect(stored).not.toHaveProperty('locale');
    expect(stored).not.toHaveProperty('website');
  });

  it('answers an invalid form with the form again: an error summary, each message at its field, every value kept', async () => {
    const { post, file, base } = await serve();
    const res = await post(
      encoded({ ...contactFields, firstName: '', email: 'giulia@', message: 'Ciao <b>"ok"</b>' }),
      formHeaders(base, '/contatti'),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/class="summary" role="alert"[^>]*autofocus/);
    expect(html).toContain('<a href="#f-firstName">Inserisci il tuo nome</a>');
    expect(html).toContain('Inserisci un indirizzo e-mail valido, per esempio nome@azienda.it');
    expect(html).toMatch(/id="f-email"[^>]*aria-invalid="true"[^>]*aria-describedby="f-email-hint f-email-error"/);
    expect(html).toContain('value="Comune di Roccaverde"');
    expect(html).toContain('value="giulia@"');
    // What was typed comes back escaped, never as markup.
    expect(html).toContain('Ciao &lt;b&gt;&quot;ok&quot;&lt;/b&gt;</textarea>');
    expect(html).toContain('<form method="post" action="/api/leads" novalidate>');
    expect(readLines(file)).toEqual([]);
  });

  it('words the English page in English, messages included', async () => {
    const { post, base } = await serve();
    const bad = await post(
      encoded({ ...contactFields, locale: 'en', lastName: '', phone: '12' }),
      formHeaders(base, '/en/contact'),
    );
    const html = await bad.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('There is a problem');
    expect(html).toContain('Enter your last name');
    expect(html).toContain('Enter a valid phone number');
    expect(html).not.toMatch(/Inserisci|Scrivi/);
    const ok = await post(encoded({ ...contactFields, locale: 'en' }), formHeaders(base, '/en/contact'));
    expect(await ok.text()).toContain('<a href="/en/contact">Back to the page</a>');
  });

  it('takes the e-mail capture, and refuses a typo’d address with the field again', async () => {
    const { post, file, base } = await serve();
    const bad = await post(
      encoded({ email: 'mario@gmail', product: 'RunVoice', locale: 'it', website: '' }),
      formHeaders(base, '/prodotti/runvoice'),
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('value="mario@gmail"');
    expect(html).toContain('<input type="hidden" name="product" value="RunVoice">');
    expect(readLines(file)).toEqual([]);
    const ok = await post(
      encoded({ email: 'Mario@Gmail.com', product: 'RunVoice', locale: 'it', website: '' }),
      formHeaders(base, '/prodotti/runvoice'),
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Grazie per il tuo interesse');
    expect(readLines(file)).toMatchObject([{ email: 'mario@gmail.com', product: 'RunVoice' }]);
  });

  it('thanks a bot that filled the hidden field and stores nothing', async () => {
    const { post, file, base } = await serve();
    const res = await post(encoded({ ...contactFields, website: 'https://spam.example' }), formHeaders(base, '/'));
    expect(res.status).toBe(200);
    expect(readLines(file)).toEqual([]);
  });

  it('links back only to a page of this site', async () => {
    const { post, base } = await serve();
    for (const referer of [
      'https://evil.example/x',
      `${base}//evil.example`,
      `${base}/a"onmouseover="x`,
      `${base}/api/leads`,
      '',
    ]) {
      const res = await post(encoded(contactFields), { ...formHeaders(base, ''), Referer: referer });
      expect(await res.text(), referer).toContain('<a href="/">Torna alla pagina</a>');
    }
  });

  it('keeps the same Origin rule and body cap as JSON', async () => {
    const { post, file, base } = await serve();
    const foreign = await post(encoded(contactFields), {
      ...formHeaders(base, '/contatti'),
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const big = await post(encoded({ ...contactFields, message: 'x'.repeat(11 * 1024) }), formHeaders(base, '/'));
    expect(big.status).toBe(413);
    expect(readLines(file)).toEqual([]);
  });
});
