import { afterEach, describe, expect, it } from 'vitest';
import { isLoopback } from '@/lib/ops/guard';
import { addressNetwork, clientIp, clientNetwork, UNKNOWN_CLIENT } from '@/lib/security/rate-limit';

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

describe('the network a limit per address counts', () => {
  it('counts an IPv6 address by its /64, however the address is written', () => {
    const written = ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:0:0:7', '2001:db8:1:2::10.0.0.1', '2001:db8:1:2::9%eth0'];
    expect(new Set(written.map(addressNetwork))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(addressNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps an IPv4 address as it is, also when a dual-stack socket wrote it as IPv6', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT);
  });

  it('is what a request is counted by', () => {
    expect(clientNetwork(request('2001:db8:aa:bb:1:2:3:4'))).toBe('2001:db8:aa:bb::/64');
  });
});
