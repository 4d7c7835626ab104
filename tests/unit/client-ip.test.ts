import { afterEach, describe, expect, it } from 'vitest';
import { isLoopback } from '@/lib/ops/guard';
import { clientIp, UNKNOWN_CLIENT } from '@/lib/security/rate-limit';

const request = (forwarded?: string) => new Request('http://localhost/api/x', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });

describe('the caller’s address for rate limits', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY_HOPS;
    process.env.CLIENT_ADDRESS_FROM_SOCKET = '1';
  });
  it('takes the hop the server itself appended, so a client cannot choose its address', () => {
    expect(clientIp(request('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
  });
  it('looks past trusted reverse proxies', () => {
    process.env.TRUST_PROXY_HOPS = '1';
    expect(clientIp(request('6.6.6.6, 198.51.100.4, 10.0.0.2'))).toBe('198.51.100.4');
  });
  it('falls back to loopback without the header (a request made inside the server)', () => {
    expect(clientIp(request())).toBe('127.0.0.1');
  });
  it('believes no header when no server rewrote it (plain `next start`): not loopback, not the address claimed', () => {
    delete process.env.CLIENT_ADDRESS_FROM_SOCKET;
    for (const forwarded of ['127.0.0.1', '::1', '203.0.113.7', undefined]) {
      const claimed = forwarded ? new Request('http://localhost/api/metrics', { headers: { 'x-forwarded-for': forwarded, 'x-real-ip': '127.0.0.1' } }) : request();
      expect(clientIp(claimed)).toBe(UNKNOWN_CLIENT);
      expect(isLoopback(claimed)).toBe(false);
    }
  });
});
