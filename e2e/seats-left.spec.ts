import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { orderThroughApi } from './support/shop';

/**
 * The tour's cached data (GET /api/Tours/{id}, read through the same tagged cache as the tour pages)
 * show the seats left at once after every change of seats, not an hour later
 * (docs/catalogue.md "Where pages are invalidated").
 */
const TOUR_ID = 3;

async function cachedSeatsLeft(page: Page): Promise<number> {
  const response = await page.request.get(`/api/Tours/${TOUR_ID}`);
  expect(response.status()).toBe(200);
  const { Data } = (await response.json()) as { Data: { departures: { seatsLeft: number }[] } };
  return Data.departures.reduce((sum, departure) => sum + departure.seatsLeft, 0);
}

test('a checkout and the customer’s own cancel show on the tour’s cached seats left at once', async ({ page, freshCustomer }) => {
  expect(freshCustomer.email).toContain('@');
  const before = await cachedSeatsLeft(page);
  const order = await orderThroughApi(page, TOUR_ID, 'eft');
  expect(await cachedSeatsLeft(page)).toBe(before - 2);
  const cancelled = await page.request.post(`/api/Orders/${order.orderId}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect(await cachedSeatsLeft(page)).toBe(before);
});
