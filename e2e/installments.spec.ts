import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { liraDigits, orderResult, orderThroughApi, switchStoreType } from './support/shop';

// A tour of this spec's own (it runs with the site-wide specs: it switches the store type).
const TOUR_ID = 5;
const nextYear = String(new Date().getFullYear() + 1);
/** The demo programmes' rate for 3 installments (lib/db/seed/installments.ts): Maximum 3.20 %, Bankkart 3.00 %. */
const RATE_BPS = { Maximum: 320, Bankkart: 300 };
/** The cost in kuruş, rounded half up, as docs/bank-gateway.md#installments states it. */
const costOf = (amount: number, rateBps: number) => Math.floor((amount * rateBps + 5000) / 10000);

async function answerChallenge(page: Page) {
  await expect(page.getByRole('heading', { name: '3-D Secure doğrulaması' })).toBeVisible();
  await page.getByRole('button', { name: 'Doğrula ve öde' }).click();
}

/** The booking is paid, and the bank charged the amount due plus the installment cost, in 3 installments. */
async function expectPaidInThree(page: Page, orderId: string, amount: number, cost: number) {
  await expect(page).toHaveURL(new RegExp(`orderId=${orderId}$`));
  await expect(page.getByText('Ödemeniz alındı; rezervasyonunuz onaylandı.')).toBeVisible();
  const result = (await (await page.request.get(`/api/Payment/result/${orderId}`)).json()).Data as { installments: number; chargedAmount: number; amount: number };
  expect(result).toMatchObject({ amount, installments: 3, chargedAmount: amount + cost });
  expect(await orderResult(page, orderId)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
}

test.describe('installments', () => {
  test.afterAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await switchStoreType(admin, '3D_PAY_HOSTING');
    await admin.dispose();
  });

  test('on our card form (3D_PAY) the table follows the typed card; 3 installments are paid through the simulator', async ({ page, playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await switchStoreType(admin, '3D_PAY');
    await admin.dispose();

    const order = await orderThroughApi(page, TOUR_ID);
    const cost = costOf(order.totalAmount, RATE_BPS.Maximum);
    await page.goto(`/payment/${order.orderId}`);
    const table = page.getByTestId('installments');
    await expect(table).toContainText('Taksit seçeneklerini görmek için kart numaranızın ilk hanelerini girin.');

    await page.getByLabel('Kart üzerindeki isim').fill('DENIZ AYDIN');
    await page.getByLabel('Kart numarası').fill('4355 0843 5508 4358');
    await expect(table).toContainText('Kartınız: Maximum');
    await expect(page.getByTestId('installment-1')).toContainText('Tek çekim');
    const three = page.getByTestId('installment-3');
    await expect(three).toContainText(liraDigits(order.totalAmount + cost));
    await three.getByRole('radio').check();
    await expect(page.getByTestId('payment-amount')).toContainText(liraDigits(order.totalAmount));
    await expect(page.getByTestId('payment-installment-cost')).toContainText(liraDigits(cost));
    await expect(page.getByTestId('payment-charged')).toContainText(liraDigits(order.totalAmount + cost));
    await expect(page.getByRole('button', { name: /Öde$/ })).toContainText(liraDigits(order.totalAmount + cost));

    await page.getByLabel('Ay', { exact: true }).selectOption('12');
    await page.getByLabel('Yıl', { exact: true }).selectOption(nextYear);
    await page.getByLabel('CVV', { exact: true }).fill('000');
    await page.getByRole('button', { name: /Öde$/ }).click();
    // The bank shows the signed count and amount.
    await expect(page.getByTestId('sim-installments')).toHaveText('3 taksit');
    await expect(page.getByText(`${((order.totalAmount + cost) / 100).toFixed(2)} TL`)).toBeVisible();
    await answerChallenge(page);
    await expectPaidInThree(page, order.orderId, order.totalAmount, cost);
  });

  test('a card outside every programme is offered a single payment only', async ({ page, playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await switchStoreType(admin, '3D_PAY');
    await admin.dispose();
    const order = await orderThroughApi(page, TOUR_ID);
    await page.goto(`/payment/${order.orderId}`);
    await page.getByLabel('Kart numarası').fill('4000 0000 0000 0002');
    await expect(page.getByTestId('installments')).toContainText('Bu kart için taksit seçeneği yok');
    await expect(page.getByTestId('installment-3')).toHaveCount(0);

    // (A browser that sends a count anyway is refused by the server: tests/integration/installments.test.ts.)
  });

  test('before the bank’s page (3D_PAY_HOSTING) the customer chooses the programme and the count', async ({ page, playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await switchStoreType(admin, '3D_PAY_HOSTING');
    await admin.dispose();

    const order = await orderThroughApi(page, TOUR_ID);
    const cost = costOf(order.totalAmount, RATE_BPS.Bankkart);
    await page.goto(`/payment/${order.orderId}`);
    await page.getByLabel('Kartınızın programı').selectOption({ label: 'Bankkart (Ziraat Bankası)' });
    await page.getByTestId('installment-3').getByRole('radio').check();
    await expect(page.getByTestId('payment-charged')).toContainText(liraDigits(order.totalAmount + cost));
    await page.getByRole('button', { name: /Öde$/ }).click();

    await expect(page.getByRole('heading', { name: 'Kart bilgileri' })).toBeVisible();
    await expect(page.getByTestId('sim-installments')).toHaveText('3 taksit');
    await page.getByLabel('Kart numarası').fill('4546711234567894');
    await page.getByLabel('Son kullanma tarihi (AA/YY)').fill(`12/${nextYear.slice(-2)}`);
    await page.getByLabel('CVV').fill('000');
    await page.getByRole('button', { name: 'Devam' }).click();
    await answerChallenge(page);
    await expectPaidInThree(page, order.orderId, order.totalAmount, cost);
  });
});
