import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadStore, leadsMiddleware, parseLead } from '../../src/server/leads';

describe('parseLead', () => {
  it('accepts exactly {email, product} with a valid address', () => {
    expect(parseLead('{"email":"a@b.it","product":"RunVoice"}')).toEqual({ lead: { email: 'a@b.it', product: 'RunVoice' } });
  });
  it.each([
    ['not json', 'email=a@b.it'],
    ['an array', '[]'],
    ['a missing product', '{"email":"a@b.it"}'],
    ['an extra field', '{"email":"a@b.it","product":"X","website":"spam"}'],
    ['an invalid address', '{"email":"not-an-address","product":"X"}'],
    ['a non-string product', '{"email":"a@b.it","product":3}'],
  ])('rejects %s', (_name, body) => {
    expect(parseLead(body)).toHaveProperty('error');
  });
});

describe('lead store', () => {
  it('keeps 500 concurrent appends as 500 intact lines', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leads-')), 'nested/leads.jsonl');
    const store = createLeadStore(file);
    await Promise.all(Array.from({ length: 500 }, (_, i) => store.append({ email: `u${i}@esempio.it`, product: 'x'.repeat(i) })));
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(500);
    const emails = new Set(lines.map((l) => (JSON.parse(l) as { email: string }).email));
    expect(emails.size).toBe(500);
    expect(JSON.parse(lines[0])).toMatchObject({ receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });
});

describe('POST /api/leads middleware', () => {
  let server: http.Server;
  let base: string;
  let file: string;
  beforeAll(async () => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'leads-')), 'leads.jsonl');
    const handle = leadsMiddleware(file);
    server = http.createServer((req, res) => handle(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const post = (body: string, type = 'application/json') =>
    fetch(`${base}/api/leads`, { method: 'POST', headers: { 'Content-Type': type }, body });

  it('stores a valid lead as one JSON line (also when sent as text/plain)', async () => {
    expect((await post('{"email":"a@b.it","product":"RunTip"}')).status).toBe(201);
    expect((await post('{"email":"c@d.it","product":"Rachel"}', 'text/plain')).status).toBe(201);
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    expect(lines.map((l) => [l.email, l.product])).toEqual([
      ['a@b.it', 'RunTip'],
      ['c@d.it', 'Rachel'],
    ]);
  });

  it('answers 400 to an invalid body and to one larger than 10 KB, storing nothing', async () => {
    const before = fs.readFileSync(file, 'utf8');
    expect((await post('{"email":"nope","product":"X"}')).status).toBe(400);
    expect((await post(JSON.stringify({ email: 'a@b.it', product: 'x'.repeat(11 * 1024) }))).status).toBe(400);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('refuses other methods and passes other paths on', async () => {
    expect((await fetch(`${base}/api/leads`)).status).toBe(405);
    expect((await fetch(`${base}/other`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
