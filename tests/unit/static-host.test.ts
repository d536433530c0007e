import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { HSTS, netlifyHeaders, parseNetlifyHeaders } from '../../src/build/security-headers';
import { securityHeadersMiddleware } from '../../src/build/vite-plugin-static-host';

/** The headers the preview server's middleware sets for a request over http or https. */
function headersFor(encrypted: boolean): Record<string, string> {
  const set: Record<string, string> = {};
  const headers = parseNetlifyHeaders(netlifyHeaders({ 'X-Content-Type-Options': 'nosniff' }));
  const req = { socket: { encrypted } } as unknown as IncomingMessage;
  const res = { setHeader: (name: string, value: string) => (set[name] = value) } as unknown as ServerResponse;
  let nextCalled = false;
  securityHeadersMiddleware(headers)(req, res, () => (nextCalled = true));
  expect(nextCalled).toBe(true);
  return set;
}

describe('preview security headers', () => {
  it('sends HSTS only over https', () => {
    expect(headersFor(true)).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Strict-Transport-Security': HSTS });
    expect(headersFor(false)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });
});
