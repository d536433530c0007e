// @vitest-environment node
/** The endpoints' rate limit: who it counts, how it groups clients, how much it can hold. */
import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter, MAX_TRACKED_CLIENTS } from '../../src/server/guards';
import { createLeadHandler } from '../../src/server/leads';

const post = (origin: string, type = 'application/json') =>
  new Request('http://127.0.0.1:4173/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': type, Origin: origin },
    body: JSON.stringify({ email: 'giulia@esempio.it', product: 'RunVoice' }),
  });

describe('rate limit', () => {
  it('does not count posts another site forges: ten junk posts from a third-party page lock nobody out', async () => {
    const handle = createLeadHandler({ store: { append: () => Promise.resolve() } });
    const visitor = { clientAddress: '198.51.100.20' };
    for (let i = 0; i < 10; i++)
      expect((await handle(post('https://evil.example', 'text/plain'), visitor)).status).toBe(403);
    expect((await handle(post('http://127.0.0.1:4173'), visitor)).status).toBe(201);
  });

  it('groups IPv6 clients by their /64, and reads IPv4-mapped addresses as IPv4', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:ffff:1:2:3'));
    expect(clientKey('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 }, () => 0);
    expect(limiter.hit('2001:db8:1:2::1')).toBe(0);
    expect(limiter.hit('2001:db8:1:2::2')).toBe(0);
    expect(limiter.hit('2001:db8:1:2:dead:beef::3')).toBeGreaterThan(0);
  });

  it('holds at most MAX_TRACKED_CLIENTS windows, even when every one is still live', () => {
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000 }, () => 1000);
    for (let i = 0; i < MAX_TRACKED_CLIENTS + 500; i++)
      limiter.hit(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(limiter.size()).toBeLessThanOrEqual(MAX_TRACKED_CLIENTS);
  });
});
