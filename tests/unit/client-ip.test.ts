import { afterEach, describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/security/rate-limit';

const request = (forwarded?: string) => new Request('http://localhost/api/x', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });

describe('the caller’s address for rate limits', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY_HOPS;
  });
  it('takes the hop the server itself appended, so a client cannot choose its address', () => {
    expect(clientIp(request('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
  });
  it('looks past trusted reverse proxies', () => {
    process.env.TRUST_PROXY_HOPS = '1';
    expect(clientIp(request('6.6.6.6, 198.51.100.4, 10.0.0.2'))).toBe('198.51.100.4');
  });
  it('falls back to loopback without the header', () => {
    expect(clientIp(request())).toBe('127.0.0.1');
  });
});
