import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module of the production server, without type declarations
import { rewriteForwardedFor, trustProxyHops } from '../../scripts/lib/forwarded-for.mjs';

/** A real HTTP server doing what scripts/production-server.mjs does, answering with the header Next would see. */
let hops = 0;
const server = http.createServer((req, res) => {
  rewriteForwardedFor(req, hops);
  res.end(JSON.stringify({ forwarded: req.headers['x-forwarded-for'], realIp: req.headers['x-real-ip'] ?? null }));
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function seen(headers: Record<string, string>) {
  return (await (await fetch(base, { headers })).json()) as { forwarded: string; realIp: string | null };
}

describe('the client address the production server hands to Next.js', () => {
  it('with no trusted proxy, replaces whatever the client sent by the socket’s address', async () => {
    hops = 0;
    expect(await seen({})).toEqual({ forwarded: '127.0.0.1', realIp: null });
    expect(await seen({ 'x-real-ip': '7.7.7.7' })).toEqual({ forwarded: '127.0.0.1', realIp: null });
    const visitor = { headers: { 'x-forwarded-for': '6.6.6.6' } as Record<string, string>, socket: { remoteAddress: '203.0.113.9' } };
    rewriteForwardedFor(visitor, 0);
    expect(visitor.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('with no trusted proxy, a forwarding peer on this machine or network makes the visitor unknown, never this machine', async () => {
    // nginx on the same machine while the operator forgot TRUST_PROXY_HOPS=1: visitors must not all
    // count as 127.0.0.1 (the operations details open to them, one count for every limit).
    hops = 0;
    expect(await seen({ 'x-forwarded-for': '198.51.100.4' })).toEqual({ forwarded: 'unknown', realIp: null });
    expect(await seen({ 'x-forwarded-for': '1.1.1.1, 6.6.6.6', 'x-real-ip': '7.7.7.7' })).toEqual({ forwarded: 'unknown', realIp: null });
  });

  it('behind one trusted proxy, keeps only the entry that proxy appended, then the socket’s', async () => {
    hops = 1;
    // The client forged 6.6.6.6; the proxy appended the real client 198.51.100.4.
    expect((await seen({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4' })).forwarded).toBe('198.51.100.4, 127.0.0.1');
    expect((await seen({})).forwarded).toBe('127.0.0.1');
  });

  it('behind two, keeps two', async () => {
    hops = 2;
    expect((await seen({ 'x-forwarded-for': '6.6.6.6, 5.5.5.5, 198.51.100.4, 10.0.0.2' })).forwarded).toBe('198.51.100.4, 10.0.0.2, 127.0.0.1');
  });

  it('believes no forwarded entry from a peer that is not on a private network, whatever TRUST_PROXY_HOPS says', () => {
    // A visitor reaching the app's port directly, pretending to be the machine itself.
    const direct = { headers: { 'x-forwarded-for': '127.0.0.1' } as Record<string, string>, socket: { remoteAddress: '203.0.113.9' } };
    rewriteForwardedFor(direct, 1);
    expect(direct.headers['x-forwarded-for']).toBe('203.0.113.9');
    const v6 = { headers: { 'x-forwarded-for': '::1' } as Record<string, string>, socket: { remoteAddress: '2001:db8::7' } };
    rewriteForwardedFor(v6, 1);
    expect(v6.headers['x-forwarded-for']).toBe('2001:db8::7');
    // nginx on another machine of the private network is believed.
    for (const proxy of ['10.0.0.11', '172.20.1.5', '192.168.1.2', '::ffff:10.1.2.3', 'fd12:3456::1', '::1']) {
      const behind = { headers: { 'x-forwarded-for': '198.51.100.4' } as Record<string, string>, socket: { remoteAddress: proxy } };
      rewriteForwardedFor(behind, 1);
      expect(behind.headers['x-forwarded-for'], proxy).toBe(`198.51.100.4, ${proxy.replace('::ffff:', '')}`);
    }
  });

  it('reads TRUST_PROXY_HOPS as a whole number from 0 to 10', () => {
    expect(trustProxyHops(undefined)).toBe(0);
    expect(trustProxyHops('3')).toBe(3);
    for (const bad of ['-1', '11', '1.5', 'two']) expect(() => trustProxyHops(bad)).toThrow('Configuration error: TRUST_PROXY_HOPS must be a whole number from 0 to 10.');
  });
});
