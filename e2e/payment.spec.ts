import type { Page, Route } from '@playwright/test';
import { accounts, expect, signInThroughApi, test } from './support/fixtures';
import { CheckoutForm, departureWithRoom, liraDigits, newTraveller, orderResult, orderThroughApi, switchStoreType } from './support/shop';

// A tour of this spec's own: specs run side by side, and this one counts the seats left.
const TOUR_ID = 2;
const nextYear = String(new Date().getFullYear() + 1);

/** Our card form (store type 3D_PAY). */
async function payWithCard(page: Page, pan: string) {
  await page.getByLabel('Kart üzerindeki isim').fill('DENIZ AYDIN');
  await page.getByLabel('Kart numarası').fill(pan);
  await page.getByLabel('Ay', { exact: true }).selectOption('12');
  await page.getByLabel('Yıl', { exact: true }).selectOption(nextYear);
  await page.getByLabel('CVV', { exact: true }).fill('000');
  await page.getByRole('button', { name: /Öde$/ }).click();
}

/** The simulated bank's 3-D Secure step. */
async function answerChallenge(page: Page, authenticate: boolean) {
  await expect(page.getByRole('heading', { name: '3-D Secure doğrulaması' })).toBeVisible();
  await page.getByRole('button', { name: authenticate ? 'Doğrula ve öde' : 'Doğrulamayı iptal et' }).click();
}

async function expectConfirmed(page: Page, orderId: string) {
  await expect(page).toHaveURL(new RegExp(`/pages/booking-pages/eft-result\\?orderId=${orderId}$`));
  await expect(page.getByText('Ödemeniz alındı; rezervasyonunuz onaylandı.')).toBeVisible();
  await expect(page.getByTestId('eft-iban')).toHaveCount(0);
  expect(await orderResult(page, orderId)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
}

test.describe('card payments, our card form (3D_PAY)', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await switchStoreType(admin, '3D_PAY');
    await admin.dispose();
  });

  test('an approved card confirms the booking', async ({ page }) => {
    const order = await orderThroughApi(page, TOUR_ID);
    await page.goto(`/payment/${order.orderId}`);
    await expect(page.getByTestId('payment-amount')).toContainText(liraDigits(order.totalAmount));
    await expect(page.getByText('3D Secure ile korunan ödeme')).toBeVisible();
    await expect(page.getByRole('button', { name: /Öde$/ })).toContainText(liraDigits(order.totalAmount));

    // The form explains what is missing before anything is sent.
    await page.getByRole('button', { name: /Öde$/ }).click();
    await expect(page.getByText('Kart numarasını girin.')).toBeVisible();
    await expect(page.getByText('CVV kodunu girin.')).toBeVisible();
    // Non-digits are dropped and the number is grouped in fours.
    await page.getByLabel('Kart numarası').fill('4355-0843 5508x4358');
    await expect(page.getByLabel('Kart numarası')).toHaveValue('4355 0843 5508 4358');

    await payWithCard(page, '4355084355084358');
    await answerChallenge(page, true);
    await expectConfirmed(page, order.orderId);
    // The stored payment data is gone; never any card data.
    expect(await page.evaluate(() => sessionStorage.getItem('payment'))).toBeNull();
  });

  test('a declined card ends on the failure page with our sentence, and can be tried again', async ({ page }) => {
    const order = await orderThroughApi(page, TOUR_ID);
    await page.goto(`/payment/${order.orderId}`);
    await payWithCard(page, '4000000000000002');
    await answerChallenge(page, true);
    await expect(page).toHaveURL(/\/payment\/fail\?orderId=.+&code=Declined$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme Başarısız' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Kartınız işlemi reddetti.' })).toBeVisible();
    await expect(page.getByText('3D Secure doğrulamasını tamamlayın.')).toBeVisible();
    expect(await orderResult(page, order.orderId)).toMatchObject({ orderStatus: 'Pending', paymentStatus: 'Pending' });

    await page.getByRole('link', { name: 'Tekrar dene' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${order.orderId}$`));
    await payWithCard(page, '4355084355084358');
    await answerChallenge(page, true);
    await expectConfirmed(page, order.orderId);
  });

  test('cancelling the 3-D Secure step fails the payment', async ({ page }) => {
    const order = await orderThroughApi(page, TOUR_ID);
    await page.goto(`/payment/${order.orderId}`);
    await payWithCard(page, '4355084355084358');
    await answerChallenge(page, false);
    await expect(page).toHaveURL(/\/payment\/fail\?.*code=Not_Authenticated/);
    await expect(page.getByRole('alert').filter({ hasText: '3D doğrulama başarısız oldu.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sepete dön' })).toHaveAttribute('href', '/cart');
  });

  test('half 3-D Secure, approved by the bank, is paid', async ({ page }) => {
    const order = await orderThroughApi(page, TOUR_ID);
    await page.goto(`/payment/${order.orderId}`);
    await payWithCard(page, '4000000000003063');
    await answerChallenge(page, true);
    await expectConfirmed(page, order.orderId);
    expect(await orderResult(page, order.orderId)).toMatchObject({ halfSecure: true });
  });

  test('an unknown order shows the invalid message and goes back to the cart', async ({ page }) => {
    await page.goto('/payment/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert').filter({ hasText: 'Geçersiz ödeme tutarı veya sipariş numarası.' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 10_000 });
  });
});

test.describe('card payments on the bank’s page (3D_PAY_HOSTING)', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const admin = await playwright.request.newContext({ baseURL });
    await switchStoreType(admin, '3D_PAY_HOSTING');
    await admin.dispose();
  });

  test('the card is typed on the bank’s page and the booking is confirmed', async ({ page }) => {
    const order = await orderThroughApi(page, TOUR_ID);
    await page.goto(`/payment/${order.orderId}`);
    await expect(page.getByText('Kart bilgilerinizi bankanın güvenli ödeme sayfasında gireceksiniz')).toBeVisible();
    await expect(page.getByLabel('Kart numarası')).toHaveCount(0);
    await page.getByRole('button', { name: /Öde$/ }).click();

    await expect(page.getByRole('heading', { name: 'Kart bilgileri' })).toBeVisible();
    await page.getByLabel('Kart numarası').fill('4355084355084358');
    await page.getByLabel('Son kullanma tarihi (AA/YY)').fill(`12/${nextYear.slice(-2)}`);
    await page.getByLabel('CVV').fill('000');
    await page.getByRole('button', { name: 'Devam' }).click();
    await answerChallenge(page, true);
    await expectConfirmed(page, order.orderId);
  });

  test('the pay button takes a press only once the installment table above it is in place', async ({ page }) => {
    const order = await orderThroughApi(page, TOUR_ID);
    // The installment table's answer is held back: the button must not be pressable where it stands
    // now, since the table will push it down (a press aimed at it would land on the table).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Payment/installments?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/payment/${order.orderId}`);
    const pay = page.getByRole('button', { name: /Öde$/ });
    await expect(pay).toBeVisible();
    await expect(pay).toBeDisabled();
    const waitingAt = (await pay.boundingBox())!.y;
    release();
    await expect(page.getByTestId('installments')).toBeVisible();
    await expect(pay).toBeEnabled();
    expect((await pay.boundingBox())!.y).toBeGreaterThan(waitingAt);
  });

  test('a payment the bank approves after the agency cancelled the order is refunded: staff record it and the customer is told', async ({ page, browser, baseURL }) => {
    const order = await orderThroughApi(page, TOUR_ID);
    await page.goto(`/payment/${order.orderId}`);
    await page.getByRole('button', { name: /Öde$/ }).click();
    await page.getByLabel('Kart numarası').fill('4355084355084358');
    await page.getByLabel('Son kullanma tarihi (AA/YY)').fill(`12/${nextYear.slice(-2)}`);
    await page.getByLabel('CVV').fill('000');
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByRole('heading', { name: '3-D Secure doğrulaması' })).toBeVisible();

    // While the customer is at the bank, the agency cancels the order.
    const staff = await browser.newContext({ baseURL, locale: 'tr-TR' });
    const admin = await staff.newPage();
    await signInThroughApi(admin.request, accounts.admin);
    const code = order.orderId.slice(0, 8).toUpperCase();
    const found = (await (await admin.request.get(`/api/admin/orders?q=${code}`)).json()) as { items: { id: number }[] };
    expect(found.items).toHaveLength(1);
    const id = found.items[0].id;
    const cancelled = await admin.request.post(`/api/admin/orders/${id}/cancel`, { data: { reason: 'Müşteri telefonla vazgeçti' } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    // The bank approves: the money came for an order that can no longer take it.
    await answerChallenge(page, true);
    await expect(page.getByText(/kartınıza iade edilecek/)).toBeVisible();
    expect(await orderResult(page, order.orderId)).toMatchObject({ orderStatus: 'Cancelled' });

    // Staff give it back through the bank, then record it on the order page with the bank's reference.
    await admin.goto(`/db-booking/${id}`);
    const record = admin.getByRole('button', { name: /iadesini kaydet$/ });
    await record.click();
    const dialog = admin.getByRole('dialog', { name: 'İadeyi kaydet' });
    await expect(dialog).toContainText('banka üzerinden müşteriye iade ettiniz mi?');
    await dialog.getByLabel('Bankanın iade referansı (isteğe bağlı)').fill('IADE-2026/7');
    await dialog.getByRole('button', { name: 'Evet, iade yapıldı' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'İade kaydedildi ve müşteriye e-posta gönderildi.' })).toBeVisible();
    await expect(record).toHaveCount(0);
    await expect(admin.getByText('IADE-2026/7', { exact: true })).toBeVisible();
    await staff.close();

    // The customer's page no longer promises a refund: it says the money went back.
    await page.reload();
    await expect(page.getByText(/kartınıza iade edildi\./)).toBeVisible();
    expect(await orderResult(page, order.orderId)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
  });

  test('when the payment API fails, the failure page says how', async ({ page }) => {
    const order = await orderThroughApi(page, TOUR_ID);
    const json = (status: number, body: string) => (route: Route) => route.fulfill({ status, contentType: 'application/json', body });
    const failures = [
      { answer: (route: Route) => route.abort('connectionrefused'), address: /api=noResponse$/, says: ['API yanıt vermedi. Lütfen internet bağlantınızı ve API erişimini kontrol edin.'] },
      { answer: json(200, ''), address: /api=empty$/, says: ['API yanıtı boş veya geçersiz.'] },
      { answer: json(200, JSON.stringify({ Data: { url: 'https://bank.example/gate' }, UIMessage: '' })), address: /api=unexpectedFormat$/, says: ['API yanıtı beklenen formatta değil.'] },
      {
        answer: json(502, JSON.stringify({ Data: null, UIMessage: 'Banka şu anda yanıt vermiyor.', errors: { Amount: 'Tutar okunamadı.' } })),
        address: /api=status&status=502$/,
        says: ['API Hatası: 502', 'Banka şu anda yanıt vermiyor.', 'Tutar okunamadı.'],
      },
    ];
    for (const failure of failures) {
      await page.route('**/api/PaymentGateway/initiate', failure.answer);
      await page.goto(`/payment/${order.orderId}`);
      await page.getByRole('button', { name: /Öde$/ }).click();
      await expect(page).toHaveURL(failure.address);
      await expect(page.getByRole('heading', { level: 1, name: 'Ödeme Başarısız' })).toBeVisible();
      const alert = page.getByRole('alert').filter({ hasText: failure.says[0] });
      for (const line of failure.says) await expect(alert).toContainText(line);
      await page.unroute('**/api/PaymentGateway/initiate');
    }
    // None of them reached the bank: the order waits as it was.
    expect(await orderResult(page, order.orderId)).toMatchObject({ orderStatus: 'Pending', paymentStatus: 'Pending' });
  });

  test('a start the server refuses with a reason keeps the customer on the page with that reason', async ({ page }) => {
    const order = await orderThroughApi(page, TOUR_ID);
    await page.goto(`/payment/${order.orderId}`);
    await page.getByRole('button', { name: /Öde$/ }).click();
    await expect(page.getByRole('heading', { name: 'Kart bilgileri' })).toBeVisible();
    // Back from the bank's page while that payment still waits for the bank: a second start is refused.
    await page.goto(`/payment/${order.orderId}`);
    await page.getByRole('button', { name: /Öde$/ }).click();
    const refusal = page.getByTestId('payment-refusal');
    await expect(refusal).toContainText('API Hatası: 409');
    await expect(refusal).toContainText('Bu sipariş için başlatılmış bir ödeme hâlâ bankanın yanıtını bekliyor.');
    await expect(page).toHaveURL(new RegExp(`/payment/${order.orderId}$`));
  });
});

test.describe('paying by bank transfer', () => {
  test('the order ends on the bank-transfer page with the IBAN, and the e-mail says the same', async ({ page }) => {
    const departure = await departureWithRoom(page.request, TOUR_ID, 2, { byTransfer: true });
    const added = await page.request.post('/api/VWShoppingCarts', { data: { departureId: departure.id, adultQuantity: 2 } });
    expect(added.status()).toBe(201);
    await page.goto('/checkout');
    const form = new CheckoutForm(page);
    const traveller = newTraveller();
    await form.fill(traveller);
    await page.getByLabel('Havale / EFT').check();
    await expect(page.getByRole('region', { name: 'Ön Bilgilendirme Formu' })).toContainText('Ödeme yöntemi: Havale / EFT');
    await form.accept();
    await form.submit();

    await expect(page).toHaveURL(/\/pages\/booking-pages\/eft-result\?orderId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: `Sayın ${traveller.name} ${traveller.surname},` })).toBeVisible();
    await expect(page.getByTestId('eft-iban')).toHaveText('TR23 0006 4012 3456 7001 0004 15');
    await expect(page.getByText('Türkiye İş Bankası')).toBeVisible();
    const orderNo = new URL(page.url()).searchParams.get('orderId')!.slice(0, 8).toUpperCase();
    await expect(page.getByText(`Havale açıklamasına sipariş numaranızı (${orderNo}) yazmayı unutmayın`)).toBeVisible();
    await expect(page.getByText('Havale / EFT', { exact: true })).toBeVisible();

    // A reload shows it again: the summary comes from the server, not from navigation state.
    await page.reload();
    await expect(page.getByTestId('eft-iban')).toHaveText('TR23 0006 4012 3456 7001 0004 15');

    const mailbox = process.env.SMTP_MAILBOX_URL;
    if (!mailbox) throw new Error('SMTP_MAILBOX_URL is not set: run the tests with node scripts/e2e.mjs.');
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get(`${mailbox}?to=${encodeURIComponent(traveller.email)}`)).json()) as { subject: string; text: string }[];
        return mails.find((mail) => mail.subject === `Rezervasyonunuz alındı – ${orderNo}`)?.text ?? '';
      })
      .toContain('IBAN: TR23 0006 4012 3456 7001 0004 15');
  });
});
