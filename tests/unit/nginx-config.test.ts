import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the scripts, no type declarations
import { renderSiteConf } from '../../scripts/lib/nginx.mjs';

const values = {
  LISTEN: '127.0.0.1:8080',
  UPSTREAMS: 'server 10.0.0.11:3000 max_fails=3 fail_timeout=10s;\n    server 10.0.0.12:3000 max_fails=3 fail_timeout=10s;',
  PUBLIC_DIR: '/srv/site/public',
  STATIC_DIR: '/srv/site/.next/static',
  CACHE_DIR: '/var/cache/nginx/tour-agency',
  ACCESS_LOG: '/var/log/nginx/tour-agency.access.log',
};

describe('deploy/nginx/site.conf', () => {
  it('renders every placeholder, and brotli only when asked', () => {
    const plain = renderSiteConf(values, { brotli: false });
    expect(plain.split('\n').filter((line: string) => !line.trimStart().startsWith('#'))).not.toContainEqual(expect.stringMatching(/\{\{[A-Z_]+\}\}/));
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
    const pages = /location \/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const key = /proxy_cache_key "([^"]+)"/.exec(pages)?.[1] ?? '';
    for (const part of ['$request_uri', '$tour_agency_language_key', '$tour_agency_encoding', '$tour_agency_image_format', '$http_rsc']) expect(key).toContain(part);
    expect(key).not.toContain('$http_cookie');
    const api = /location \/api\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(api).not.toContain('proxy_cache');
    expect(conf).toMatch(/location \/_next\/static\/ \{[^}]*immutable/);
  });

  it('spreads requests over every app server, retries a failed GET on another, never a POST', () => {
    const conf = renderSiteConf(values, { brotli: false });
    const upstream = /upstream tour_agency \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(upstream.match(/^\s*server 10\.0\.0\.1[12]:3000 max_fails=3 fail_timeout=10s;/gm)).toHaveLength(2);
    expect(conf).toMatch(/proxy_next_upstream error timeout/);
    // nginx retries a POST only with `non_idempotent`: a booking is never sent to two servers.
    expect(conf).not.toContain('non_idempotent');
  });

  it('logs requests without query strings, referrers or booking codes (docs/decisions/0138)', () => {
    const conf = renderSiteConf(values, { brotli: false });
    const format = /^log_format tour_agency '([^']+)';/m.exec(conf)?.[1] ?? '';
    expect(format).toContain('$tour_agency_log_path');
    for (const leak of ['$request ', '$request"', '$request_uri', '$args', '$query_string', '$http_referer']) expect(format).not.toContain(leak);
    expect(conf).toMatch(/^\s*access_log \/var\/log\/nginx\/tour-agency\.access\.log tour_agency\b/m);
    // Every access_log of the site either uses that format or is off.
    for (const [, rest] of conf.matchAll(/^\s*access_log ([^;]+);/gm)) expect(rest === 'off' || / tour_agency\b/.test(rest), rest).toBe(true);

    // The map that writes the path: its regular expression (PCRE, the same in JavaScript) on the site's secret addresses.
    const map = /map \$uri \$tour_agency_log_path \{\s*"~\*([^"]+)"\s+"([^"]+)";\s*default\s+\$uri;\s*\}/.exec(conf);
    expect(map).not.toBeNull();
    const [, pattern, replacement] = map!;
    const logged = (uri: string) => uri.replace(new RegExp(pattern, 'i'), replacement.replace(/\$(\d)/g, '$$$1'));
    const code = '7QK2M9TD4XHR6B1VNZ8CJ3PWA0';
    expect(logged(`/travellers/${code}`)).toBe('/travellers/:code');
    expect(logged(`/en/travellers/${code}`)).toBe('/en/travellers/:code');
    expect(logged(`/ru/travellers/${code}`)).toBe('/ru/travellers/:code');
    expect(logged(`/api/Travellers/${code}`)).toBe('/api/Travellers/:code');
    expect(logged(`/voucher/${code}`)).toBe('/voucher/:code');
    expect(logged(`/api/Vouchers/${code}/pdf`)).toBe('/api/Vouchers/:code/pdf');
    expect(logged('/tour-single-1/12')).toBe('/tour-single-1/12');
  });

  it('asks the app servers for uploaded pictures (in the database when several run), keeping each an hour so that a deleted one goes', () => {
    const conf = renderSiteConf(values, { brotli: false });
    const uploads = /location \/uploads\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(uploads).toContain('proxy_pass http://tour_agency;');
    // The site's answer says a year (for browsers); nginx would keep it that long without this.
    expect(uploads).toContain('proxy_ignore_headers Cache-Control Expires;');
    expect(uploads).toContain('proxy_cache_valid 200 1h;');
    expect(uploads).not.toContain('alias');
  });

  it('names no nginx version in its answers', () => {
    expect(renderSiteConf(values, { brotli: false })).toMatch(/^\s*server_tokens off;/m);
  });
});
