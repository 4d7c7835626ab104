import { expect, test, type Page } from '@playwright/test';

const base = () => (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

/** Next.js writes the site root without its trailing slash; both name the same URL. */
const withRootSlash = (href: string | null) => (href === base() ? `${base()}/` : href);

type StructuredData = Record<string, unknown>;

async function structuredData(page: Page): Promise<StructuredData[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block): StructuredData[] => [JSON.parse(block)].flat());
}

test.describe('search engines', () => {
  test('robots.txt allows the site, keeps crawlers out of personal pages in every language and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const robots = await response.text();
    expect(robots).toContain('Allow: /');
    for (const path of ['/api/', '/cart', '/en/cart', '/ru/my-bookings', '/payment', '/login', '/en/login', '/db-', '/ru/db-']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${base()}/sitemap.xml`);
  });

  test('sitemap.xml lists the public pages in three languages with hreflang alternates', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const sitemap = await response.text();
    for (const url of [`${base()}/`, `${base()}/en`, `${base()}/ru`, `${base()}/tour-list-1`, `${base()}/en/blog-list-1`, `${base()}/ru/contact`]) {
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    expect(sitemap).toContain(`hreflang="ru" href="${base()}/ru/tour-list-1"`);
    expect(sitemap).toContain(`hreflang="x-default" href="${base()}/tour-list-1"`);
    expect(sitemap).not.toMatch(/\/(cart|my-bookings|login|db-)/);
  });

  test('a tour search by typed text or price is not indexed (its tours are followed); a region search is', async ({ request }) => {
    const robotsOf = async (path: string) => /<meta name="robots" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1] ?? null;
    expect(await robotsOf('/en/tour-list-1?q=spam-text-anyone-can-link')).toBe('noindex, follow');
    expect(await robotsOf('/tour-list-1?minPrice=1')).toBe('noindex, follow');
    expect(await robotsOf('/tour-list-1?region=1')).toBeNull();
    expect(await robotsOf('/tour-list-1')).toBeNull();
  });

  for (const { locale, prefix } of [
    { locale: 'tr', prefix: '' },
    { locale: 'en', prefix: '/en' },
    { locale: 'ru', prefix: '/ru' },
  ]) {
    test(`the ${locale} home page names its canonical URL, its other languages and the agency`, async ({ page }) => {
      await page.goto(prefix || '/');
      const home = `${base()}${prefix || '/'}`;
      const href = async (selector: string) => withRootSlash(await page.locator(selector).getAttribute('href'));
      expect(await href('link[rel="canonical"]')).toBe(home);
      expect(await href('link[rel="alternate"][hreflang="tr"]')).toBe(`${base()}/`);
      expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(`${base()}/en`);
      expect(await href('link[rel="alternate"][hreflang="ru"]')).toBe(`${base()}/ru`);
      expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${base()}/`);

      const agency = (await structuredData(page)).find((item) => item['@type'] === 'TravelAgency');
      expect(agency).toMatchObject({ '@context': 'https://schema.org', name: 'Anatolia Tours', url: home });
      expect(agency?.logo).toMatch(/^https?:\/\//);
    });
  }

  test('the agency in full on the about and contact pages; tours and posts name it by id and name only', async ({ page }) => {
    for (const path of ['/about', '/en/contact']) {
      await page.goto(path);
      expect((await structuredData(page)).filter((item) => item['@type'] === 'TravelAgency'), path).toEqual([
        expect.objectContaining({ '@id': `${base()}/#agency`, name: 'Anatolia Tours', telephone: expect.any(String) }),
      ]);
    }
    await page.goto('/tour-single-1/1');
    const nodes = await structuredData(page);
    expect(nodes.filter((item) => item['@type'] === 'TravelAgency')).toEqual([]);
    const trip = nodes.find((item) => JSON.stringify(item['@type']).includes('TouristTrip'));
    expect(trip?.provider).toEqual({ '@type': 'TravelAgency', '@id': `${base()}/#agency`, name: 'Anatolia Tours' });
  });
});

test.describe('speed', () => {
  // Every other spec runs without it (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('the service worker is served as JavaScript that browsers always revalidate', async ({ request }) => {
    const response = await request.get('/service-worker.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toContain('no-cache');
  });

  test('after the first visit static assets come from the service worker, pages never do', async ({ page }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${base()}/`);
    // The worker controls the page from its next load on.
    const responses: { url: string; fromWorker: boolean; document: boolean }[] = [];
    page.on('response', (response) =>
      responses.push({ url: response.url(), fromWorker: response.fromServiceWorker(), document: response.request().resourceType() === 'document' }),
    );
    await page.reload();
    await page.reload();
    await expect.poll(() => responses.some((r) => r.url.includes('/_next/static/') && r.fromWorker)).toBe(true);
    expect(responses.filter((r) => r.document).every((r) => !r.fromWorker)).toBe(true);
  });

  test('the tour lists are prefetched 2 s after start and the other main pages 5 s later', async ({ page }) => {
    // The page's clock is Playwright's and stands still: time moves only when the test moves it.
    const start = Date.now();
    await page.clock.install({ time: start });
    // The installed clock runs until paused: pause well ahead of it (a busy machine takes more than a
    // millisecond between the two calls, and pausing in the past throws). No page is open yet.
    await page.clock.pauseAt(start + 10_000);
    const prefetched = new Set<string>();
    page.on('request', (request) => {
      if (request.headers()['rsc']) prefetched.add(new URL(request.url()).pathname);
    });
    // /tour-list-2 and /about have no link in the first screen, so only the prefetcher asks for them.
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(1_900);
    await page.waitForLoadState('networkidle');
    expect(prefetched.has('/tour-list-2')).toBe(false);
    // Past 2 s (and the browser's idle wait, at most 2 s more): the tour lists.
    await page.clock.runFor(2_200);
    await expect.poll(() => prefetched.has('/tour-list-2')).toBe(true);
    await page.clock.runFor(2_800);
    await page.waitForLoadState('networkidle');
    expect(prefetched.has('/about')).toBe(false);
    // Past 2 + 5 s (and the idle wait): the other main pages.
    await page.clock.runFor(2_200);
    await expect.poll(() => prefetched.has('/about')).toBe(true);
  });
});
