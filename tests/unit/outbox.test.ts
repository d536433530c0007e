import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_KEY } from '../../src/lib/lead/outbox-key';
import { backoffMs, flush, keep, MAX_ENTRIES, MAX_SENDS_PER_LOAD, pending } from '../../src/lib/lead/outbox';
import { sentJson } from '../../stories/fetch';

const lead = { email: 'anna@esempio.it', product: 'RunTip' };

function answer(...statuses: number[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(null, { status: statuses.shift() ?? 201 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('lead outbox', () => {
  it('waits nothing after the first failure, then 1, 4, 16 min … up to 6 h', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([0, 60_000, 240_000, 960_000]);
    expect(backoffMs(20)).toBe(6 * 60 * 60 * 1000);
  });

  it('re-sends a kept lead on the next flush and forgets it after a 2xx', async () => {
    keep(lead, '/api/leads', 1000);
    const fetchMock = answer(201);
    await flush(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentJson(fetchMock.mock.calls[0][1])).toEqual(lead);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('keeps a lead that fails again, and does not retry before its wait is over', async () => {
    keep(lead, '/api/leads', 0);
    const fetchMock = answer(503, 201);
    await flush(0);
    expect(pending()).toMatchObject([{ body: lead, attempts: 2, nextAttemptAt: 60_000 }]);
    await flush(59_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await flush(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(pending()).toEqual([]);
  });

  it('keeps a lead when the network is down', async () => {
    keep(lead, '/api/leads', 0);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await flush(0);
    expect(pending()).toMatchObject([{ attempts: 2 }]);
  });

  it('does not lose a lead kept while a flush is in flight', async () => {
    keep(lead, '/api/leads', 0);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        keep({ email: 'nuovo@esempio.it', product: 'RunPlay' }, '/api/leads', 0);
        return Promise.resolve(new Response(null, { status: 201 }));
      }),
    );
    await flush(0);
    expect(pending().map((e) => e.body)).toEqual([{ email: 'nuovo@esempio.it', product: 'RunPlay' }]);
  });

  it('survives a corrupt entry in storage', () => {
    localStorage.setItem(OUTBOX_KEY, '{not json');
    expect(pending()).toEqual([]);
    keep(lead, '/api/leads', 0);
    expect(pending()).toHaveLength(1);
  });

  it('skips a null or malformed entry instead of failing after sending the leads before it', async () => {
    keep(lead, '/api/leads', 0);
    const stored = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as unknown[];
    localStorage.setItem(OUTBOX_KEY, JSON.stringify([...stored, null, { id: 'x', body: 'nope' }, 7]));
    const fetchMock = answer(201);
    await flush(0);
    await flush(0);
    // Sent once, then gone: not re-sent (and stored again) on every page load.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(pending()).toEqual([]);
  });

  it('reads at most MAX_ENTRIES and sends at most MAX_SENDS_PER_LOAD per page load', async () => {
    const now = 0;
    const many = Array.from({ length: 1000 }, (_, i) => ({
      id: `e${i}`,
      body: { email: `p${i}@esempio.it`, product: 'RunTip' },
      endpoint: '/api/leads',
      attempts: 1,
      nextAttemptAt: now,
    }));
    localStorage.setItem(OUTBOX_KEY, JSON.stringify(many));
    expect(pending()).toHaveLength(MAX_ENTRIES);
    const fetchMock = answer();
    await flush(now);
    expect(fetchMock).toHaveBeenCalledTimes(MAX_SENDS_PER_LOAD);
    expect(pending()).toHaveLength(MAX_ENTRIES - MAX_SENDS_PER_LOAD);
  });

  it('drops a lead the endpoint refuses for good (4xx), keeps one it may take later (408, 429, 5xx)', async () => {
    for (const [status, kept] of [
      [400, 0],
      [404, 0],
      [422, 0],
      [408, 1],
      [429, 1],
      [502, 1],
    ] as const) {
      localStorage.clear();
      keep(lead, '/api/leads', 0);
      answer(status);
      await flush(0);
      expect(pending(), String(status)).toHaveLength(kept);
    }
  });

  it('retries to the endpoint this build posts to, not the one stored with the lead', async () => {
    keep(lead, 'https://old-webhook.example/hook', 0);
    const fetchMock = answer(201);
    await flush(0, '/api/leads');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/leads');
  });
});
