import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGES, SITE_PAGES_WITH_QUERIES } from '@/components/providers/catalogue-pages';
import { tourSearchQueryNames } from '@/lib/catalog/tour-search';
import nextConfig from '@/next.config';

/**
 * Where proxy.ts runs is written out as literals (Next.js reads the matcher at build time,
 * docs/decisions/0114). These checks fail when a page, a list's query name or the language rule
 * changes without the matcher and next.config.ts's rewrite following.
 */
type Has = { type: string; key: string; value?: string };
type Entry = string | { source: string; has?: Has[] };
// The `config` literal as Next.js reads it from the file (importing proxy.ts would load next-intl's middleware).
const literal = /export const config = (\{[\s\S]*\});\s*$/.exec(readFileSync(path.join(process.cwd(), 'proxy.ts'), 'utf8'))![1];
const config = new Function(`return ${literal}`)() as { matcher: Entry[] };
const entries = config.matcher.map((entry) => (typeof entry === 'string' ? { source: entry, has: [] as Has[] } : { has: [], ...entry }));

// Every source is `/(regex)`: path-to-regexp's unnamed group, i.e. that regex anchored.
const pathOf = (source: string) => {
  expect(source).toMatch(/^\/\(.*\)$/);
  return new RegExp(`^${source}$`);
};

type Visit = { cookie?: string; acceptLanguage?: string; query?: Record<string, string> };
/** Whether Next.js would run the proxy for this request (source, then every `has` item, as Next matches them). */
function runsProxy(pathname: string, visit: Visit = {}): boolean {
  return entries.some(({ source, has }) => {
    if (!pathOf(source).test(pathname)) return false;
    return has.every((item) => {
      const value = item.type === 'cookie' ? (item.key === 'lang' ? visit.cookie : undefined) : item.type === 'header' ? (item.key === 'accept-language' ? visit.acceptLanguage : undefined) : visit.query?.[item.key];
      if (!value) return false;
      return item.value === undefined || new RegExp(`^${item.value}$`).test(value);
    });
  });
}

const TURKISH_BROWSER = 'tr-TR,tr;q=0.9,en-US;q=0.8,en;q=0.7';
const catalogue = ['/', ...[...CATALOGUE_PAGES].map((page) => `/${page}`)];

describe('proxy.ts matcher', () => {
  it('lets a Turkish visitor without a lang cookie, and every /en and /ru visitor, reach the catalogue pages without it', () => {
    for (const path of catalogue) {
      const sub = path === '/' ? '' : path;
      expect([path, runsProxy(path, { acceptLanguage: TURKISH_BROWSER })]).toEqual([path, false]);
      expect([path, runsProxy(path)]).toEqual([path, false]);
      for (const prefix of ['/en', '/ru']) {
        expect([prefix + sub, runsProxy(prefix + sub, { acceptLanguage: 'en-US', cookie: 'ru' })]).toEqual([prefix + sub, false]);
      }
    }
    expect(runsProxy('/tour-single-1/12', { acceptLanguage: TURKISH_BROWSER })).toBe(false);
  });

  it('runs for a Turkish catalogue address with a lang cookie or another first language, so next-intl negotiates', () => {
    for (const path of catalogue) {
      expect([path, runsProxy(path, { cookie: 'tr' })]).toEqual([path, true]);
      for (const acceptLanguage of ['en-US,en;q=0.9', 'ru', 'uk-UA,uk;q=0.9', 'az', 'de-DE,de;q=0.9,tr;q=0.8', '*']) {
        expect([path, acceptLanguage, runsProxy(path, { acceptLanguage })]).toEqual([path, acceptLanguage, true]);
      }
    }
  });

  it('runs for every other page: account, booking, dashboard, unknown addresses and the /tr prefix', () => {
    const others = ['/cart', '/checkout', '/login', '/my-bookings', '/db-main', '/en/db-main', '/ru/db-guide/3', '/payment/abc', ...[...SITE_PAGES_WITH_QUERIES].map((page) => `/${page}/1`), '/no-such-page', '/tr', '/tr/about', '/aboutx', '/en/contacts'];
    for (const path of others) expect([path, runsProxy(path, { acceptLanguage: TURKISH_BROWSER })]).toEqual([path, true]);
    for (const path of ['/api/Tours', '/_next/static/chunks/a.js', '/images/logo.svg', '/sitemap.xml']) expect([path, runsProxy(path)]).toEqual([path, false]);
  });

  it('runs for a list page with a search in its query, under every name the lists read', () => {
    for (const list of ['/tour-list-1', '/tour-list-2', '/en/tour-list-1', '/ru/tour-list-2']) {
      for (const name of tourSearchQueryNames) expect([list, name, runsProxy(list, { acceptLanguage: TURKISH_BROWSER, query: { [name]: '1' } })]).toEqual([list, name, true]);
    }
    for (const list of ['/blog-list-1', '/blog-list-2', '/en/blog-list-3']) {
      for (const name of ['page', 'tag']) expect([list, name, runsProxy(list, { query: { [name]: '2' } })]).toEqual([list, name, true]);
    }
    // A query no list reads (a campaign tag) keeps the shared page.
    expect(runsProxy('/tour-list-1', { acceptLanguage: TURKISH_BROWSER, query: { utm_source: 'newsletter' } })).toBe(false);
  });
});

describe("next.config.ts's Turkish rewrite", () => {
  it('covers exactly the catalogue pages the proxy skips', async () => {
    const rewrites = await nextConfig.rewrites!();
    const beforeFiles = (Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles) ?? [];
    expect(beforeFiles).toContainEqual({ source: '/', destination: '/tr' });
    const pages = beforeFiles.find((rule) => rule.source.startsWith('/:page('));
    expect(pages?.destination).toBe('/tr/:page/:rest*');
    const alternatives = new RegExp(`^(?:${/^\/:page\((.*)\)\/:rest\*$/.exec(pages!.source)![1]})$`);
    for (const page of CATALOGUE_PAGES) expect([page, alternatives.test(page)]).toEqual([page, true]);
    for (const page of [...SITE_PAGES_WITH_QUERIES, 'cart', 'db-main', 'tr', 'en']) expect([page, alternatives.test(page)]).toEqual([page, false]);
  });
});

describe("nginx's page key (deploy/nginx/site.conf, docs/decisions/0123)", () => {
  // The map that gives a browser without a `lang` cookie the key `tr`: its regex, as nginx (PCRE) reads it.
  const conf = readFileSync(path.join(process.cwd(), 'deploy/nginx/site.conf'), 'utf8');
  const map = /map \$http_accept_language \$tour_agency_browser_language \{([^}]*)\}/.exec(conf)![1];
  const turkishPattern = new RegExp(/"~([^"]+)"\s+"tr";/.exec(map)![1]);
  const nginxKeysTurkish = (header: string) => header === '' || turkishPattern.test(header);

  it('is `tr` for exactly the browsers the site answers the Turkish page without negotiating', () => {
    const headers = [TURKISH_BROWSER, 'tr', 'tr-TR', 'TR', 'Tr-tr,en;q=0.5', ' tr,en', 'tr;q=0.9,en;q=0.8', 'tr_TR', 'en-US,en;q=0.9,tr;q=0.8', 'ru-RU,ru;q=0.9', 'de-DE,de;q=0.9,en;q=0.8', 'tri', 'trk,tr', '*', 'en'];
    for (const header of headers) {
      for (const page of ['/', '/about', '/tour-single-1/5', '/blog-list-1']) {
        expect([header, page, nginxKeysTurkish(header)]).toEqual([header, page, !runsProxy(page, { acceptLanguage: header })]);
      }
    }
    // No header at all: the Turkish page, and the key nginx gives an empty header.
    expect(runsProxy('/about')).toBe(false);
    expect(/""\s+"tr";/.test(map)).toBe(true);
  });
});
