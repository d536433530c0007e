import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_KEY } from '../../src/lib/lead/outbox-key';
import { backoffMs, flush, keep, pending } from '../../src/lib/lead/outbox';

const lead = { email: 'anna@esempio.it', product: 'RunTip' };

function answer(...statuses: number[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: statuses.shift() ?? 201 })));
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
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual(lead);
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
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await flush(0);
    expect(pending()).toMatchObject([{ attempts: 2 }]);
  });

  it('does not lose a lead kept while a flush is in flight', async () => {
    keep(lead, '/api/leads', 0);
    vi.stubGlobal('fetch', vi.fn(async () => {
      keep({ email: 'nuovo@esempio.it', product: 'RunPlay' }, '/api/leads', 0);
      return new Response(null, { status: 201 });
    }));
    await flush(0);
    expect(pending().map((e) => e.body)).toEqual([{ email: 'nuovo@esempio.it', product: 'RunPlay' }]);
  });

  it('survives a corrupt entry in storage', async () => {
    localStorage.setItem(OUTBOX_KEY, '{not json');
    expect(pending()).toEqual([]);
    keep(lead, '/api/leads', 0);
    expect(pending()).toHaveLength(1);
  });
});
