import { accounts, expect, registerThroughApi, signInThroughApi, test, uniqueCustomer } from './support/fixtures';
import { liveDepartures, orderThroughApi } from './support/shop';

// A tour of this spec's own: specs run side by side, and this one counts the seats left.
const TOUR_ID = 4;

/** The order number as every page writes it (docs/decisions/0070). */
const numberOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();
const seatsLeft = async (request: Parameters<typeof liveDepartures>[0]) => (await liveDepartures(request, TOUR_ID)).reduce((sum, departure) => sum + departure.seatsLeft, 0);

test.describe('My bookings', () => {
  test('sends a signed-out visitor to sign in and back', async ({ page }) => {
    await page.goto('/my-bookings');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-bookings$/);
  });

  test('signed out on a booking’s page, the next person to sign in there sees nothing of it', async ({ page, freshCustomer, playwright, baseURL }) => {
    const booked = await orderThroughApi(page, TOUR_ID, 'card');
    await page.goto(`/my-bookings/${booked.orderId}`);
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(numberOf(booked.orderId)) });
    await expect(heading).toBeVisible();
    await page.getByRole('button', { name: `Hesap menüsü: ${freshCustomer.name} ${freshCustomer.surname}` }).click();
    await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    // Someone else signs in on the same tab, and is taken back to that address.
    const other = uniqueCustomer();
    const api = await playwright.request.newContext({ baseURL });
    await registerThroughApi(api, other);
    await api.dispose();
    await page.getByLabel('E-posta').fill(other.email);
    await page.getByLabel('Şifre', { exact: true }).fill(other.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-bookings/${booked.orderId}$`));
    await expect(page.locator('main').getByRole('alert')).toHaveText('Yalnızca kendi rezervasyonlarınızı görüntüleyebilirsiniz.');
    await expect(heading).toHaveCount(0);
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

    const card = (orderId: string) => page.getByRole('article').filter({ hasText: numberOf(orderId) });
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

    // Each card says which trip it is: the tour, its departure and who travels, with one way to the details.
    const first = card(pending.orderId);
    const tour = ((await (await page.request.get(`/api/Tours/${TOUR_ID}`)).json()) as { Data: { title: string } }).Data.title;
    await expect(first.getByRole('heading', { level: 2, name: tour })).toBeVisible();
    await expect(first.getByText('2 yetişkin', { exact: true })).toBeVisible();
    await expect(first.getByText('Kalkış', { exact: true })).toBeVisible();
    await expect(first.getByText(numberOf(pending.orderId), { exact: true })).toBeVisible();
    await expect(first.getByRole('link')).toHaveCount(1);

    // Cancel through the confirmation dialog; the seats go back on sale.
    const before = await seatsLeft(page.request);
    await card(toCancel.orderId).getByRole('button', { name: 'İptal et' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezervasyonu iptal et' });
    await expect(dialog).toContainText(`${numberOf(toCancel.orderId)} numaralı rezervasyonu`);
    await dialog.getByRole('button', { name: 'Evet, iptal et' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Rezervasyonunuz iptal edildi.' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('tab', { name: 'İptal edilen' }).click();
    await expect(card(toCancel.orderId).getByText('İptal edildi').first()).toBeVisible();
    expect(await seatsLeft(page.request)).toBe(before + 2);

    // The booking's own page: order number, meeting point, guest and payment info, its history.
    await page.getByRole('tab', { name: 'Tümü' }).click();
    await card(paid.orderId).getByRole('link', { name: 'Ayrıntılar' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-bookings/${paid.orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Rezervasyon ${numberOf(paid.orderId)}` })).toBeVisible();
    await expect(page.getByText(numberOf(paid.orderId), { exact: true })).toBeVisible();
    await expect(page.getByText('Buluşma noktası')).toBeVisible();
    await expect(page.getByText('Misafir bilgileri')).toBeVisible();
    await expect(page.getByText('Deniz Aydın')).toBeVisible();
    await expect(page.getByText('Yetişkin', { exact: true })).toBeVisible();
    await expect(page.getByText('Çocuk', { exact: true })).toHaveCount(0);
    await expect(page.getByText('T.C. kimlik numarası')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Durum geçmişi' })).toBeVisible();
    await expect(page.getByText('Bekliyor → Onaylandı')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Voucher yazdır' })).toBeVisible();
  });
});
