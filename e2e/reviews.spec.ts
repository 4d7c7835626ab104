import { accounts, expect, signInThroughApi, test } from './support/fixtures';
import { mailsTo, waitForMail } from './support/mailbox';
import { orderThroughApi } from './support/shop';
import type { APIRequestContext, Browser } from '@playwright/test';

/** A demo tour without demo reviews that no other spec counts seats on. */
const TOUR_ID = 8;
const REVIEW_TEXT = 'Rehberimiz harikaydı, her durakta yeterince zaman vardı. Kesinlikle tekrar geliriz!';

/** A signed-in staff member in a browser context of their own. */
async function staffContext(browser: Browser) {
  const context = await browser.newContext({ locale: 'tr-TR' });
  const page = await context.newPage();
  await signInThroughApi(page.request, accounts.admin);
  return { context, page };
}

/** Runs the trip-day job as if it were `at`, for this order only (app/api/test/trip-day, TEST_HOOKS=1). */
async function runTripDay(request: APIRequestContext, orderUUID: string, at: Date) {
  const response = await request.post('/api/test/trip-day', { data: { at: at.toISOString(), orderUUID } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Data: { completed: number[]; asked: number[]; reminded: number[] } }).Data;
}

test('after the trip: Completed, the review request, the review written, approved and shown on the tour page with the average', async ({ page, browser, freshCustomer }) => {
  test.setTimeout(120_000);
  expect(freshCustomer.email).toBeTruthy();

  // The tour has no review yet; its page is cached that way.
  const before = (await (await page.request.get(`/api/Tours/${TOUR_ID}`)).json()) as { Data: { reviewCount: number } };
  expect(before.Data.reviewCount).toBe(0);
  await page.goto(`/tour-single-1/${TOUR_ID}`);
  await expect(page.getByRole('heading', { name: 'Gezgin yorumları' })).toHaveCount(0);

  // A booking by bank transfer, marked paid by staff.
  const placed = await orderThroughApi(page, TOUR_ID, 'eft');
  const order = (await (await page.request.get(`/api/Orders/${placed.orderId}`)).json()) as {
    Data: { id: number; reservationEmail: string; orderDetails: { departureDate: string }[] };
  };
  const { id, reservationEmail } = order.Data;
  const departureDate = order.Data.orderDetails[0].departureDate;
  const staff = await staffContext(browser);
  const paid = await staff.page.request.post(`/api/admin/orders/${id}/mark-paid`);
  expect(paid.status(), await paid.text()).toBe(200);

  // The day before, at noon in Istanbul: the reminder, once.
  const dayBefore = new Date(Date.parse(`${departureDate}T09:00:00Z`) - 86_400_000);
  expect((await runTripDay(staff.page.request, placed.orderId, dayBefore)).reminded).toEqual([id]);
  expect((await runTripDay(staff.page.request, placed.orderId, dayBefore)).reminded).toEqual([]);
  const reminder = await waitForMail(page.request, reservationEmail, /^Yarın görüşmek üzere: /);
  expect(reminder.text).toContain('Buluşma noktası:');
  expect(reminder.text).toContain(`/my-bookings/${placed.orderId}`);

  // The day after the trip: Completed, and the thank-you with the review link, once.
  const dayAfter = new Date(Date.parse(`${departureDate}T09:00:00Z`) + 86_400_000);
  const run = await runTripDay(staff.page.request, placed.orderId, dayAfter);
  expect(run.completed).toEqual([id]);
  expect(run.asked).toEqual([id]);
  expect((await runTripDay(staff.page.request, placed.orderId, dayAfter)).asked).toEqual([]);
  const thanks = await waitForMail(page.request, reservationEmail, /^Bizimle seyahat ettiğiniz için teşekkürler – /);
  expect((await mailsTo(page.request, reservationEmail)).filter((mail) => mail.subject === thanks.subject)).toHaveLength(1);
  const link = /https?:\/\/\S+\/review\/[0-9a-f-]{36}\?t=[\w.-]+/.exec(thanks.text)?.[0];
  expect(link).toBeTruthy();

  // The customer sees the booking Completed.
  await page.goto(`/my-bookings/${placed.orderId}`);
  await expect(page.getByText('Tamamlandı').first()).toBeVisible();

  // The link of the e-mail, on a phone: stars, text, language, send.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Geziniz nasıldı?' })).toBeVisible();
  await page.locator('label').filter({ hasText: '4 yıldız' }).click();
  await expect(page.getByRole('radio', { name: '4 yıldız' })).toBeChecked();
  await page.getByLabel('Yorumunuz', { exact: true }).fill(REVIEW_TEXT);
  await page.getByLabel('Yorumunuzun dili').selectOption('tr');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('review-form-filled-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Yorumu gönder' }).click();
  await expect(page.getByRole('status')).toContainText('Teşekkürler! Yorumunuz alındı');
  await expect(page.getByText('Ekibimizin kontrolünü bekliyor')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('review-form-390.png'), fullPage: true });

  // Not shown before staff approve it.
  const pending = (await (await page.request.get(`/api/Tours/${TOUR_ID}`)).json()) as { Data: { reviewCount: number } };
  expect(pending.Data.reviewCount).toBe(0);

  // Staff approve it on the dashboard.
  await staff.page.setViewportSize({ width: 390, height: 844 });
  await staff.page.goto('/db-reviews');
  await staff.page.screenshot({ path: test.info().outputPath('db-reviews-390.png'), fullPage: true });
  const item = staff.page.getByRole('listitem').filter({ hasText: REVIEW_TEXT });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Onayla' }).click();
  // Approved, it leaves the waiting list for the approved one.
  await expect(item).toHaveCount(0);
  await staff.page.goto('/db-reviews?status=approved');
  await expect(staff.page.getByRole('listitem').filter({ hasText: REVIEW_TEXT })).toBeVisible();
  await staff.context.close();

  // A visitor sees it on the tour page, with the average and the count, and in the structured data.
  const visitor = await browser.newContext({ locale: 'tr-TR' });
  const tourPage = await visitor.newPage();
  await tourPage.goto(`/tour-single-1/${TOUR_ID}`);
  const section = tourPage.getByRole('region', { name: 'Gezgin yorumları' });
  await expect(section).toBeVisible();
  await expect(section.getByText(REVIEW_TEXT)).toBeVisible();
  await expect(section.getByTestId('tour-rating')).toContainText('4,0');
  await expect(section.getByTestId('tour-rating')).toContainText('1 yorum');
  await expect(section.getByRole('img', { name: '5 üzerinden 4 yıldız' })).toBeVisible();
  await section.screenshot({ path: test.info().outputPath('tour-reviews-1280.png') });
  const structured = await tourPage.locator('script[type="application/ld+json"]').allTextContents();
  const trip = structured.map((text) => JSON.parse(text) as unknown).flat().find((node) => JSON.stringify(node).includes('AggregateRating')) as Record<string, unknown> | undefined;
  expect(trip).toMatchObject({ aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 } });
  // The review's words are on the page, not repeated in the structured data (docs/decisions/0126).
  expect(trip).not.toHaveProperty('review');
  // The English page shows it too, saying the language it was written in.
  await tourPage.goto(`/en/tour-single-3/${TOUR_ID}`);
  await expect(tourPage.getByRole('region', { name: 'Traveller reviews' }).getByText('Written in Turkish')).toBeVisible();
  const api = (await (await tourPage.request.get(`/api/Tours/${TOUR_ID}`)).json()) as { Data: { reviewCount: number; ratingAverage: number } };
  expect(api.Data).toMatchObject({ reviewCount: 1, ratingAverage: 4 });
  await visitor.close();
});

test('the test hook is staff-only', async ({ page, freshCustomer }) => {
  expect(freshCustomer.email).toBeTruthy();
  const refused = await page.request.post('/api/test/trip-day', { data: { at: new Date().toISOString(), orderUUID: '00000000-0000-4000-8000-000000000000' } });
  expect(refused.status()).toBe(403);
});
