import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from '@/lib/http/respond';

const site = 'https://www.anatolia-tours.example';
const post = (headers: Record<string, string>, url = 'http://127.0.0.1:3000/api/User/Login') => new Request(url, { method: 'POST', headers });

describe('the same-origin check on state-changing requests (docs/auth.md)', () => {
  it('lets our own pages through, named by Origin or by Referer', () => {
    expect(isSameOriginRequest(post({ origin: 'http://127.0.0.1:3000' }), site)).toBe(true);
    expect(isSameOriginRequest(post({ origin: site }), site)).toBe(true);
    expect(isSameOriginRequest(post({ referer: 'http://127.0.0.1:3000/login?returnUrl=%2Fdb-main' }), site)).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' }, 'http://10.0.0.5:3000/api/x'), site)).toBe(true);
  });

  it('refuses another site, an opaque origin and nonsense', () => {
    expect(isSameOriginRequest(post({ origin: 'https://evil.example' }), site)).toBe(false);
    expect(isSameOriginRequest(post({ referer: 'https://evil.example/page' }), site)).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'null' }), site)).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'https://127.0.0.1:3000.evil.example' }), site)).toBe(false);
  });

  it('prefers Origin over Referer', () => {
    expect(isSameOriginRequest(post({ origin: 'https://evil.example', referer: 'http://127.0.0.1:3000/' }), site)).toBe(false);
  });

  it('passes requests that name no page (servers, scripts) and reads (GET, HEAD)', () => {
    expect(isSameOriginRequest(post({}), site)).toBe(true);
    expect(isSameOriginRequest(new Request('http://127.0.0.1:3000/api/x', { headers: { origin: 'https://evil.example' } }), site)).toBe(true);
  });
});
