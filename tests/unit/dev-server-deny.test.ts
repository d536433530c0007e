// @vitest-environment node
/** `npm run dev` never serves the stored leads under /@fs/ (issue 23, Medium 5). */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../support/dev-server';

const repo = path.resolve('.');
const probe = path.join(repo, '.data', `probe-${process.pid}.jsonl`);
const elsewhere = path.join(fs.mkdtempSync(path.join(repo, '.tmp-leads-')), 'leads.jsonl');
let server: ViteDevServer;
let base = '';

beforeAll(async () => {
  fs.mkdirSync(path.dirname(probe), { recursive: true });
  fs.writeFileSync(probe, '{"email":"segreto@esempio.it"}\n');
  fs.writeFileSync(elsewhere, '{"email":"altrove@esempio.it"}\n');
  process.env.LEADS_FILE = elsewhere;
  ({ server, base } = await startDevServer());
}, 60_000);

afterAll(async () => {
  await server.close();
  delete process.env.LEADS_FILE;
  fs.rmSync(probe, { force: true });
  fs.rmSync(path.dirname(elsewhere), { recursive: true, force: true });
});

it('refuses .data/ and the LEADS_FILE under /@fs/, from any localhost origin', async () => {
  for (const file of [probe, elsewhere]) {
    const res = await fetch(`${base}/@fs${file}`, { headers: { Origin: 'http://localhost:3000' } });
    expect(res.status, file).toBe(403);
    expect(await res.text()).not.toContain('@esempio.it');
  }
  // The rest of the repository is still served as before (the dev server needs it).
  expect((await fetch(`${base}/@fs${path.join(repo, 'schemas/locale.ts')}`)).status).toBe(200);
});
