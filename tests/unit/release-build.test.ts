// @vitest-environment node
/** `npm run build -- --release` refuses a site whose forms post to nowhere or that still has placeholders. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readReleaseInput, releaseProblems } from '../../src/build/cli/release';

const HOOK = 'https://n8n.esempio.it/webhook/lead';

describe('releaseProblems', () => {
  it('lets a release through with an https webhook and no placeholders', () => {
    expect(releaseProblems({ webhookUrl: HOOK, placeholders: [] })).toEqual([]);
  });

  it.each([undefined, '', '   '])('refuses a missing webhook (%j)', (webhookUrl) => {
    const problems = releaseProblems({ webhookUrl, placeholders: [] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/VITE_LEAD_WEBHOOK_URL is not set/);
  });

  it('a deploy with its own endpoint (VITE_LEADS_SAME_ORIGIN) needs no public webhook, and refuses one in the bundle', () => {
    expect(releaseProblems({ webhookUrl: undefined, placeholders: [], sameOrigin: true })).toEqual([]);
    expect(releaseProblems({ webhookUrl: HOOK, placeholders: [], sameOrigin: true })).toEqual([
      expect.stringMatching(/both set.*LEADS_WEBHOOK_URL on the platform/),
    ]);
  });

  it('refuses a webhook that is not https', () => {
    expect(releaseProblems({ webhookUrl: 'http://n8n.esempio.it/webhook/lead', placeholders: [] })).toEqual([
      expect.stringMatching(/must be an https:\/\/ address/),
    ]);
  });

  it.each([
    ['https://user:secret@n8n.esempio.it/webhook/lead', /user name or password/],
    ['https://localhost/webhook/lead', /cannot reach/],
    ['https://127.0.0.1/webhook/lead', /cannot reach/],
    ['https://192.168.1.20/webhook/lead', /cannot reach/],
    ['https://n8n/webhook/lead', /no public host name/],
    ['https://exa mple.com/webhook', /spaces or line breaks/],
    ['https://n8n.esempio.it/webhook/lead\nX-Injected: 1', /spaces or line breaks/],
    ['https://n8n.esempio.it/webhook-test/lead', /n8n's test URL/],
    ['https://[', /not a valid URL/],
  ])('refuses a webhook that cannot work or would leak: %j', (webhookUrl, reason) => {
    const problems = releaseProblems({ webhookUrl, placeholders: [] });
    expect(problems).toEqual([expect.stringMatching(reason)]);
  });

  it('refuses placeholders, naming them, and reports both reasons at once', () => {
    const problems = releaseProblems({ webhookUrl: undefined, placeholders: ['company.name', 'company.vatId'] });
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(/site\.json still lists placeholders: company\.name, company\.vatId/);
  });
});

describe('readReleaseInput', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads the webhook as the build does (.env.production) and site.json placeholders', () => {
    vi.stubEnv('VITE_LEAD_WEBHOOK_URL', undefined);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-release-'));
    fs.mkdirSync(path.join(root, 'pages-config'));
    fs.writeFileSync(path.join(root, 'pages-config/site.json'), JSON.stringify({ placeholders: ['siteUrl'] }));
    expect(readReleaseInput(root)).toEqual({ webhookUrl: undefined, placeholders: ['siteUrl'], sameOrigin: false });
    fs.writeFileSync(path.join(root, '.env.production'), `VITE_LEAD_WEBHOOK_URL=${HOOK}\n`);
    expect(readReleaseInput(root)).toEqual({ webhookUrl: HOOK, placeholders: ['siteUrl'], sameOrigin: false });
  });
});

describe('npm run build -- --release', () => {
  const outDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runsite-release-out-')), 'dist');
  const build = (env: Record<string, string>) =>
    spawnSync('npm', ['run', '-s', 'build', '--', '--release'], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: 60_000,
    });

  it.each([
    ['without VITE_LEAD_WEBHOOK_URL', '', [/VITE_LEAD_WEBHOOK_URL is not set/, /placeholders: siteUrl/]],
    ['with a webhook while site.json lists placeholders', HOOK, [/placeholders: siteUrl/]],
  ])('exits 1 %s, says why, and builds nothing', { timeout: 30_000 }, (_name, webhook, reasons) => {
    const out = outDir();
    const r = build({ VITE_LEAD_WEBHOOK_URL: webhook, RUNSITE_OUT_DIR: out });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Release build refused:/m);
    for (const reason of reasons) expect(r.stderr).toMatch(reason);
    if (webhook) expect(r.stderr).not.toMatch(/VITE_LEAD_WEBHOOK_URL/);
    expect(fs.existsSync(out)).toBe(false);
  });
});
