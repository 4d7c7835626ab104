import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, Page, Response } from '@playwright/test';
import { accounts, expect, signInThroughApi, test } from './support/fixtures';
import { liraDigits, orderThroughApi } from './support/shop';

// Tours of this spec's own: specs run side by side, and this one counts bookings per tour.
const TOUR_ID = 7;
const PICTURES_TOUR_ID = 8;
const code = (orderUUID: string) => orderUUID.slice(0, 8).toUpperCase();

type Figures = { bookings: number; cancelled: number; seats: number; revenue: number };
type Report = { filters: { from: string; to: string; group: string }; totals: Figures; series: (Figures & { start: string; end: string })[] };

/** The Istanbul calendar day, `days` from today (the agency's clock: UTC+3). */
function istanbulDay(days = 0): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week holding `day`. */
function monday(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/** The agency's staff in a browser of their own, next to the customer's. */
async function adminPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'tr-TR', viewport });
  const page = await context.newPage();
  await signInThroughApi(page.request, accounts.admin);
  return page;
}

async function apiReport(admin: Page, query: string): Promise<Report> {
  const response = await admin.request.get(`/api/admin/reports?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Data: Report }).Data;
}

/** The series table of a panel holds exactly the API's buckets: the same periods, counts and kuruş. */
async function expectSeriesTable(admin: Page, panel: string, report: Report) {
  const rows = admin.locator(`[data-report="${panel}"]`).first().locator('tbody tr');
  await expect(rows).toHaveCount(report.series.length);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      return { start: tr.getAttribute('data-bucket'), figures: cells.map((cell) => Number(cell.dataset.count ?? cell.dataset.kurus)), revenueText: cells.at(-1)?.textContent ?? '' };
    }),
  );
  expect(shown.map(({ start, figures }) => ({ start, figures }))).toEqual(report.series.map((bucket) => ({ start: bucket.start, figures: [bucket.bookings, bucket.cancelled, bucket.seats, bucket.revenue] })));
  // The amounts as the page writes money ("₺3.000,00").
  for (const [index, bucket] of report.series.entries()) expect(shown[index].revenueText).toContain(liraDigits(bucket.revenue));
  const totals = admin.locator(`[data-report="${panel}"]`).first().locator('tfoot td');
  await expect(totals.last()).toHaveAttribute('data-kurus', String(report.totals.revenue));
}

test.describe('reports for the agency', () => {
  test('bookings made now show in today’s period, the table beside the chart matches the API to the kuruş, and a period filter changes both', async ({ page, browser, freshCustomer }) => {
    test.slow();
    expect(freshCustomer.email).toContain('@');
    const admin = await adminPage(browser);
    const today = istanbulDay();
    const todayOnly = `from=${today}&to=${today}&group=day&tourId=${TOUR_ID}`;
    const before = await apiReport(admin, todayOnly);

    // Two bank-transfer bookings; the staff see the first one's money arrive.
    const paid = await orderThroughApi(page, TOUR_ID, 'eft');
    await orderThroughApi(page, TOUR_ID, 'eft');
    const found = await admin.request.get(`/api/admin/orders?q=${code(paid.orderId)}`);
    const orderId = ((await found.json()) as { items: { id: number }[] }).items[0].id;
    expect((await admin.request.post(`/api/admin/orders/${orderId}/mark-paid`, { data: {} })).status()).toBe(200);

    const after = await apiReport(admin, todayOnly);
    expect(after.totals.bookings).toBe(before.totals.bookings + 2);
    expect(after.totals.seats).toBe(before.totals.seats + 4);
    expect(after.totals.revenue).toBe(before.totals.revenue + paid.totalAmount);

    // The reports screen, filtered to the tour: the last 30 days by day, today's row holding them.
    await admin.goto(`/db-reports?tourId=${TOUR_ID}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Raporlar' })).toBeVisible();
    const series = admin.locator('[data-report="series"]');
    await expect(series.getByRole('img', { name: 'Grafik: Rezervasyonlar, iptaller ve gelir. Aynı rakamlar yanındaki tabloda.' })).toBeVisible();
    const lastMonth = await apiReport(admin, `tourId=${TOUR_ID}`);
    expect(lastMonth.filters).toMatchObject({ from: istanbulDay(-29), to: today, group: 'day' });
    await expectSeriesTable(admin, 'series', lastMonth);
    const todayRow = series.locator(`tbody tr[data-bucket="${today}"]`);
    await expect(todayRow.locator('td').first()).toHaveAttribute('data-count', String(after.totals.bookings));
    await expect(admin.getByTestId('report-totals').locator('[data-kurus]')).toHaveAttribute('data-kurus', String(lastMonth.totals.revenue));

    // A period long before today, by week: both the table and the API change, today is not in it.
    const filters = admin.getByRole('search', { name: 'Filtreler' });
    await filters.getByLabel('Başlangıç').fill(istanbulDay(-70));
    await filters.getByLabel('Bitiş').fill(istanbulDay(-40));
    await filters.getByLabel('Gruplama').selectOption({ label: 'Hafta' });
    await filters.getByRole('button', { name: 'Göster' }).click();
    await expect(admin).toHaveURL(new RegExp(`from=${istanbulDay(-70)}&to=${istanbulDay(-40)}`));
    const past = await apiReport(admin, `from=${istanbulDay(-70)}&to=${istanbulDay(-40)}&group=week&basis=booking&tourId=${TOUR_ID}`);
    await expectSeriesTable(admin, 'series', past);
    await expect(series.locator(`tbody tr[data-bucket="${today}"]`)).toHaveCount(0);
    await expect(admin.getByTestId('report-period')).toContainText('Rezervasyon tarihi');

    // Back to the last 7 days with one click; the tour filter stays.
    await admin.getByRole('navigation', { name: 'Hızlı dönem' }).getByRole('link', { name: 'Son 7 gün' }).click();
    await expect(admin).toHaveURL(new RegExp(`tourId=${TOUR_ID}`));
    await expectSeriesTable(admin, 'series', await apiReport(admin, `from=${istanbulDay(-6)}&to=${today}&tourId=${TOUR_ID}`));

    // A bad period is explained, and the default one shown instead.
    await admin.goto(`/db-reports?from=${today}&to=${istanbulDay(-3)}`);
    await expect(admin.getByRole('alert').filter({ hasText: 'Dönemin bitişi başlangıcından önce olamaz.' })).toBeVisible();
    await expect(series.locator('tbody tr')).toHaveCount(30);
    await admin.context().close();
  });

  test('/db-main shows the last eight weeks beside their table and a bar per departure; each table downloads as CSV', async ({ browser }) => {
    const admin = await adminPage(browser);
    const today = istanbulDay();
    // All tours: the other specs book beside this one. The page is compared with figures that did not
    // change while it loaded (the same before and after).
    const query = `from=${monday(istanbulDay(-49))}&to=${today}&group=week`;
    let weeks: Report | null = null;
    for (let attempt = 0; attempt < 5 && !weeks; attempt++) {
      const before = await apiReport(admin, query);
      await admin.goto('/db-main');
      const after = await apiReport(admin, query);
      if (JSON.stringify(before) === JSON.stringify(after)) weeks = after;
    }
    if (!weeks) throw new Error('the last eight weeks kept changing while /db-main loaded');
    await expect(admin.locator('[data-report="series"]').getByRole('img', { name: /^Grafik: Son 8 hafta\./ })).toBeVisible();
    await expectSeriesTable(admin, 'series', weeks);
    await expect(admin.locator('[data-report="occupancy"]').getByRole('img', { name: /^Grafik: Önümüzdeki 30 günün kalkışları\./ })).toBeVisible();

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Son 8 hafta: CSV indir' }).click()]);
    const text = readFileSync(await download.path()).toString('utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Dönem;Rezervasyon;İptal;Koltuk;Gelir');
    expect(lines).toHaveLength(weeks.series.length + 2);
    expect(lines.at(-1)).toBe(`Dönemin toplamları;${weeks.totals.bookings};${weeks.totals.cancelled};${weeks.totals.seats};${(weeks.totals.revenue / 100).toFixed(2).replace('.', ',')}`);
    await admin.context().close();
  });

  test('on a phone each table sits under its chart and nothing scrolls sideways; dark theme and English work', async ({ browser }) => {
    const admin = await adminPage(browser, { width: 390, height: 844 });
    await admin.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await admin.goto('/en/db-reports');
    await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    // Dark as the admin sees it: the background behind the heading (the first ancestor that paints
    // one, read through a canvas as RGB) is dark, the heading's text light.
    const heading = admin.getByRole('heading', { level: 1, name: 'Reports' });
    const lightness = (which: 'background' | 'text') =>
      heading.evaluate((element, which) => {
        let painted: Element | null = element;
        let colour = getComputedStyle(element).color;
        if (which === 'background') {
          colour = 'rgba(0, 0, 0, 0)';
          for (; painted; painted = painted.parentElement) {
            colour = getComputedStyle(painted).backgroundColor;
            if (!/^rgba\(.*,\s*0\)$|^transparent$/.test(colour)) break;
          }
          if (!painted) colour = 'rgb(255, 255, 255)';
        }
        const context = document.createElement('canvas').getContext('2d')!;
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
        return (r + g + b) / 3;
      }, which);
    await expect.poll(() => lightness('background')).toBeLessThan(60);
    expect(await lightness('text')).toBeGreaterThan(180);
    const series = admin.locator('[data-report="series"]');
    const chart = series.getByRole('img', { name: /^Chart: Bookings, cancellations and revenue\./ });
    await expect(chart).toBeVisible();
    const chartBox = (await chart.boundingBox())!;
    const tableBox = (await series.locator('table').boundingBox())!;
    expect(tableBox.y).toBeGreaterThanOrEqual(chartBox.y + chartBox.height);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // English money and dates.
    await expect(series.locator('tfoot td').last()).toHaveText(/^₺[\d,]+\.\d{2}$/);
    await admin.context().close();
  });

  test('Chart.js is loaded by the staff screens only, never by a public page', async ({ browser }) => {
    const marker = "can't acquire context from the given item"; // a sentence of Chart.js' own code
    // A chunk's address names its content (a hash): each one is read once, however many pages load it.
    const texts = new Map<string, Promise<string>>();
    const scriptsOf = async (page: Page, path: string) => {
      const bodies: string[] = [];
      const listener = (response: Response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.url());
      };
      page.on('response', listener);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('response', listener);
      return Promise.all(
        bodies.map(async (url) => {
          if (!texts.has(url)) texts.set(url, page.request.get(url).then((response) => response.text()));
          return { url, text: await texts.get(url)! };
        }),
      );
    };
    const admin = await adminPage(browser);
    const staffScripts = await scriptsOf(admin, '/db-reports');
    await expect(admin.locator('canvas').first()).toBeVisible();
    expect(staffScripts.some((script) => script.text.includes(marker))).toBe(true);
    await admin.context().close();

    const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    for (const path of ['/', '/tour-list-1', `/tour-single-1/${TOUR_ID}`, '/blog-list-1', '/contact']) {
      const scripts = await scriptsOf(visitor, path);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(scripts.filter((script) => script.text.includes(marker)).map((script) => script.url), path).toEqual([]);
    }
    await visitor.context().close();
  });
});

test.describe('progress on long work', () => {
  test('pictures upload one by one with a progress bar each; a waiting one can be cancelled', async ({ browser }) => {
    const admin = await adminPage(browser);
    const png = (red: number) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: red, g: 90, b: 140 } } }).png().toBuffer();
    const stored = async () => ((await (await admin.request.get(`/api/admin/tours/${PICTURES_TOUR_ID}/images`)).json()) as { Data: unknown[] }).Data.length;
    const countBefore = await stored();
    await admin.goto(`/db-add-tour-images?tourId=${PICTURES_TOUR_ID}`);
    const pictures = admin.locator('section[aria-labelledby="tour-images-list"] ol > li');
    await expect(pictures).toHaveCount(countBefore);

    // The first upload is held at the server's door so that the second waits in the queue.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await admin.route(`**/api/admin/tours/${PICTURES_TOUR_ID}/images`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      if (posts === 1) await held;
      await route.continue();
    });
    await admin.getByLabel('Resim dosyası').setInputFiles([
      { name: 'birinci.png', mimeType: 'image/png', buffer: await png(200) },
      { name: 'ikinci.png', mimeType: 'image/png', buffer: await png(20) },
    ]);
    await admin.locator('#new-image-alt-tr').fill('Vadide gün batımı');
    await admin.getByRole('button', { name: 'Yükle', exact: true }).click();

    const queue = admin.getByTestId('upload-queue');
    const first = queue.locator('li').filter({ hasText: 'birinci.png' });
    const second = queue.locator('li').filter({ hasText: 'ikinci.png' });
    await expect(first.getByRole('progressbar', { name: '“birinci.png” yükleniyor' })).toBeVisible();
    await expect(second).toContainText('Sırada');
    await expect(admin.getByRole('button', { name: 'Yükleniyor…' })).toBeDisabled();
    await second.getByRole('button', { name: '“ikinci.png” yüklemesini durdur' }).click();
    await expect(second).toContainText('Durduruldu');
    release();

    await expect(first).toContainText('Yüklendi');
    await expect(admin.getByText('Resim yüklendi ve sitede gösteriliyor.')).toBeVisible();
    await expect(pictures).toHaveCount(countBefore + 1);
    expect(posts).toBe(1);
    await admin.unroute(`**/api/admin/tours/${PICTURES_TOUR_ID}/images`);

    // A large picture on a slow line: its bar moves, and Cancel stops it on the way.
    const cdp = await admin.context().newCDPSession(admin);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    const noise = await sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 700, height: 700, channels: 3 } }).png().toBuffer();
    await admin.getByLabel('Resim dosyası').setInputFiles({ name: 'buyuk.png', mimeType: 'image/png', buffer: noise });
    await admin.getByRole('button', { name: 'Yükle', exact: true }).click();
    const large = queue.locator('li').filter({ hasText: 'buyuk.png' });
    await expect(large).toContainText(/Gönderiliyor: %[1-9]\d?/);
    await large.getByRole('button', { name: '“buyuk.png” yüklemesini durdur' }).click();
    await expect(large).toContainText('Durduruldu');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(await stored()).toBe(countBefore + 1);
    await admin.context().close();
  });

  test('the orders CSV export shows what it has received and a finished notice', async ({ browser }) => {
    const admin = await adminPage(browser);
    await admin.goto(`/db-booking?tourId=${TOUR_ID}`);
    const count = Number((await admin.getByText(/^\d+ sipariş$/).textContent())?.match(/\d+/)?.[0]);
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'CSV indir' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(admin.getByTestId('csv-status')).toHaveText(new RegExp(`^Hazır: ${count} sipariş \\(\\d+ kB\\) indirildi\\.$`));
    await admin.context().close();
  });
});
