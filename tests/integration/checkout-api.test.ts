import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { GET as listCart, POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { GET as paymentResult } from '@/app/api/Payment/result/[orderId]/route';
import { POST as bankSuccess } from '@/app/api/PaymentGateway/success/route';
import { PUT as setStoreType } from '@/app/api/admin/settings/payment-store-type/route';
import { POST as login } from '@/app/api/User/Login/route';
import { getDb } from '@/lib/db/client';
import { auditLog, mailOutbox, orders, settings, tourDepartures, tours, users } from '@/lib/db/schema';
import { payableOrder, startCardPayment } from '@/lib/payments/card-payment';
import { completeChallenge, receiveGateRequest } from '@/lib/payments/simulator/bank';
import { checkoutForm } from '../support/checkout-form';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fixture: Awaited<ReturnType<typeof seedBookableTour>>;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  fixture = await seedBookableTour();
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!', name: 'Ayşe' });
  await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const db = () => getDb();
const seatsTaken = async (id: number) => (await (await db()).select().from(tourDepartures).where(eq(tourDepartures.id, id)))[0].seatsTaken;
const orderCount = async () => (await (await db()).select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;

/** A visitor with 2 adults and 1 child of the open departure in their cart (a temporary user). */
async function guestWithCart(language = 'tr') {
  const browser = new Browser(language);
  const added = await browser.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, adultQuantity: 2, childQuantity: 1, babyQuantity: 0 } });
  expect(added.status).toBe(201);
  return browser;
}

/** The checkout form by card; a test changes what it needs (the method included). */
const form = (overrides: Record<string, unknown> = {}) => checkoutForm('card', overrides);

/** Each order comes from its own address: one address holds at most 10 unpaid seats of a departure (abuse-limits.test.ts). */
let address = 0;
const placeOrder = (browser: Browser, body: Record<string, unknown>) =>
  browser.call(checkout, '/api/Checkout', { json: body, headers: { 'x-forwarded-for': `192.0.2.${(address += 1) % 250}` } });

describe('POST /api/Checkout', () => {
  it('answers bad fields with localized sentences on the fields and creates nothing', async () => {
    const guest = await guestWithCart();
    const before = { orders: await orderCount(), seats: await seatsTaken(fixture.open.id) };
    const answer = await placeOrder(guest, form({ reservationTckn: '17291716050', reservationPhone: '12345', reservationTaxNo: '4540536921', acceptPreInformation: false, acceptDistanceSales: undefined }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      reservationTckn: 'T.C. kimlik numarası geçersiz.',
      reservationPhone: 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67).',
      reservationTaxNo: 'Vergi numarası geçersiz.',
      acceptPreInformation: 'Devam etmek için bu metni onaylamanız gerekiyor.',
      acceptDistanceSales: 'Devam etmek için bu metni onaylamanız gerekiyor.',
    });
    expect(await orderCount()).toBe(before.orders);
    expect(await seatsTaken(fixture.open.id)).toBe(before.seats);
    expect((await guest.call(listCart, '/api/VWShoppingCarts')).body.count).toBe(1);

    const english = await guestWithCart('en');
    const inEnglish = await placeOrder(english, form({ reservationTckn: '17291716050', acceptDistanceSales: false }));
    expect(inEnglish.body.errors).toMatchObject({ reservationTckn: 'The Turkish ID number is not valid.' });
    expect(inEnglish.body.errors.acceptDistanceSales).toBeTruthy();
  });

  it('refuses a name that would write lines or a link into the e-mail the agency sends to the typed address', async () => {
    const guest = await guestWithCart('en');
    const before = await orderCount();
    const answer = await placeOrder(guest, form({ reservationName: 'Ali\n\nYour payment failed: https://evil.example/pay', reservationSurName: 'Öz<b>türk' }));
    expect(answer.status).toBe(400);
    const letters = 'Use letters, spaces, apostrophes and hyphens only.';
    expect(answer.body.errors).toEqual({ reservationName: letters, reservationSurName: letters });
    expect(await orderCount()).toBe(before);
    // Names of every script, with their apostrophes and hyphens, are names.
    expect((await placeOrder(guest, form({ reservationName: 'Jean-Luc', reservationSurName: 'O’Neil Çağlar' }))).status).toBe(201);
  });

  it('places one order for a double submit, holding the seats once', async () => {
    const guest = await guestWithCart();
    const seats = await seatsTaken(fixture.open.id);
    const body = form();
    const [first, second] = await Promise.all([placeOrder(guest, body), placeOrder(guest, body)]);
    const third = await placeOrder(guest, body);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(third.status).toBe(200);
    expect(new Set([first.body.Data.orderId, second.body.Data.orderId, third.body.Data.orderId]).size).toBe(1);
    expect(first.body.Data).toMatchObject({ totalAmount: 390000, paymentMethod: 'card', next: 'payment', orderNo: first.body.Data.orderId.slice(0, 8).toUpperCase() });
    expect(await seatsTaken(fixture.open.id)).toBe(seats + 3);
    const mine = await (await db()).select().from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(mine).toHaveLength(1);
    // One "order received" mail, not one per submit.
    const mails = await (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.to, body.reservationEmail), eq(mailOutbox.kind, 'order-created')));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('30 dakika');
  });

  it('places the order only at the price the accepted documents named; another price is a 409 with the new one', async () => {
    const guest = await guestWithCart();
    const before = { orders: await orderCount(), seats: await seatsTaken(fixture.open.id) };
    // The page showed 3.800 TL (a discount that ended at midnight, a price staff changed meanwhile).
    const stale = await placeOrder(guest, form({ expectedTotal: 380000, expectedDueNow: 380000 }));
    expect(stale.status).toBe(409);
    expect(stale.body.UIMessage).toBe('Siz bu sayfadayken fiyat değişti: yeni toplam ₺3.900,00, şimdi ödenecek tutar ₺3.900,00. Güncellenen belgeleri okuyup yeniden onaylayın.');
    expect(await orderCount()).toBe(before.orders);
    expect(await seatsTaken(fixture.open.id)).toBe(before.seats);
    expect((await guest.call(listCart, '/api/VWShoppingCarts')).body.count).toBe(1);
    // The same total with another amount due now (a deposit the page did not show) is refused too.
    expect((await placeOrder(guest, form({ expectedTotal: 390000, expectedDueNow: 117000 }))).status).toBe(409);
    // At the price the server names, the order is placed.
    const placed = await placeOrder(guest, form({ expectedTotal: 390000, expectedDueNow: 390000 }));
    expect(placed.status).toBe(201);
    expect(placed.body.Data.totalAmount).toBe(390000);
  });

  it('refuses a booking past the most it may come to online with a sentence, holding no seats', async () => {
    const yacht = await seedBookableTour('Özel Yat');
    await (await db()).update(tours).set({ adultPrice: 100_000_000 }).where(eq(tours.id, yacht.tour.id));
    await (await db()).update(tourDepartures).set({ adultPriceOverride: null }).where(eq(tourDepartures.id, yacht.special.id));
    const guest = new Browser();
    // Two lines of 6,000,000 TL each: each one within the limit, the booking past it.
    for (const departure of [yacht.open, yacht.special]) {
      expect((await guest.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: departure.id, adultQuantity: 6, childQuantity: 0, babyQuantity: 0 } })).status).toBe(201);
    }
    const before = await orderCount();
    const answer = await placeOrder(guest, form());
    expect(answer.status).toBe(409);
    expect(answer.body.UIMessage).toContain('₺10.000.000,00');
    expect(await orderCount()).toBe(before);
    expect(await seatsTaken(yacht.open.id)).toBe(0);
  });

  it('keeps a guest’s order with the guest, who can then open it; no account is made for the typed e-mail', async () => {
    const guest = await guestWithCart();
    const body = form({ reservationEmail: 'Yeni.Musteri@Example.com' });
    const answer = await placeOrder(guest, body);
    expect(answer.status).toBe(201);
    expect(answer.body.Data.next).toBe('payment');
    const [order] = await (await db()).select().from(orders).where(eq(orders.orderUUID, answer.body.Data.orderId));
    expect(order.reservationEmail).toBe('yeni.musteri@example.com');
    const [owner] = await (await db()).select().from(users).where(eq(users.id, order.userId));
    expect(owner).toMatchObject({ email: '', role: 'guest', passwordHash: null });
    expect(await (await db()).select().from(users).where(eq(users.email, 'yeni.musteri@example.com'))).toEqual([]);
    const result = await guest.call(paymentResult, `/api/Payment/result/${order.orderUUID}`, { params: { orderId: order.orderUUID } });
    expect(result.status).toBe(200);
    expect(result.body.Data).toMatchObject({ amount: 390000, paymentMethod: 'card', orderStatus: 'Pending' });
  });

  it('keeps a guest’s order with the guest when the e-mail has an account, and answers as for any address', async () => {
    const [account] = await (await db()).select().from(users).where(eq(users.email, 'musteri@example.com'));
    const guest = await guestWithCart();
    const body = form({ reservationEmail: 'MUSTERI@example.com' });
    const answer = await placeOrder(guest, body);
    expect(answer.status).toBe(201);
    expect(answer.body.Data.next).toBe('payment');
    const [order] = await (await db()).select().from(orders).where(eq(orders.orderUUID, answer.body.Data.orderId));
    expect(order.userId).not.toBe(account.id);
    // This browser booked it: it pays and reads it.
    const result = await guest.call(paymentResult, `/api/Payment/result/${order.orderUUID}`, { params: { orderId: order.orderUUID } });
    expect(result.status).toBe(200);
    // A retry of the same checkout gets the same answer, not an error.
    const again = await placeOrder(guest, body);
    expect(again.status).toBe(200);
    expect(again.body.Data).toEqual(answer.body.Data);
    // The account does not see it: nobody proved the booking is theirs.
    const customer = new Browser();
    await customer.call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' } });
    expect((await customer.call(paymentResult, `/api/Payment/result/${order.orderUUID}`, { params: { orderId: order.orderUUID } })).status).toBe(404);
  });

  it('sends a bank-transfer order the IBAN and the order number to write in the description', async () => {
    const guest = await guestWithCart();
    const body = form({ paymentMethod: 'eft', reservationTaxNo: '4540536920', reservationTaxOffice: 'Kadıköy' });
    const answer = await placeOrder(guest, body);
    expect(answer.status).toBe(201);
    expect(answer.body.Data).toMatchObject({ paymentMethod: 'eft', next: 'bankTransfer' });
    const orderNo = answer.body.Data.orderNo;
    const [mail] = await (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.to, body.reservationEmail), eq(mailOutbox.kind, 'order-created')));
    expect(mail.subject).toBe(`Rezervasyonunuz alındı – ${orderNo}`);
    expect(mail.locale).toBe('tr');
    expect(mail.text).toContain('Banka: Türkiye İş Bankası');
    expect(mail.text).toContain('Alıcı: Anatolia Turizm Ltd. Şti.');
    expect(mail.text).toContain('IBAN: TR23 0006 4012 3456 7001 0004 15');
    expect(mail.text).toContain(`Açıklama: ${orderNo}`);
    expect(mail.text).toContain('Toplam (vergiler dahil): ₺3.900,00');
    // The accepted documents, filled with this order, on a durable medium.
    expect(mail.text).toContain('Ön Bilgilendirme Formu');
    expect(mail.text).toContain('Mesafeli Satış Sözleşmesi');
    expect(mail.text).toContain('Deniz Aydın');
    expect(mail.text).toContain('Balon Turu — ');
    expect(mail.html).toContain('TR23 0006 4012 3456 7001 0004 15');
  });

  it('writes the e-mail in the customer’s language', async () => {
    const guest = await guestWithCart('en');
    const body = form({ paymentMethod: 'eft' });
    const answer = await placeOrder(guest, body);
    const [mail] = await (await db()).select().from(mailOutbox).where(eq(mailOutbox.to, body.reservationEmail));
    expect(mail.subject).toBe(`We have your booking – ${answer.body.Data.orderNo}`);
    expect(mail.text).toContain('Balon Turu (en)');
    expect(mail.text).toContain('Reference: ');
  });

  it('refuses a departure that filled up meanwhile, an empty cart and a visitor without a session', async () => {
    // Two seats left: two adults fit into the cart, then someone else takes one of the seats.
    const late = new Browser();
    expect((await late.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.nearlyFull.id, adultQuantity: 2 } })).status).toBe(201);
    await (await db()).update(tourDepartures).set({ seatsTaken: 9 }).where(eq(tourDepartures.id, fixture.nearlyFull.id));
    const before = await orderCount();
    const full = await placeOrder(late, form());
    expect(full.status).toBe(409);
    expect(full.body.UIMessage).toBe('“Balon Turu” için bu kalkışta yeterli koltuk kalmadı (kalan: 1).');
    expect(await orderCount()).toBe(before);
    expect((await late.call(listCart, '/api/VWShoppingCarts')).body.count).toBe(1);

    const empty = new Browser();
    await empty.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, adultQuantity: 1 } });
    await placeOrder(empty, form());
    const again = await placeOrder(empty, form());
    expect(again.status).toBe(409);
    expect(again.body.UIMessage).toBe('Sepetiniz boş; önce bir tur ekleyin.');
    expect((await placeOrder(new Browser(), form())).status).toBe(409);
  });

  it('e-mails the confirmation once the bank’s verified answer pays the order', async () => {
    const guest = await guestWithCart();
    const body = form();
    const answer = await placeOrder(guest, body);
    const [order] = await (await db()).select().from(orders).where(eq(orders.orderUUID, answer.body.Data.orderId));
    const start = await startCardPayment(await payableOrder(order.orderUUID, order.userId), {
      lang: 'tr',
      card: { pan: '4355084355084358', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvv: '000' },
    });
    const gate = receiveGateRequest(start.formData);
    if (gate.kind !== 'challenge') throw new Error('the simulator refused the request');
    const { fields } = completeChallenge(gate.state, true)!;
    const post = () =>
      bankSuccess(new Request('http://localhost:3000/api/PaymentGateway/success', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }));
    expect((await post()).headers.get('location')).toContain('/payment/success?orderId=');
    await post();
    const paidMails = await (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.to, body.reservationEmail), eq(mailOutbox.kind, 'order-paid')));
    expect(paidMails).toHaveLength(1);
    expect(paidMails[0].subject).toBe(`Ödemeniz alındı – ${answer.body.Data.orderNo}`);
  });
});

describe('PUT /api/admin/settings/payment-store-type', () => {
  const put = (browser: Browser, storeType: string) => browser.call(setStoreType, '/api/admin/settings/payment-store-type', { method: 'PUT', json: { storeType } });

  it('lets only an admin switch which page takes the card', async () => {
    expect((await put(new Browser(), '3D_PAY_HOSTING')).status).toBe(401);
    const customer = new Browser();
    await customer.call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' } });
    expect((await put(customer, '3D_PAY_HOSTING')).status).toBe(403);

    const admin = new Browser();
    await admin.call(login, '/api/User/Login', { json: { email: 'admin@example.com', password: 'Admin123!' } });
    const bad = await put(admin, 'HOSTING');
    expect(bad.status).toBe(400);
    const saved = await put(admin, '3D_PAY_HOSTING');
    expect(saved.status).toBe(200);
    expect(saved.body.Data).toEqual({ storeType: '3D_PAY_HOSTING' });
    const [row] = await (await db()).select().from(settings);
    expect(row.paymentStoreType).toBe('3D_PAY_HOSTING');
    const [audit] = await (await db()).select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(audit.details).toEqual({ paymentStoreType: { from: '3D_PAY', to: '3D_PAY_HOSTING' } });
    await put(admin, '3D_PAY');
  });
});
