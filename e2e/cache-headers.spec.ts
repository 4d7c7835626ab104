import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Public pages are one answer shared by every visitor (docs/seo-and-performance.md, "Caching by shared
// caches"): no Set-Cookie, a Vary naming what changes the answer, a brief public Cache-Control.
const visitor = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-language': 'tr-TR,tr;q=0.9,en;q=0.7',
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  cookie: '_ga=GA1.1.123456789.1764150000; consent=analytics',
};
const SHARED = /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=(\d+)$/;

test.describe('headers of cached public pages', () => {
  test('carry no Set-Cookie, a brief public Cache-Control and the Vary of their address', async ({ request }) => {
    const tourId = /\/tour-single-1\/(\d+)/.exec(await (await request.get('/tour-list-1')).text())?.[1];
    expect(tourId).toBeTruthy();
    const pages = ['/', '/tour-list-1', `/tour-single-1/${tourId}`, '/blog-list-1', '/en', '/en/tour-list-1', '/ru/blog-list-1'];
    for (const path of pages) {
      // Twice: the second answer comes from Next's full-route cache.
      await request.get(path, { headers: visitor, maxRedirects: 0 });
      const response = await request.get(path, { headers: visitor, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['set-cookie'], path).toBeUndefined();
      const [, maxAge, stale] = SHARED.exec(headers['cache-control'] ?? '') ?? [];
      expect(Number(maxAge), `${path}: ${headers['cache-control']}`).toBeGreaterThan(0);
      // Dashboard writes reach every visitor within s-maxage + stale-while-revalidate: a minute at most.
      expect(Number(maxAge) + Number(stale), path).toBeLessThanOrEqual(60);
      const vary = (headers.vary ?? '').toLowerCase();
      // Next's client router asks for the same address with these headers.
      expect(vary, path).toContain('rsc');
      expect(vary, path).toContain('accept-encoding');
      if (/^\/(en|ru)(\/|$)/.test(path)) {
        expect(vary, path).not.toContain('accept-language');
        expect(vary, path).not.toContain('cookie');
      } else {
        expect(vary, path).toContain('accept-language');
        expect(vary, path).toContain('cookie');
      }
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  test('a Turkish address answers by the lang cookie and Accept-Language, naming both in Vary', async ({ request }) => {
    const english = await request.get('/tour-list-1', { headers: { ...visitor, 'accept-language': 'en-US,en;q=0.9' }, maxRedirects: 0 });
    expect(english.status()).toBe(307);
    expect(english.headers().location).toMatch(/\/en\/tour-list-1$/);
    expect(english.headers()['set-cookie']).toBeUndefined();
    expect(english.headers().vary?.toLowerCase()).toContain('accept-language');
    expect(english.headers().vary?.toLowerCase()).toContain('cookie');

    const russian = await request.get('/tour-list-1', { headers: { ...visitor, cookie: `${visitor.cookie}; lang=ru` }, maxRedirects: 0 });
    expect(russian.status()).toBe(307);
    expect(russian.headers().location).toMatch(/\/ru\/tour-list-1$/);
    expect(russian.headers()['set-cookie']).toBeUndefined();

    // A browser whose first language is neither Turkish nor ours: next-intl's closest match decides
    // (the catalogue pages skip proxy.ts only for a Turkish first language, docs/decisions/0114).
    const ukrainian = await request.get('/tour-list-1', { headers: { ...visitor, 'accept-language': 'uk-UA,uk;q=0.9' }, maxRedirects: 0 });
    expect(ukrainian.status()).toBe(307);
    expect(ukrainian.headers().location).toMatch(/\/ru\/tour-list-1$/);

    // A cookie naming Turkish wins over an English browser.
    const turkish = await request.get('/tour-list-1', { headers: { ...visitor, 'accept-language': 'en-US', cookie: 'lang=tr' }, maxRedirects: 0 });
    expect(turkish.status()).toBe(200);
    expect(turkish.headers()['set-cookie']).toBeUndefined();
  });

  test('pages rendered per request are never shared', async ({ request }) => {
    const search = await request.get('/tour-list-1?type=2', { headers: visitor, maxRedirects: 0 });
    expect(search.status()).toBe(200);
    expect(search.headers()['cache-control']).toMatch(/private|no-store/);
    // The list pages read query names in any case; the per-request page answers these too.
    const lowerCase = await request.get('/en/tour-list-1?minprice=1000', { headers: visitor, maxRedirects: 0 });
    expect(lowerCase.status()).toBe(200);
    expect(lowerCase.headers()['cache-control']).toMatch(/private|no-store/);
    // A query no list reads (a campaign tag) is the shared page.
    const campaign = await request.get('/tour-list-1?utm_source=newsletter', { headers: visitor, maxRedirects: 0 });
    expect(campaign.status()).toBe(200);
    expect(campaign.headers()['cache-control']).toMatch(SHARED);
  });

  test('browsing sets no lang cookie; picking a language writes it', async ({ page, context }) => {
    await page.goto('/');
    await page.goto('/en/tour-list-1');
    await page.goto('/tour-list-1');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')).toBeUndefined();

    await page.getByRole('button', { name: /Dil: Türkçe/ }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/tour-list-1$/);
    const lang = (await context.cookies()).find((cookie) => cookie.name === 'lang');
    expect(lang?.value).toBe('ru');
    expect(lang?.path).toBe('/');
    expect(lang?.sameSite).toBe('Lax');
    expect(lang!.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
  });

  test('made-up detail addresses answer "not found" each time and leave nothing on the server’s disk', async ({ request }) => {
    // Without Redis, Next's own cache wrote each such page to the build folder for good (7 files an
    // address); the site's cache keeps pages in memory, bounded, and no "not found" page at all.
    const buildFolder = path.resolve(process.env.NEXT_DIST_DIR || '.next');
    const since = Date.now() - 1_000;
    const writtenSince = (folder: string): string[] => {
      let entries: string[] = [];
      try {
        entries = readdirSync(folder);
      } catch {
        return [];
      }
      return entries.flatMap((name) => {
        const file = path.join(folder, name);
        const stat = statSync(file, { throwIfNoEntry: false });
        if (!stat) return [];
        if (stat.isDirectory()) return name === 'images' || name === 'turbopack' ? [] : writtenSince(file);
        return stat.mtimeMs >= since ? [file] : [];
      });
    };
    const made = ['/tour-single-1', '/tour-single-3', '/blog-single', '/page-single', '/en/tour-list-3'].flatMap((prefix) => [1, 2, 3, 4].map((n) => `${prefix}/${Date.now() % 100_000}${n}77${n}`));
    for (const address of made) {
      for (let time = 0; time < 2; time += 1) {
        const response = await request.get(address, { headers: visitor, maxRedirects: 0 });
        expect(response.status(), address).toBe(404);
      }
    }
    expect(writtenSince(path.join(buildFolder, 'server')).concat(writtenSince(path.join(buildFolder, 'cache')))).toEqual([]);
  });
});
