import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the scripts, no type declarations
import { renderSiteConf } from '../../scripts/lib/nginx.mjs';

const values = {
  LISTEN: '127.0.0.1:8080',
  UPSTREAM: '127.0.0.1:3000',
  PUBLIC_DIR: '/srv/site/public',
  STATIC_DIR: '/srv/site/.next/static',
  UPLOADS_DIR: '/srv/data/uploads',
  CACHE_DIR: '/var/cache/nginx/tour-agency',
};

describe('deploy/nginx/site.conf', () => {
  it('renders every placeholder, and brotli only when asked', () => {
    const plain = renderSiteConf(values, { brotli: false });
    expect(plain).not.toMatch(/\{\{[A-Z_]+\}\}/);
    expect(plain).toMatch(/^\s*# brotli on;/m);
    expect(renderSiteConf(values, { brotli: true })).toMatch(/^\s*brotli on;/m);
    expect(() => renderSiteConf({ ...values, CACHE_DIR: undefined }, { brotli: false })).toThrow(/CACHE_DIR|undefined/);
  });

  it('passes the client address for TRUST_PROXY_HOPS=1 and drops a forged one', () => {
    const conf = renderSiteConf(values, { brotli: false });
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('keys the page micro-cache by URL, language and encoding, never caches the API', () => {
    const conf = renderSiteConf(values, { brotli: false });
    const key = /proxy_cache_key "([^"]+)"/.exec(conf)?.[1] ?? '';
    for (const part of ['$request_uri', '$tour_agency_language_key', '$tour_agency_encoding', '$http_rsc']) expect(key).toContain(part);
    expect(key).not.toContain('$http_cookie');
    const api = /location \/api\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(api).not.toContain('proxy_cache');
    expect(conf).toMatch(/location \/_next\/static\/ \{[^}]*immutable/);
  });
});
