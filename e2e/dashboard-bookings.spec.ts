import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { accounts, expect, signInThroughApi, test } from './support/fixtures';
import { liveDepartures, orderThroughApi } from './support/shop';

// A tour of this spec's own: specs run side by side, and this one counts the seats left.
const TOUR_ID = 3;
const code = (orderUUID: string) => orderUUID.slice(0, 8).toUpperCase();
const seatsLeft = async (page: Page) => (await liveDepartures(page.request, TOUR_ID)).reduce((sum, departure) => sum + departure.seatsLeft, 0);

/** The agency's staff in a browser of their own, next to the customer's. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'tr-TR' });
  const page = await context.newPage();
  await signInThroughApi(page.request, accounts.admin);
  return page;
}

/** On /db-booking: filters by payment method and the order code, then opens the order. */
async function openOrder(admin: Page, orderUUID: string, method: 'Havale / EFT' | 'Kredi kartı') {
  await admin.goto('/db-booking');
  await expect(admin.getByRole('heading', { level: 1, name: 'Rezervasyonlar' })).toBeVisible();
  const filters = admin.getByRole('search', { name: 'Süz' });
  await filters.getByLabel('Ödeme yöntemi').selectOption({ label: method });
  await filters.getByRole('searchbox', { name: 'Ara' }).fill(code(orderUUID));
  await filters.getByRole('button', { name: 'Uygula' }).click();
  await expect(admin).toHaveURL(/paymentMethod=/);
  await expect(admin.getByText('1 sipariş', { exact: true })).toBeVisible();
  await admin.getByRole('link', { name: code(orderUUID), exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Sipariş ${code(orderUUID)}` })).toBeVisible();
}

test.describe('Dashboard bookings', () => {
  test('an admin finds a customer’s bank-transfer order, marks it paid after confirming, and the customer sees it confirmed', async ({ page, browser, freshCustomer }) => {
    const order = await orderThroughApi(page, TOUR_ID, 'eft');
    const admin = await adminPage(browser);
    await openOrder(admin, order.orderId, 'Havale / EFT');
    await expect(admin.getByRole('heading', { name: 'Durum geçmişi' })).toBeVisible();
    await expect(admin.getByText(`${freshCustomer.name} ${freshCustomer.surname} · ${freshCustomer.email}`)).toBeVisible();

    // The confirmation first: closing it changes nothing.
    await admin.getByRole('button', { name: 'Havale geldi, ödendi olarak işaretle' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Havale ödemesini onayla' });
    await expect(dialog).toContainText(`${code(order.orderId)} numaralı siparişin`);
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(dialog).toBeHidden();
    await admin.getByRole('button', { name: 'Havale geldi, ödendi olarak işaretle' }).click();
    await admin.getByRole('dialog', { name: 'Havale ödemesini onayla' }).getByRole('button', { name: 'Evet, ödendi' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Havale ödemesi kaydedildi' })).toBeVisible();
    await expect(admin.getByRole('heading', { level: 1 }).locator('..').getByText('Onaylandı')).toBeVisible();
    await expect(admin.getByText('Bekliyor → Onaylandı')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Havale geldi, ödendi olarak işaretle' })).toHaveCount(0);

    // The departure's passenger list, printable.
    await admin.getByRole('link', { name: 'Yolcu listesi' }).first().click();
    await expect(admin.getByText('Yolcu listesi', { exact: true })).toBeVisible();
    await expect(admin.getByRole('table', { name: 'Yolcular' }).getByRole('link', { name: code(order.orderId) })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Yazdır' })).toBeVisible();

    // The customer's bookings, on the public page and in their dashboard.
    await page.goto('/my-bookings');
    const card = page.getByRole('article').filter({ hasText: code(order.orderId) });
    await expect(card.getByText('Onaylandı')).toBeVisible();
    await page.goto('/db-booking');
    await expect(page.getByRole('heading', { level: 1, name: 'Rezervasyonlarım' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: code(order.orderId) }).getByText('Onaylandı')).toBeVisible();
    await admin.context().close();
  });

  test('an admin cancels a pending order after confirming, and its seats go back on sale', async ({ page, browser, freshCustomer }) => {
    expect(freshCustomer.email).toContain('@');
    const order = await orderThroughApi(page, TOUR_ID, 'card');
    const before = await seatsLeft(page);
    const admin = await adminPage(browser);
    await openOrder(admin, order.orderId, 'Kredi kartı');

    await admin.getByRole('button', { name: 'Siparişi iptal et' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Siparişi iptal et' });
    await expect(dialog).toContainText('Koltuklar yeniden satışa açılır');
    await dialog.getByLabel('İptal nedeni').fill('Müşteri telefonla istedi');
    await dialog.getByRole('button', { name: 'Evet, iptal et' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('status').filter({ hasText: 'Sipariş iptal edildi' })).toBeVisible();
    await expect(admin.getByText('Bekliyor → İptal edildi')).toBeVisible();
    await expect(admin.getByText('Müşteri telefonla istedi')).toBeVisible();
    expect(await seatsLeft(page)).toBe(before + 2);
    await admin.context().close();
  });

  test('the CSV export of the filtered list holds the order, readable by Excel', async ({ page, browser, freshCustomer }) => {
    expect(freshCustomer.email).toContain('@');
    const order = await orderThroughApi(page, TOUR_ID, 'eft');
    const admin = await adminPage(browser);
    await admin.goto(`/db-booking?paymentMethod=eft&q=${code(order.orderId)}`);
    await expect(admin.getByText('1 sipariş', { exact: true })).toBeVisible();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'CSV indir' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Sipariş numarası;Sipariş tarihi;Sipariş durumu;/);
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith(`${code(order.orderId)};`)).toBe(true);
    expect(lines[1]).toContain(';Bekliyor;Ödenmedi;Havale / EFT;Deniz;Aydın;');
    await admin.context().close();
  });

  test('a customer is sent away from the agency’s screens, and the admin APIs refuse them', async ({ page, signIn }) => {
    await signIn('customer');
    await page.goto('/db-messages');
    await expect(page).toHaveURL(/\/db-main$/);
    await page.goto('/db-booking/1');
    await expect(page).toHaveURL(/\/db-main$/);
    for (const path of ['/api/admin/orders', '/api/admin/orders/1', '/api/admin/orders/csv', '/api/admin/orders/departures/1', '/api/admin/messages', '/api/admin/outbox']) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
    expect((await page.request.post('/api/admin/orders/1/cancel')).status()).toBe(403);
    expect((await page.request.patch('/api/admin/messages/1', { data: { read: true } })).status()).toBe(403);
  });

  test('an admin reads a contact message and the outbox', async ({ page, signIn }) => {
    const sent = await page.request.post('/api/Contacts/messages', {
      data: { name: 'Selin Demir', email: 'selin@example.com', phone: '0532 765 43 21', message: 'Kapadokya balon turu için grup indirimi var mı?' },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    await signIn('admin');
    await page.goto('/db-messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Selin Demir' });
    await expect(row.getByText('Okunmadı')).toBeVisible();
    // A link to the message followed from another site shows it but leaves it unread.
    const href = (await row.getByRole('link', { name: 'Selin Demir' }).getAttribute('href'))!;
    const fromElsewhere = await page.request.get(href, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
    expect(fromElsewhere.status()).toBe(200);
    expect(await fromElsewhere.text()).toContain('grup indirimi var mı?');
    await page.reload();
    await expect(row.getByText('Okunmadı')).toBeVisible();
    await row.getByRole('link', { name: 'Selin Demir' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Selin Demir adlı kişiden mesaj' })).toBeVisible();
    await expect(page.getByText('grup indirimi var mı?')).toBeVisible();
    await page.goto('/db-messages');
    await expect(row.getByText('Okundu', { exact: true })).toBeVisible();
    // Marked unread again from the message, it is back in the list as unread.
    await row.getByRole('link', { name: 'Selin Demir' }).click();
    await page.getByRole('button', { name: 'Okunmadı olarak işaretle' }).click();
    await expect(page).toHaveURL(/\/db-messages$/);
    await expect(row.getByText('Okunmadı')).toBeVisible();

    await page.goto('/db-messages?tab=outbox');
    await expect(page.getByRole('table', { name: 'Giden e-postalar' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Giden e-postalar' }).getByText('İletişim formu').first()).toBeVisible();
  });
});
