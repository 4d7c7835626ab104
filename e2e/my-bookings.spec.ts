import { accounts, expect, signInThroughApi, test } from './support/fixtures';
import { liveDepartures, orderThroughApi } from './support/shop';

// A tour of this spec's own: specs run side by side, and this one counts the seats left.
const TOUR_ID = 4;

const seatsLeft = async (request: Parameters<typeof liveDepartures>[0]) => (await liveDepartures(request, TOUR_ID)).reduce((sum, departure) => sum + departure.seatsLeft, 0);

test.describe('My bookings', () => {
  test('sends a signed-out visitor to sign in and back', async ({ page }) => {
    await page.goto('/my-bookings');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-bookings$/);
  });

  test('a customer sees their bookings by status, opens one and cancels a pending one', async ({ page, request, freshCustomer }) => {
    const pending = await orderThroughApi(page, TOUR_ID, 'card');
    const paid = await orderThroughApi(page, TOUR_ID, 'eft');
    const toCancel = await orderThroughApi(page, TOUR_ID, 'card');

    // Staff confirm the transfer of the EFT order (the admin API takes the numeric order id).
    const me = (await (await page.request.get('/api/User/Me')).json()) as { Data: { Id: number; Email: string } };
    expect(me.Data.Email).toBe(freshCustomer.email);
    await signInThroughApi(request, accounts.admin);
    const listed = (await (await request.get(`/api/Orders/user/${me.Data.Id}`)).json()) as { Data: { id: number; orderUUID: string }[] };
    const paidId = listed.Data.find((order) => order.orderUUID === paid.orderId)!.id;
    expect((await request.post(`/api/admin/orders/${paidId}/mark-paid`)).status()).toBe(200);

    const card = (orderId: string) => page.getByRole('article', { name: `#${orderId.slice(0, 8)}` });
    await page.goto('/my-bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Rezervasyonlarım' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    // .first(): the folded payment info has a tag of its own.
    await expect(card(pending.orderId).getByText('Bekliyor').first()).toBeVisible();
    await expect(card(paid.orderId).getByText('Onaylandı').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Tamamlanan' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(paid.orderId)).toBeVisible();
    await expect(card(paid.orderId).getByRole('button', { name: 'İptal et' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'İptal edilen' }).click();
    await expect(page.getByText('Bu listede henüz bir rezervasyon yok.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Turları keşfet' })).toHaveAttribute('href', '/tour-list-1');

    await page.getByRole('tab', { name: 'Bekleyen' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);

    // The folded details: guest and payment info, the tour line with its adults only.
    const first = card(pending.orderId);
    await first.getByText('Ayrıntıları göster').click();
    await expect(first.getByText('Misafir bilgileri')).toBeVisible();
    await expect(first.getByText('Deniz Aydın')).toBeVisible();
    await expect(first.getByText('Yetişkin', { exact: true })).toBeVisible();
    await expect(first.getByText('Çocuk', { exact: true })).toHaveCount(0);
    await expect(first.getByText('T.C. kimlik numarası')).toHaveCount(0);

    // Cancel through the confirmation dialog; the seats go back on sale.
    const before = await seatsLeft(page.request);
    await card(toCancel.orderId).getByRole('button', { name: 'İptal et' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervasyonu iptal et' });
    await expect(dialog).toContainText(`#${toCancel.orderId.slice(0, 8)}`);
    await dialog.getByRole('button', { name: 'Evet, iptal et' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Rezervasyonunuz iptal edildi.' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('tab', { name: 'İptal edilen' }).click();
    await expect(card(toCancel.orderId).getByText('İptal edildi').first()).toBeVisible();
    expect(await seatsLeft(page.request)).toBe(before + 2);

    // The booking's own page: voucher code, meeting point and its history.
    await page.getByRole('tab', { name: 'Tümü' }).click();
    await card(paid.orderId).getByRole('link', { name: 'Ayrıntıları görüntüle' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-bookings/${paid.orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Rezervasyon #${paid.orderId.slice(0, 8)}` })).toBeVisible();
    await expect(page.getByText(paid.orderId.slice(0, 8).toUpperCase(), { exact: true })).toBeVisible();
    await expect(page.getByText('Buluşma noktası')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Durum geçmişi' })).toBeVisible();
    await expect(page.getByText('Bekliyor → Onaylandı')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voucher yazdır' })).toBeVisible();
  });
});
