import type { Page } from '@playwright/test';
import { accounts, expect, signInThroughApi, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { CheckoutForm, liraDigits, liveDepartures, newTraveller, orderResult } from './support/shop';

// The demo tour with an early-booking rule (15 % until 30 days before) and a 30 % deposit, the
// balance 14 days before the departure (lib/db/seed/pricing.ts); no other spec books it.
const TOUR_ID = 7;
const nextYear = String(new Date().getFullYear() + 1);

/** The demo Maximum programme's rate for 3 installments (lib/db/seed/installments.ts), the test card's programme. */
const MAXIMUM_3_BPS = 320;
const costOf = (amount: number) => Math.floor((amount * MAXIMUM_3_BPS + 5000) / 10000);

/**
 * Pays on the card page with the approved test card, whichever page takes the card now; with
 * `installments: 3`, in 3 installments of the card's programme (Maximum), which the bank echoes.
 */
async function payByCard(page: Page, { installments = 1 }: { installments?: 1 | 3 } = {}) {
  const pay = page.getByRole('button', { name: /Öde$/ });
  await expect(pay).toBeVisible();
  if ((await page.getByLabel('Kart numarası').count()) > 0) {
    await page.getByLabel('Kart üzerindeki isim').fill('DENIZ AYDIN');
    await page.getByLabel('Kart numarası').fill('4355084355084358');
    await page.getByLabel('Ay', { exact: true }).selectOption('12');
    await page.getByLabel('Yıl', { exact: true }).selectOption(nextYear);
    await page.getByLabel('CVV', { exact: true }).fill('000');
    if (installments === 3) await page.getByTestId('installment-3').getByRole('radio').check();
    await pay.click();
  } else {
    if (installments === 3) {
      await page.getByLabel('Kartınızın programı').selectOption({ label: 'Maximum (İş Bankası)' });
      await page.getByTestId('installment-3').getByRole('radio').check();
    }
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Kart bilgileri' })).toBeVisible();
    await page.getByLabel('Kart numarası').fill('4355084355084358');
    await page.getByLabel('Son kullanma tarihi (AA/YY)').fill(`12/${nextYear.slice(-2)}`);
    await page.getByLabel('CVV').fill('000');
    await page.getByRole('button', { name: 'Devam' }).click();
  }
  await expect(page.getByRole('heading', { name: '3-D Secure doğrulaması' })).toBeVisible();
  if (installments === 3) await expect(page.getByTestId('sim-installments')).toHaveText('3 taksit');
  await page.getByRole('button', { name: 'Doğrula ve öde' }).click();
}

test('a customer books with early booking and a promo code, pays the deposit in 3 installments, then the balance from the e-mailed link; the agency sees both payments', async ({ page, browser, baseURL }) => {
  // A departure more than 31 days away: early booking and the deposit both apply.
  const farEnough = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
  const departure = (await liveDepartures(page.request, TOUR_ID)).filter((candidate) => candidate.startsOn >= farEnough && candidate.seatsLeft >= 2).at(-1);
  if (!departure) throw new Error('the demo tour has no departure far enough away');
  const subtotal = 2 * departure.adultPrice;
  const afterEarly = subtotal - Math.floor((subtotal * 15) / 100);
  const total = afterEarly - Math.floor((afterEarly * 10) / 100);
  const deposit = Math.round((total * 30) / 100);
  const balance = total - deposit;

  // The tour page states the rule.
  await page.goto(`/tour-single-1/${TOUR_ID}`);
  await expect(page.getByTestId('price-rules').first()).toContainText('%15 erken rezervasyon indirimi');
  await expect(page.getByTestId('price-rules').first()).toContainText('Rezervasyonda %30 kapora');

  await page.goto(`/booking-page/${TOUR_ID}?departure=${departure.id}`);
  await page.getByRole('button', { name: 'Yetişkin sayısını artır' }).click();
  await expect(page.getByLabel('Yetişkin', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Sepete ekle' }).click();

  // The cart shows the server's breakdown: early booking, the deposit and the balance.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-total')).toContainText(liraDigits(afterEarly));
  await expect(page.getByTestId('price-breakdown')).toContainText('Erken rezervasyon indirimi (%15)');
  await page.getByRole('link', { name: 'Ödemeye geç' }).click();

  // A wrong code gets a sentence; the demo code applies on top of early booking.
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('İndirim kodu').fill('YANLIS1');
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(page.getByText('“YANLIS1” diye bir indirim kodu bulunamadı. Lütfen kodu kontrol edin.')).toBeVisible();
  const form = new CheckoutForm(page);
  const traveller = newTraveller();
  await form.fill(traveller);
  await form.accept();
  // A code applied after the documents were accepted changes the price they name: accepted again.
  await page.getByLabel('İndirim kodu').fill('hosgeldin10');
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(page.getByText('“HOSGELDIN10” indirim kodu uygulandı.')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toContainText(liraDigits(total));
  const summary = page.getByTestId('price-breakdown');
  await expect(summary).toContainText('İndirim kodu HOSGELDIN10 (%10)');
  await expect(summary).toContainText(liraDigits(deposit));

  await expect(page.getByLabel('Ön Bilgilendirme Formu’nu okudum, onaylıyorum.')).not.toBeChecked();
  await expect(page.getByLabel('Mesafeli Satış Sözleşmesi’ni okudum, kabul ediyorum.')).not.toBeChecked();
  // The documents carry the payment plan.
  await expect(page.getByRole('region', { name: 'Ön Bilgilendirme Formu' })).toContainText(`Rezervasyon sırasında ₺${liraDigits(deposit)} kapora ödenir`);
  await form.accept();
  await form.submit();

  // The card page asks for the deposit only.
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByTestId('payment-amount')).toContainText(liraDigits(deposit));
  // The deposit in 3 installments: the bank charges the deposit plus the installment cost.
  await payByCard(page, { installments: 3 });
  await expect(page).toHaveURL(new RegExp(`/pages/booking-pages/eft-result\\?orderId=${orderId}$`));
  const charged = (await (await page.request.get(`/api/Payment/result/${orderId}`)).json()).Data as { installments: number; chargedAmount: number };
  expect(charged).toMatchObject({ installments: 3, chargedAmount: deposit + costOf(deposit) });
  // The result page: the order's total, and on its own row what the card was charged, in how many installments.
  await expect(page.getByText('Kartınızdan çekilen')).toBeVisible();
  await expect(page.locator('dd', { hasText: '3 taksit' })).toContainText(liraDigits(deposit + costOf(deposit)));
  await expect(page.getByText('Ödemeniz alındı; rezervasyonunuz onaylandı.')).toBeVisible();
  await expect(page.getByTestId('price-breakdown')).toContainText('Ödenen kapora');
  expect(await orderResult(page, orderId)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Partial', amount: balance });

  // The "payment received" e-mail carries the balance link, as the customer received it (the local
  // SMTP server); the outbox's copy shows the amount but not the link's token (docs/decisions/0138).
  const admin = await browser.newContext({ baseURL });
  await signInThroughApi(admin.request, accounts.admin);
  const outbox = (await (await admin.request.get('/api/admin/outbox?PageSize=100')).json()) as { items: { to: string; kind: string; text: string; hidden: boolean }[] };
  const paidCopy = outbox.items.find((mail) => mail.to === traveller.email && mail.kind === 'order-paid');
  expect(paidCopy?.text).toContain(liraDigits(balance));
  expect(paidCopy?.hidden).toBe(true);
  expect(paidCopy?.text).not.toMatch(/\?t=[\w-]+\.[\w-]+\.[\w-]+/);
  const paidMail = await waitForMail(page.request, traveller.email, /^Ödemeniz alındı – /);
  expect(paidMail.text).toContain(liraDigits(balance));
  const link = /https?:\/\/\S+\/payment\/[0-9a-f-]{36}\?t=[\w.-]+/.exec(paidMail.text)![0];

  // Later, on another device, without signing in: the link pays the balance.
  const later = await browser.newContext({ baseURL });
  const laterPage = await later.newPage();
  await laterPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(laterPage.getByTestId('payment-amount')).toContainText(liraDigits(balance));
  await payByCard(laterPage);
  await expect(laterPage).toHaveURL(new RegExp(`/pages/booking-pages/eft-result\\?orderId=${orderId}$`));
  await expect(laterPage.getByText('Ödemeniz alındı; rezervasyonunuz onaylandı.')).toBeVisible();
  expect(await orderResult(page, orderId)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed', amount: total });
  await later.close();

  // The agency's order page: both payments, adding up to the total to the kuruş.
  const found = (await (await admin.request.get(`/api/admin/orders?q=${orderId}`)).json()) as { items: { id: number; totalAmount: number }[] };
  expect(found.items[0].totalAmount).toBe(total);
  const adminPage = await admin.newPage();
  await adminPage.goto(`/db-booking/${found.items[0].id}`);
  const breakdown = adminPage.getByTestId('price-breakdown');
  await expect(breakdown.locator('[data-row="paid"]')).toHaveCount(2);
  await expect(breakdown.locator('[data-row="paid"]').nth(0)).toContainText(liraDigits(deposit));
  await expect(breakdown.locator('[data-row="paid"]').nth(1)).toContainText(liraDigits(balance));
  await expect(breakdown.locator('[data-row="total"]')).toContainText(liraDigits(total));
  await expect(breakdown.locator('[data-row="balanceDue"]')).toHaveCount(0);
  expect(deposit + balance).toBe(total);
  await admin.close();
});
