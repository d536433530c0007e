// @vitest-environment node
/** The serverless lead store: forward, tell the endpoint the truth, retry in the background with one key. */
import { describe, expect, it } from 'vitest';
import { createWebhookStore, idempotencyKey } from '../../src/server/webhook-store';
import type { Submission } from '../../schemas/submissions';

const lead = { email: 'mario@esempio.it', product: 'RunVoice' } as Submission;

/** A fake webhook answering each call with the next status ('network' throws); records what it got. */
function webhook(answers: (number | 'network')[]) {
  const calls: { key: string | null; body: Record<string, unknown> }[] = [];
  const fetch = ((_url: string, init: RequestInit) => {
    calls.push({
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: JSON.parse(init.body as string) as Record<string, unknown>,
    });
    const answer = answers.shift() ?? 200;
    if (answer === 'network') return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(new Response(null, { status: answer }));
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function store(answers: (number | 'network')[]) {
  const hook = webhook(answers);
  const background: Promise<unknown>[] = [];
  const waits: number[] = [];
  // Background waits hold until the test opens the gate: what happens before the answer is seen alone.
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const s = createWebhookStore({
    url: 'https://n8n.esempio.it/webhook/lead',
    fetch: hook.fetch,
    waitUntil: (p) => background.push(p),
    now: () => Date.UTC(2026, 10, 25, 9, 30),
    sleep: (ms) => (waits.push(ms), gate),
    logError: () => undefined,
  });
  return { s, hook, background, waits, open: () => open() };
}

describe('createWebhookStore', () => {
  it('a lead the webhook accepts is stored: one forward, with receivedAt and a content key', async () => {
    const { s, hook, background } = store([200]);
    await s.append(lead);
    expect(hook.calls).toEqual([
      {
        key: await idempotencyKey(lead),
        body: { ...lead, receivedAt: '2026-11-25T09:30:00.000Z' },
      },
    ]);
    expect(background).toHaveLength(0);
  });

  it('a failure a later try may pass fails the append (the visitor is not thanked) and retries after the answer', async () => {
    const { s, hook, background, waits, open } = store([503, 'network', 200]);
    await expect(s.append(lead)).rejects.toThrow(/did not accept/);
    expect(hook.calls).toHaveLength(1);
    expect(background).toHaveLength(1);
    open();
    await Promise.all(background);
    expect(hook.calls).toHaveLength(3); // stops at the first accepted retry
    expect(new Set(hook.calls.map((c) => c.key)).size).toBe(1);
    expect(waits).toEqual([1_000, 4_000]);
  });

  it('gives up after its retries', async () => {
    const { s, hook, background, open } = store([500, 500, 500, 500, 200]);
    await expect(s.append(lead)).rejects.toThrow();
    open();
    await Promise.all(background);
    expect(hook.calls).toHaveLength(4);
  });

  it('a refusal (4xx) is not retried in the background: the browser keeps the lead instead', async () => {
    const { s, hook, background } = store([401]);
    await expect(s.append(lead)).rejects.toThrow(/permanent/);
    expect(background).toHaveLength(0);
    expect(hook.calls).toHaveLength(1);
  });

  it("uses the request's own waitUntil when it brings one", async () => {
    const { s, background, open } = store([500, 200]);
    const own: Promise<unknown>[] = [];
    await expect(s.append(lead, { waitUntil: (p) => own.push(p) })).rejects.toThrow();
    expect(own).toHaveLength(1);
    expect(background).toHaveLength(0);
    open();
    await Promise.all(own);
  });
});
