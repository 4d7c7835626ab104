import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { accounts, signInThroughApi, test } from './support/fixtures';
import { departureWithRoom, newTraveller } from './support/shop';

// A tour of this spec's own (the other specs count seats on 2, book 1 and 5 in passing).
const TOUR_ID = 4;
const guide = { email: 'guide@anatolia-tours.example', password: 'Rehber123!' };

type Mail = { subject: string; text: string; html: string; attachments?: { filename: string; contentType: string; size: number }[] };

/** The newest e-mail to an address whose subject matches, as the local SMTP server received it. */
async function mailTo(page: Page, to: string, subject: RegExp): Promise<Mail> {
  const mailbox = process.env.SMTP_MAILBOX_URL;
  if (!mailbox) throw new Error('SMTP_MAILBOX_URL is not set: run the tests with node scripts/e2e.mjs.');
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`${mailbox}?to=${encodeURIComponent(to)}`)).json()) as Mail[];
      found = mails.filter((mail) => subject.test(mail.subject)).at(-1);
      return Boolean(found);
    }, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

test('a paid booking gets its travellers from the e-mailed link, a voucher with a QR code, and the guide checks it in offline', async ({ page, browser, playwright, baseURL }) => {
  // The customer books two adults and pays by bank transfer, which the agency confirms.
  const departure = await departureWithRoom(page.request, TOUR_ID, 2, { byTransfer: true });
  expect((await page.request.post('/api/VWShoppingCarts', { data: { departureId: departure.id, adultQuantity: 2 } })).status()).toBe(201);
  const customer = newTraveller();
  const placed = await page.request.post('/api/Checkout', {
    data: {
      reservationName: customer.name,
      reservationSurName: customer.surname,
      reservationEmail: customer.email,
      reservationPhone: customer.phone,
      reservationAddress: customer.address,
      paymentMethod: 'eft',
      acceptPreInformation: true,
      acceptDistanceSales: true,
      idempotencyKey: randomUUID(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { Data: { orderId: string; orderNo: string } }).Data;

  const admin = await playwright.request.newContext({ baseURL });
  await signInThroughApi(admin, accounts.admin);
  const detail = ((await (await admin.get(`/api/Orders/${order.orderId}`)).json()) as { Data: { id: number } }).Data;
  expect((await admin.post(`/api/admin/orders/${detail.id}/mark-paid`)).status()).toBe(200);
  // The agency assigns the demo guide to the departure.
  const guides = ((await (await admin.get('/api/admin/guides')).json()) as { Data: { id: number; email: string }[] }).Data;
  const guideId = guides.find((candidate) => candidate.email === guide.email)!.id;
  const assigned = await admin.put(`/api/admin/departures/${departure.id}/guide`, { data: { guideUserId: guideId } });
  expect(assigned.status(), await assigned.text()).toBe(200);

  // The "payment received" e-mail asks who travels, through a signed link.
  const paid = await mailTo(page, customer.email, new RegExp(`^Ödemeniz alındı – ${order.orderNo}`));
  const link = /https?:\/\/\S+\/travellers\/[0-9A-Z]{26}/.exec(paid.text)?.[0];
  expect(link, paid.text).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Yolcu bilgileri' })).toBeVisible();
  await expect(page.getByTestId('travellers-missing')).toHaveText('2 yolcunun bilgisi eksik');
  // A name made of digits is refused with a sentence, then corrected.
  await page.locator('#traveller-0-name').fill('12345');
  await page.locator('#traveller-0-surname').fill('Aydın');
  await page.locator('#traveller-1-name').fill('Elif');
  await page.locator('#traveller-1-surname').fill('Aydın');
  await page.getByRole('button', { name: 'Yolcuları kaydet' }).click();
  await expect(page.getByText('Yalnızca harf, boşluk, kesme işareti ve tire kullanın.')).toBeVisible();
  await page.locator('#traveller-0-name').fill('Deniz');
  await page.getByRole('button', { name: 'Yolcuları kaydet' }).click();
  await expect(page.getByText('Yolcu bilgileri kaydedildi. Voucherınız e-postanıza gönderilecektir.')).toBeVisible();
  await expect(page.getByTestId('travellers-missing')).toHaveText('Bütün yolcu bilgileri girildi.');

  // The voucher e-mail: its QR code inline, the PDF attached, the check-in code and the printable page.
  const voucherMail = await mailTo(page, customer.email, /^Voucherınız/);
  expect(voucherMail.html).toContain('cid:voucher-qr');
  expect(voucherMail.attachments?.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'image/png']);
  expect(voucherMail.attachments!.every((file) => file.size > 500)).toBe(true);
  const code = /Giriş kodunuz: ([0-9A-Z]{4}(?:-[0-9A-Z]{1,4}){6})/.exec(voucherMail.text)?.[1];
  expect(code, voucherMail.text).toBeTruthy();
  // The QR code carries no personal data and not the order's number.
  expect(code).not.toContain(order.orderNo);
  const voucherLink = /https?:\/\/\S+\/voucher\/[0-9A-Z]{26}/.exec(voucherMail.text)![0];
  await page.goto(new URL(voucherLink).pathname);
  await expect(page.getByTestId('voucher-qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('voucher-code')).toHaveText(code!);
  await expect(page.getByTestId('voucher-travellers')).toContainText('Deniz Aydın');
  await expect(page.getByTestId('voucher-travellers')).toContainText('Elif Aydın');
  const pdf = await page.request.get(`/api/Vouchers/${new URL(voucherLink).pathname.split('/').at(-1)}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The guide, on a phone: the list loads, then the network goes.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL, locale: 'tr-TR' });
  const guidePage = await phone.newPage();
  await signInThroughApi(guidePage.request, guide);
  const response = await guidePage.goto(`/db-guide/${departure.id}`);
  expect(response?.headers()['permissions-policy']).toContain('camera=(self)');
  const booking = guidePage.getByTestId('guide-booking').filter({ hasText: order.orderNo });
  await expect(booking).toContainText('Deniz Aydın');
  await expect(booking.getByTestId('check-in-state')).toHaveText('Bekleniyor');
  await expect(guidePage.getByTestId('sync-state')).toHaveText('Bütün taramalar gönderildi.');
  // Nothing scrolls sideways at 390 px.
  expect(await guidePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await phone.setOffline(true);
  await guidePage.getByLabel('Voucher kodu').fill(code!.toLowerCase());
  await guidePage.getByRole('button', { name: 'Geldi olarak işaretle' }).click();
  await expect(guidePage.getByText('Deniz Aydın geldi.')).toBeVisible();
  await expect(guidePage.getByText('Bağlantı yok — taramalar telefonda bekliyor ve bağlantı gelince gönderilecek.')).toBeVisible();
  await expect(guidePage.getByTestId('sync-state')).toHaveText('1 tarama gönderilmeyi bekliyor');
  await expect(booking.getByTestId('check-in-state')).toHaveText('Geldi (gönderilecek)');

  await phone.setOffline(false);
  await expect(guidePage.getByTestId('sync-state')).toHaveText('Bütün taramalar gönderildi.');
  await expect(booking.getByTestId('check-in-state')).toHaveText('Geldi');

  // The agency's passenger list shows the booking present and its travellers complete.
  await signInThroughApi(page.request, accounts.admin);
  await page.goto(`/db-booking/departures/${departure.id}`);
  const row = page.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row.getByTestId('check-in-state')).toHaveText('Geldi');
  await expect(row.getByTestId('travellers-state')).toHaveText('Tamam');

  // The order's page offers to e-mail the voucher again; moments after the first one it is refused
  // in words inside the dialog, and nothing more is sent.
  await page.goto(`/db-booking/${detail.id}`);
  await page.getByRole('button', { name: 'Voucherı yeniden gönder' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${order.orderNo} numaralı siparişin voucherı (PDF ve QR kodu) ${customer.email} adresine yeniden gönderilsin mi?`);
  await dialog.getByRole('button', { name: 'Evet, gönder' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bu rezervasyon için birkaç dakika önce voucher e-postası gönderildi; lütfen 5 dakika sonra tekrar deneyin.');
  const vouchers = ((await (await page.request.get(`${process.env.SMTP_MAILBOX_URL}?to=${encodeURIComponent(customer.email)}`)).json()) as Mail[]).filter((mail) => /^Voucherınız/.test(mail.subject));
  expect(vouchers).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();

  // The guide is refused everywhere else in the dashboard.
  await guidePage.goto('/db-booking');
  await expect(guidePage).toHaveURL(/\/db-guide$/);
  expect((await guidePage.request.get('/api/admin/orders')).status()).toBe(403);

  // Signing out takes the passenger list off the phone; a scan still waiting to be sent is asked about first.
  const kept = () => guidePage.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('guide:')));
  expect(await kept()).toContain(`guide:list:${departure.id}`);
  const waiting = `guide:queue:${departure.id}`;
  await guidePage.evaluate((key) => localStorage.setItem(key, JSON.stringify([{ code: 'ABCD', scannedAt: new Date().toISOString() }])), waiting);
  let asked = '';
  guidePage.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await guidePage.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect.poll(() => asked).toBe('1 tarama henüz gönderilmedi; çıkış yaparsanız bu cihazdan silinecek. Yine de çıkış yapılsın mı?');
  expect(await kept()).toContain(waiting);
  await expect(guidePage).toHaveURL(/\/db-guide$/);
  await guidePage.evaluate((key) => localStorage.removeItem(key), waiting);
  await guidePage.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(guidePage).not.toHaveURL(/\/db-guide/);
  expect(await kept()).toEqual([]);
  await phone.close();
  await admin.dispose();
});

test('a travellers link whose code climbs out of its path is not found, and asks no API for it', async ({ page, signIn }) => {
  // Signed in, so a request that reached another API would be answered with the visitor's data.
  await signIn('customer');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  const response = await page.goto('/travellers/..%2F..%2FUser%2FMe');
  expect(response?.status()).toBe(404);
  expect(asked.filter((pathname) => !/^\/api\/(User\/RefreshToken|rates)/.test(pathname))).toEqual([]);
});
