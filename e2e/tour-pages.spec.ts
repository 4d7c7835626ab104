import { expect, test, type Locator, type Page } from '@playwright/test';
import { liraDigits, liveDepartures } from './support/shop';

/**
 * What every tour layout promises a customer on its first screen, on a phone and on a desktop: the
 * price "from", the booking button, the refund rule in one line and the next dates with seats left;
 * the departures as cards on phones and as a table where it fits; a booking bar on phones that
 * stands aside while the booking block is on screen and never covers the page.
 */

// Read only: no spec books seats on this tour, so its cached page and its live seats agree.
const TOUR_ID = 10;
const LAYOUTS = [1, 2, 3, 4, 5] as const;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

const summary = (page: Page) => page.getByRole('region', { name: 'Rezervasyon', exact: true });
const bookingBar = (page: Page) => page.getByTestId('booking-bar');

/** At least one of the visible matches lies wholly on the first screen of a phone. */
async function expectOneOnFirstScreen(matches: Locator) {
  await expect(async () => {
    const boxes = await Promise.all((await matches.filter({ visible: true }).all()).map((match) => match.boundingBox()));
    expect(boxes.some((box) => box !== null && box.y >= 0 && box.y + box.height <= phone.height)).toBe(true);
  }).toPass();
}

for (const layout of LAYOUTS) {
  test.describe(`tour layout ${layout}`, () => {
    test('desktop: the booking block with price, refund rule, button and next dates is on the first screen', async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(`/tour-single-${layout}/${TOUR_ID}`);
      const live = (await liveDepartures(page.request, TOUR_ID)).filter((departure) => departure.seatsLeft > 0);
      const block = summary(page);
      await expect(block).toBeInViewport({ ratio: 0.9 });
      await expect(block.getByText('Kişi başı başlayan fiyatlarla')).toBeInViewport();
      // "From": the cheapest adult price of a date with seats (this tour has a special price below its own).
      const cheapest = Math.min(...live.map((departure) => departure.adultPrice));
      const from = block.getByText(/^₺[\d.,]+$/).first();
      await expect(from).toBeInViewport();
      await expect(from).toHaveText(`₺${(cheapest / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
      await expect(block.getByRole('link', { name: 'Hemen rezervasyon yap' })).toBeInViewport();
      await expect(block.getByText('Kalkışa 30 günden fazla kala iptalde tam iade')).toBeVisible();
      await expect(block.getByRole('link', { name: 'İptal koşulları' })).toHaveAttribute('href', '/page-single/19');
      await expect(bookingBar(page)).toBeHidden();

      // The next three dates that still have seats, each booking its own date.
      const open = live.slice(0, 3);
      const dates = block.getByRole('list', { name: 'En yakın tarihler' }).getByRole('link');
      await expect(dates).toHaveCount(open.length);
      for (const [index, departure] of open.entries()) {
        await expect(dates.nth(index)).toHaveAttribute('href', `/booking-page/${TOUR_ID}?departure=${departure.id}`);
        await expect(dates.nth(index)).toContainText(`${departure.seatsLeft} kişilik yer kaldı`);
      }

      // The departures' book buttons are whole, not cut by a column too narrow for the table.
      const departures = page.getByRole('region', { name: 'Yaklaşan kalkışlar' });
      if (layout === 2) await page.getByRole('tab', { name: 'Yaklaşan kalkışlar' }).click();
      const firstBook = departures.getByRole('link', { name: /kalkışı için rezervasyon yap$/ }).first();
      await firstBook.scrollIntoViewIfNeeded();
      const [button, area] = [await firstBook.boundingBox(), await departures.boundingBox()];
      expect(button!.x + button!.width).toBeLessThanOrEqual(area!.x + area!.width + 1);
      expect(await firstBook.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    });

    test('phone: price and booking button on the first screen, nothing sideways, departures as cards', async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(`/tour-single-${layout}/${TOUR_ID}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);

      // Either the booking block or the booking bar brings them onto the first screen.
      await expectOneOnFirstScreen(page.getByRole('link', { name: 'Hemen rezervasyon yap' }));
      await expectOneOnFirstScreen(page.getByText(/^₺[\d.,]+$/));

      // Cards: each date's own labels show, the table's column headers stay for screen readers only.
      const departures = page.getByRole('region', { name: 'Yaklaşan kalkışlar' });
      if (layout === 2) await page.getByRole('tab', { name: 'Yaklaşan kalkışlar' }).click();
      const firstRow = departures.getByRole('row').nth(1);
      await firstRow.scrollIntoViewIfNeeded();
      // The labels are painted by the stylesheet above each price (once per table, not per date).
      const labels = await firstRow.getByRole('cell').evaluateAll((cells) =>
        cells.map((cell) => {
          const before = getComputedStyle(cell, '::before');
          return before.display === 'none' ? '' : before.content.replace(/^"|"(\s*\/\s*"")?$/g, '');
        }),
      );
      expect(labels.slice(1, 4)).toEqual(['Yetişkin', 'Çocuk', 'Bebek']);
      await expect(departures.getByRole('columnheader', { name: 'Çocuk' })).toHaveCount(1);
      const book = firstRow.getByRole('link', { name: /kalkışı için rezervasyon yap$/ });
      const box = await book.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);

      // No photo description printed as a caption under its photo.
      const title = await page.getByRole('heading', { level: 1 }).innerText();
      const alts = await page.locator('main img[alt]:not([alt=""])').evaluateAll((images) => images.map((image) => image.getAttribute('alt')!));
      for (const alt of new Set(alts.filter((alt) => alt !== title))) {
        await expect(page.getByText(alt, { exact: true }).filter({ visible: true })).toHaveCount(0);
      }
    });
  });
}

test('the departures table shows the first six dates and the others on "show all dates", in the order they leave', async ({ page }) => {
  await page.setViewportSize(desktop);
  const live = await liveDepartures(page.request, TOUR_ID);
  expect(live.length).toBeGreaterThan(6);
  await page.goto(`/tour-single-1/${TOUR_ID}`);
  const departures = page.getByRole('region', { name: 'Yaklaşan kalkışlar' });
  const rows = departures.getByRole('row');
  // A header row and six dates, in the page's HTML as sent (not only after the script ran).
  await expect(rows).toHaveCount(1 + 6);
  const sent = await (await page.request.get(`/tour-single-1/${TOUR_ID}`, { headers: { 'accept-language': 'tr' } })).text();
  expect(sent.match(/<tr role="row">/g)).toHaveLength(1 + 6);
  const more = departures.getByRole('button', { name: `Tüm tarihleri göster (${live.length})` });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(rows).toHaveCount(1 + live.length);
  // Each date shows its own prices (this tour's dates have three different sets; the page sends the
  // usual set once and a date's own only where it differs).
  expect(new Set(live.map((departure) => departure.adultPrice)).size).toBeGreaterThan(1);
  for (const [index, departure] of live.entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    await expect(cells.nth(1)).toHaveText(`₺${liraDigits(departure.adultPrice)}`);
    await expect(cells.nth(2)).toHaveText(`₺${liraDigits(departure.childPrice)}`);
    await expect(cells.nth(3)).toHaveText(departure.babyPrice === 0 ? 'Ücretsiz' : `₺${liraDigits(departure.babyPrice)}`);
  }
  const fewer = departures.getByRole('button', { name: 'Daha az tarih göster' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  // Each date books itself, the last one too.
  const last = live[live.length - 1];
  const lastBook = rows.last().getByRole('link', { name: /kalkışı için rezervasyon yap$/ });
  if (last.seatsLeft > 0) await expect(lastBook).toHaveAttribute('href', `/booking-page/${TOUR_ID}?departure=${last.id}`);
  await fewer.click();
  await expect(rows).toHaveCount(1 + 6);
  // The booking block's "All dates" leads to the table with every date in it. Back at the top first:
  // while the page settles after the table shrank (the sticky booking block, the footer laid out as it
  // comes into view), a click aimed at the link's box could land a few pixels beside it.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await summary(page).getByRole('link', { name: 'Tüm tarihler' }).click();
  await expect(page).toHaveURL(/#tour-departures$/);
  await expect(rows).toHaveCount(1 + live.length);
  await expect(fewer).toBeVisible();
});

test('phone: the booking bar stands aside while the booking block shows, and never covers the page', async ({ page }) => {
  // The stepping aside is a scroll-driven animation: looked at as most visitors see it, with motion
  // (the other tests ask for reduced motion, playwright.config.ts).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.setViewportSize(phone);
  // Layout 5: photos first on a phone, so its booking block starts below the first screen.
  await page.goto(`/tour-single-5/${TOUR_ID}`);
  const bar = bookingBar(page);
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(/₺[\d.,]+/);
  await expect(bar.getByRole('link', { name: 'Hemen rezervasyon yap' })).toHaveAttribute('href', `/booking-page/${TOUR_ID}`);

  await summary(page).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();

  // At the end of the page the bar sits above the footer, below the last section, covering neither.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  const footerBox = (await page.locator('footer').boundingBox())!;
  const lastSection = (await page.getByRole('region', { name: 'Buluşma noktası' }).boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(footerBox.y + 1);
  expect(lastSection.y + lastSection.height).toBeLessThanOrEqual(barBox.y + 1);
});

test('360 px, every language: the booking bar\'s price and button sit side by side, neither covering the other', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // Russian's "Забронировать сейчас" is the longest label; tour 1's price has five digits.
  for (const prefix of ['', '/en', '/ru']) {
    await page.goto(`${prefix}/tour-single-5/1`);
    const bar = bookingBar(page);
    await expect(bar).toBeInViewport();
    const price = (await bar.getByText(/^(₺\s?)?[\d\s.,]+(\s?₺)?$/).boundingBox())!;
    const button = (await bar.getByRole('link').boundingBox())!;
    expect(price.x + price.width, `${prefix || '/'}: the price ends where the button starts`).toBeLessThanOrEqual(button.x + 0.5);
    expect(button.x + button.width, `${prefix || '/'}: the button stays on the screen`).toBeLessThanOrEqual(360);
  }
});

test('Russian, 360 px: the tour facts fit their boxes (long words such as “Приключенческие туры”)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // Tour 1 is an adventure tour: the longest tour type in Russian.
  for (const layout of [1, 2, 5]) {
    await page.goto(`/ru/tour-single-${layout}/1`);
    const facts = page.locator('dl').filter({ hasText: 'Длительность' });
    await expect(facts).toContainText('Приключенческие туры');
    for (const value of await facts.locator('dd').all()) {
      const fits = await value.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const row = element.parentElement!.getBoundingClientRect();
        return element.scrollWidth <= element.clientWidth && box.right <= row.right + 0.5;
      });
      expect(fits, `${layout}: ${await value.innerText()}`).toBe(true);
    }
  }
});
