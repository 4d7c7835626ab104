import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The texts a visitor reads, per language (tests find elements by role and name as people do). */
const ui = {
  tr: {
    prefix: '',
    toursLink: 'Tüm turlar',
    searchForm: 'Tur arama',
    region: 'Bölge',
    type: 'Tur tipi',
    search: 'Ara',
    results: /tur bulundu/,
    itinerary: 'Gün gün program',
    departures: 'Yaklaşan kalkışlar',
    book: 'Hemen rezervasyon yap',
    notFound: 'Sayfa bulunamadı',
  },
  en: {
    prefix: '/en',
    toursLink: 'All tours',
    searchForm: 'Tour search',
    region: 'Region',
    type: 'Tour type',
    search: 'Search',
    results: /tours? found/,
    itinerary: 'Day-by-day itinerary',
    departures: 'Upcoming departures',
    book: 'Book now',
    notFound: 'Page not found',
  },
} as const;

type Texts = (typeof ui)[keyof typeof ui];

test.use({ viewport: { width: 1280, height: 900 } });

/** Fails on serious and critical accessibility problems, listing them. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

const results = (page: Page) => page.getByRole('region', { name: /tur bulundu|tours? found/ });
const cards = (page: Page) => results(page).getByRole('article');

/** Filters tour-list-1 by the region and type of its first tour, through the form, and returns that tour's id. */
async function filterByFirstTour(page: Page, texts: Texts): Promise<number> {
  const first = cards(page).first();
  const meta = (await first.locator('p:first-of-type').innerText()).split('·').map((part) => part.trim());
  const [regionName, typeName] = meta;
  const form = page.getByRole('search', { name: texts.searchForm });
  await form.getByLabel(texts.region).selectOption({ label: regionName });
  await form.getByLabel(texts.type).selectOption({ label: typeName });
  await form.getByRole('button', { name: texts.search }).click();

  await expect(page).toHaveURL(/[?&]region=\d+/);
  await expect(page).toHaveURL(/[?&]type=[1-5]/);
  expect(page.url()).not.toMatch(/[?&](q|minPrice|date)=/);
  await expect(cards(page).first()).toBeVisible();
  // textContent: cards after the first row are laid out only near the screen (content-visibility).
  for (const text of await cards(page).locator('p:first-of-type').allTextContents()) {
    expect(text).toContain(regionName);
    expect(text).toContain(typeName);
  }
  const href = await cards(page).first().getByRole('link').getAttribute('href');
  return Number(href?.match(/tour-single-1\/(\d+)/)?.[1]);
}

for (const [locale, texts] of Object.entries(ui)) {
  test.describe(`catalogue in ${locale}`, () => {
    test('home → tour list → filter by type and region → all five detail layouts', async ({ page }) => {
      await page.goto(`${texts.prefix}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: texts.toursLink }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/tour-list-1$`));
      await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(texts.results);

      const tourId = await filterByFirstTour(page, texts);
      expect(tourId).toBeGreaterThan(0);

      await cards(page).first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/tour-single-1/${tourId}$`));
      const title = await page.getByRole('heading', { level: 1 }).innerText();

      for (const layout of [1, 2, 3, 4, 5]) {
        await page.goto(`${texts.prefix}/tour-single-${layout}/${tourId}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        if (layout === 2) await page.getByRole('tab', { name: texts.itinerary }).click();
        await expect(page.getByRole('heading', { name: texts.itinerary })).toBeVisible();
        if (layout === 2) await page.getByRole('tab', { name: texts.departures }).click();
        await expect(page.getByRole('heading', { name: texts.departures })).toBeVisible();
        const book = page.getByRole('link', { name: texts.book }).first();
        await expect(book).toHaveAttribute('href', `${texts.prefix}/booking-page/${tourId}`);
        // Every layout names layout 1 as the canonical page.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${texts.prefix}/tour-single-1/${tourId}$`));
        const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
        expect(structured.join('\n')).toContain('"TouristTrip"');
        expect(structured.join('\n')).toContain('"BreadcrumbList"');
      }
    });

    test('tour-list-2 filters from its top bar, and unknown tours and regions are the localized 404', async ({ page }) => {
      await page.goto(`${texts.prefix}/tour-list-2?type=abc&page=-4`);
      // Bad values are ignored: the page still lists tours.
      await expect(cards(page).first()).toBeVisible();
      const type = page.getByRole('search', { name: texts.searchForm }).getByLabel(texts.type);
      await type.selectOption({ index: 1 });
      await page.getByRole('search', { name: texts.searchForm }).getByRole('button', { name: texts.search }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/tour-list-2\\?type=\\d$`));

      for (const path of ['/tour-single-3/999999', '/tour-single-1/abc', '/tour-list-3/999999', '/tour-list-3/x1']) {
        const response = await page.goto(`${texts.prefix}${path}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.notFound);
      }
    });
  });
}

test('phone: the home search labels its month field where it shows, in every language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [prefix, searchForm, month] of [['', 'Tur arama', 'Kalkış ayı'], ['/en', 'Tour search', 'Departure month'], ['/ru', 'Поиск туров', 'Месяц выезда']]) {
    await page.goto(`${prefix}/`);
    const form = page.getByRole('search', { name: searchForm });
    const label = form.getByText(month, { exact: true });
    await expect(label).toBeVisible();
    const field = form.getByLabel(month);
    await expect(field).toHaveAttribute('type', 'month');
    // The label stands right above its field.
    const [labelBox, fieldBox] = [(await label.boundingBox())!, (await field.boundingBox())!];
    expect(labelBox.y + labelBox.height).toBeLessThanOrEqual(fieldBox.y + 1);
    expect(fieldBox.y - (labelBox.y + labelBox.height)).toBeLessThan(12);
  }
});

test('phone: every control of the tour filters is at least 44 px high', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/tour-list-1', '/en/tour-list-2', '/ru/tour-list-1']) {
    await page.goto(path);
    // Below desktop width the filters fold away behind their summary.
    await page.locator('details > summary').first().click();
    const form = page.getByRole('search');
    const controls = form.locator('input, select, button, a');
    expect(await controls.count()).toBeGreaterThanOrEqual(12);
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      const name = (await control.getAttribute('name')) ?? (await control.innerText());
      expect(box.height, `${path}: ${name}`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${path}: ${name}`).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  }
  // The result pages' numbers too (the demo's tours fill more than one page).
  await page.goto('/tour-list-1');
  const pager = page.getByRole('navigation', { name: 'Sonuç sayfaları' }).getByRole('link');
  expect(await pager.count()).toBeGreaterThanOrEqual(2);
  for (const link of await pager.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, `page link ${await link.innerText()}`).toBeGreaterThanOrEqual(44);
    expect(box.width, `page link ${await link.innerText()}`).toBeGreaterThanOrEqual(44);
  }
});

test('destinations list the regions, each leading to its tours on tour-list-3', async ({ page }) => {
  await page.goto('/destinations');
  const regions = page.getByRole('main').getByRole('article');
  expect(await regions.count()).toBeGreaterThanOrEqual(8);
  const link = regions.first().getByRole('link');
  const name = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/tour-list-3\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still searches (a plain GET form)', async ({ page }) => {
    await page.goto('/tour-list-1');
    const form = page.getByRole('search', { name: ui.tr.searchForm });
    await form.getByLabel(ui.tr.type).selectOption({ index: 1 });
    await form.getByRole('button', { name: ui.tr.search }).click();
    await expect(page).toHaveURL(/[?&]type=\d/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(ui.tr.results);
  });
});

test('a search address the proxy does not see, with U+0000 in it, is a page or a 404, never a server error', async ({ request }) => {
  // The list pages' /search addresses are reachable directly; the proxy skips catalogue paths.
  for (const [address, status] of [
    ['/en/tour-list-1/search?q=Ali%00Veli', 200],
    ['/tour-list-2/search?q=%00', 200],
    ['/blog-list-1/search?tag=%00', 404],
    ['/ru/blog-list-3/search?tag=a%00', 404],
  ] as const) {
    expect((await request.get(address, { headers: { 'accept-language': 'tr' } })).status(), address).toBe(status);
  }
});

test('a search without matches and a page past the last one say so and lead back to tours', async ({ page }) => {
  await page.goto('/tour-list-1?q=zzzqqq');
  await expect(results(page).getByRole('heading', { name: '0 tur bulundu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aramanıza uygun tur bulamadık' })).toBeVisible();
  await page.getByRole('link', { name: 'Filtreleri temizle' }).click();
  await expect(page).toHaveURL(/\/tour-list-1$/);
  await expect(cards(page).first()).toBeVisible();

  await page.goto('/tour-list-2?page=999');
  await expect(page.getByRole('heading', { name: 'Bu sayfada tur yok' })).toBeVisible();
  await page.getByRole('link', { name: 'İlk sayfaya dön' }).click();
  await expect(page).toHaveURL(/\/tour-list-2$/);
  await expect(cards(page).first()).toBeVisible();
});

test('the home slider’s arrows sit one at each side, clear of the headline, and move the slides', async ({ page }) => {
  for (const width of [640, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const headline = (await carousel.locator('[aria-roledescription="slide"]').first().locator('p').first().boundingBox())!;
    const previous = (await carousel.getByRole('button', { name: 'Önceki slayt' }).boundingBox())!;
    const next = (await carousel.getByRole('button', { name: 'Sonraki slayt' }).boundingBox())!;
    expect(previous.x + previous.width, `${width} px: the previous arrow ends before the headline starts`).toBeLessThanOrEqual(headline.x);
    expect(previous.x + previous.width, `${width} px: the previous arrow is in the left half`).toBeLessThan(width / 2);
    expect(next.x, `${width} px: the next arrow is in the right half`).toBeGreaterThan(width / 2);
  }
  const track = page.locator('#home-slider-track');
  await page.getByRole('button', { name: 'Sonraki slayt' }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('home, a tour list and a tour detail have no serious accessibility problems', async ({ page }) => {
  await page.goto('/');
  await expectAccessible(page);
  await page.goto('/tour-list-1');
  await expectAccessible(page);
  const href = await cards(page).first().getByRole('link').getAttribute('href');
  await page.goto(href ?? '/');
  await expectAccessible(page);
  await page.goto(href?.replace('tour-single-1', 'tour-single-2') ?? '/');
  await expectAccessible(page);
});

test('the tour list API answers readable, compressed JSON to a browser', async ({ request }) => {
  const response = await request.get('/api/Tours?PageIndex=0&PageSize=9999&SortBy=Id&SortOrder=desc', { headers: { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' } });
  expect(response.status()).toBe(200);
  // The server answers brotli to clients that accept it, else gzip.
  expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
  const body = (await response.json()) as { items: { id: number; title: string }[]; count: number };
  expect(body.count).toBeGreaterThanOrEqual(30);
  expect(body.items).toHaveLength(body.count);
  expect(body.items[0].id).toBeGreaterThan(body.items[1].id);
});
