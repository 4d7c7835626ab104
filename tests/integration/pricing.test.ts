import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { GET as quote } from '@/app/api/Checkout/quote/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { POST as cardInitiate } from '@/app/api/Payment/initiate/route';
import { GET as paymentResultRoute } from '@/app/api/Payment/result/[orderId]/route';
import { POST as bankSuccess } from '@/app/api/PaymentGateway/success/route';
import { GET as adminList, POST as adminCreate } from '@/app/api/admin/[resource]/route';
import { getDb } from '@/lib/db/client';
import { auditLog, mailOutbox, orderEvents, orderPayments, orders, paymentAttempts, promoCodes, promoCodeUses, settings, tourDepartures, tourPriceRules, users } from '@/lib/db/schema';
import { markTransferPaid } from '@/lib/orders/mark-paid';
import { applyBankCallback, payableOrder, startCardPayment } from '@/lib/payments/card-payment';
import { completeChallenge, receiveGateRequest } from '@/lib/payments/simulator/bank';
import { signBalanceToken } from '@/lib/pricing/balance-link';
import { flagOverdueBalances, sendBalanceReminders } from '@/lib/pricing/balance-jobs';
import { releaseExpiredHolds } from '@/lib/orders/cancel';
import { completeFinishedTrips } from '@/lib/orders/complete';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { inDays, seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fixture: Awaited<ReturnType<typeof seedBookableTour>>;
/** A departure 60 days away: inside the early-booking window and before the balance's due day. */
let farId: number;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  fixture = await seedBookableTour();
  const [far] = await handle.db.insert(tourDepartures).values({ tourId: fixture.tour.id, startsOn: inDays(60), startTime: '08:00:00', capacity: 200 }).returning();
  farId = far.id;
  // 15 % off until 30 days before the departure; 30 % deposit, the balance 14 days before.
  await handle.db.insert(tourPriceRules).values({ tourId: fixture.tour.id, earlyPercent: 15, earlyDaysBefore: 30, depositPercent: 30, balanceDueDays: 14 });
  await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const db = () => getDb();
let addresses = 0;

async function addCode(values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
  const [row] = await (await db()).insert(promoCodes).values({ percent: 10, ...values }).returning();
  return row;
}

/** Each visitor from an address of their own: the limits of unpaid seats per address are not under test here. */
const addressOf = new WeakMap<Browser, string>();

/** A visitor (own address) with 2 adults of `departureId` in the cart. */
async function visitorWithCart(departureId = farId, language = 'tr') {
  const browser = new Browser(language);
  const ip = `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  addressOf.set(browser, ip);
  const headers = { 'x-forwarded-for': ip };
  const added = await browser.call(addToCart, '/api/VWShoppingCarts', { json: { departureId, adultQuantity: 2, childQuantity: 0, babyQuantity: 0 }, headers });
  expect(added.status).toBe(201);
  return browser;
}

/** A member signed in from a browser (own address) of its own, with 2 adults in the cart. */
async function memberWithCart(email: string, password: string) {
  const browser = await signedIn(email, password);
  const ip = `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  addressOf.set(browser, ip);
  expect((await browser.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: farId, adultQuantity: 2 }, headers: { 'x-forwarded-for': ip } })).status).toBe(201);
  return browser;
}

const form = (overrides: Record<string, unknown> = {}) => ({
  reservationName: 'Deniz',
  reservationSurName: 'Aydın',
  reservationEmail: `deniz-${randomUUID().slice(0, 8)}@example.com`,
  reservationPhone: '0532 123 45 67',
  reservationAddress: 'Moda Cad. 12, Kadıköy, İstanbul',
  paymentMethod: 'card',
  acceptPreInformation: true,
  acceptDistanceSales: true,
  idempotencyKey: randomUUID(),
  ...overrides,
});

const placeOrder = (browser: Browser, body: Record<string, unknown>) => browser.call(checkout, '/api/Checkout', { json: body, headers: { 'x-forwarded-for': addressOf.get(browser) ?? '192.0.2.1' } });
const orderByUUID = async (uuid: string) => (await (await db()).select().from(orders).where(eq(orders.orderUUID, uuid)))[0];
const card = { pan: '4355084355084358', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvv: '000' };

/** Starts a card payment for what is due now and returns the bank's signed approval. */
async function bankApproval(orderUUID: string) {
  const start = await startCardPayment(await payableOrder(orderUUID, null), { lang: 'tr', card });
  const gate = receiveGateRequest(start.formData);
  if (gate.kind !== 'challenge') throw new Error('the simulator refused the request');
  return completeChallenge(gate.state, true)!.fields;
}
const postToBank = (fields: Record<string, string>) =>
  bankSuccess(new Request('http://localhost:3000/api/PaymentGateway/success', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }));

describe('checkout prices on the server: early booking, promo code, deposit', () => {
  it('stores the breakdown, takes the deposit by card, then the balance from a balance link; paid + due = total', async () => {
    await addCode({ code: 'YAZ10', stackable: true });
    const browser = await visitorWithCart();
    // The quote the cart and checkout show: 2 × 1500 TL − 15 % early booking − 10 % code, 30 % deposit.
    const priced = await browser.call(quote, '/api/Checkout/quote?promoCode=yaz10');
    expect(priced.status).toBe(200);
    expect(priced.body.Data).toMatchObject({ promoCode: 'YAZ10', promoProblem: null, pricing: { subtotal: 300000, total: 229500, deposit: 68850, balance: 160650, balanceDueOn: inDays(46) } });

    const body = form({ promoCode: 'yaz10' });
    const placed = await placeOrder(browser, body);
    expect(placed.status).toBe(201);
    expect(placed.body.Data.totalAmount).toBe(229500);
    const order = await orderByUUID(placed.body.Data.orderId);
    expect(order).toMatchObject({ totalAmount: 229500, subtotalAmount: 300000, discountAmount: 70500, depositAmount: 68850, balanceDueOn: inDays(46) });
    expect(order.pricing!.lines[0].adjustments.map((adjustment) => adjustment.kind)).toEqual(['earlyBooking', 'promo']);
    // The e-mailed documents state the payment plan.
    const [created] = await (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.to, body.reservationEmail), eq(mailOutbox.kind, 'order-created')));
    expect(created.text).toContain('Ödeme planı: Rezervasyon sırasında ₺688,50 kapora ödenir');

    // The page sends another amount than what is due now: refused, whatever the browser says.
    const wrong = await browser.call(cardInitiate, '/api/Payment/initiate', { json: { orderId: order.orderUUID, amount: 2295, cardHolderName: 'DENIZ AYDIN', cardNumber: card.pan, cardExpireMonth: '12', cardExpireYear: card.expiryYear, cardCVV: '000' } });
    expect(wrong.status).toBe(400);

    const deposit = await bankApproval(order.orderUUID);
    expect(deposit.amount).toBe('688.50');
    await postToBank(deposit);
    await postToBank(deposit);
    expect(await orderByUUID(order.orderUUID)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Partial', holdExpiresAt: null });
    const [code] = await (await db()).select().from(promoCodes).where(eq(promoCodes.code, 'YAZ10'));
    expect(code.usedCount).toBe(1);
    const paidMails = await (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.to, body.reservationEmail), eq(mailOutbox.kind, 'order-paid')));
    expect(paidMails).toHaveLength(1);
    const link = /(http\S+\/payment\/[0-9a-f-]{36}\?t=\S+)/.exec(paidMails[0].text)?.[1];
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get('t')!;

    // Someone else's browser, no session: the link reads and pays this order's balance only.
    const stranger = new Browser();
    expect((await stranger.call(paymentResultRoute, `/api/Payment/result/${order.orderUUID}`, { params: { orderId: order.orderUUID } })).status).toBe(401);
    const summary = await stranger.call(paymentResultRoute, `/api/Payment/result/${order.orderUUID}?t=${token}`, { params: { orderId: order.orderUUID } });
    expect(summary.body.Data).toMatchObject({ amount: 160650, totalAmount: 229500, paidAmount: 68850, paymentStatus: 'Partial' });
    const tokenForOther = await signBalanceToken(randomUUID(), null);
    expect((await stranger.call(paymentResultRoute, `/api/Payment/result/${order.orderUUID}?t=${tokenForOther}`, { params: { orderId: order.orderUUID } })).status).toBe(403);
    expect((await stranger.call(paymentResultRoute, `/api/Payment/result/${order.orderUUID}?t=${token.slice(0, -2)}xx`, { params: { orderId: order.orderUUID } })).status).toBe(403);

    const started = await stranger.call(cardInitiate, '/api/Payment/initiate', {
      json: { orderId: order.orderUUID, amount: 1606.5, balanceToken: token, cardHolderName: 'DENIZ AYDIN', cardNumber: card.pan, cardExpireMonth: '12', cardExpireYear: card.expiryYear, cardCVV: '000' },
    });
    expect(started.status).toBe(200);
    const balance = await bankApproval(order.orderUUID).catch(() => null);
    // One payment in flight: the second start is refused while the first waits for the bank.
    expect(balance).toBeNull();
    const [attempt] = await (await db()).select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'initiated')));
    expect(attempt.amount).toBe(160650);
    await handle.db.execute(sql`update payment_attempts set status = 'superseded' where order_id = ${order.id} and status = 'initiated'`);
    const balanceFields = await bankApproval(order.orderUUID);
    await postToBank(balanceFields);
    await postToBank(balanceFields);

    const paid = await orderByUUID(order.orderUUID);
    expect(paid).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
    const payments = await (await db()).select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payments.map((payment) => [payment.kind, payment.amount])).toEqual([
      ['deposit', 68850],
      ['balance', 160650],
    ]);
    expect(payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(paid.totalAmount);
    expect((await (await db()).select().from(promoCodes).where(eq(promoCodes.code, 'YAZ10')))[0].usedCount).toBe(1);
    expect((await (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.to, body.reservationEmail), eq(mailOutbox.kind, 'order-balance-paid')))).length).toBe(1);
    // Nothing left: the link no longer pays.
    const again = await stranger.call(cardInitiate, '/api/Payment/initiate', {
      json: { orderId: order.orderUUID, amount: 1606.5, balanceToken: token, cardHolderName: 'DENIZ AYDIN', cardNumber: card.pan, cardExpireMonth: '12', cardExpireYear: card.expiryYear, cardCVV: '000' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a wrong, expired, used-up or non-combinable code with a sentence, creating nothing', async () => {
    await addCode({ code: 'GECMIS', bookingUntil: inDays(-1) });
    await addCode({ code: 'TEK', stackable: false });
    await addCode({ code: 'BITTI', maxUses: 1, usedCount: 1 });
    const browser = await visitorWithCart();
    const before = (await (await db()).select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
    const cases: [string, string][] = [
      ['YOKBOYLE', '“YOKBOYLE” diye bir indirim kodu bulunamadı. Lütfen kodu kontrol edin.'],
      ['GECMIS', '“GECMIS” indirim kodunun kullanım süresi doldu.'],
      ['BITTI', '“BITTI” indirim kodunun kullanım hakkı doldu.'],
      ['TEK', '“TEK” indirim kodu erken rezervasyon indirimiyle birlikte kullanılamaz.'],
    ];
    for (const [code, sentence] of cases) {
      const answer = await placeOrder(browser, form({ promoCode: code }));
      expect(answer.status).toBe(409);
      expect(answer.body.UIMessage).toBe(sentence);
      expect(answer.body.errors).toEqual({ promoCode: sentence });
      const priced = await browser.call(quote, `/api/Checkout/quote?promoCode=${code}`);
      expect(priced.body.Data.promoProblem).toBe(sentence);
      expect(priced.body.Data.pricing.promo).toBeNull();
    }
    expect((await (await db()).select({ n: sql<number>`count(*)::int` }).from(orders))[0].n).toBe(before);
    // In English too.
    const english = await visitorWithCart(farId, 'en');
    expect((await placeOrder(english, form({ promoCode: 'GECMIS' }))).body.UIMessage).toBe('The promo code “GECMIS” has expired.');
    // A code the rules do not allow in shape: a field sentence, never a 500.
    for (const bad of ['A'.repeat(33), 'KOD 1', 'KOD\u0000']) {
      const answer = await placeOrder(browser, form({ promoCode: bad }));
      expect(answer.status).toBe(400);
    }
    // The totals without a code are the early-booking ones.
    const plain = await placeOrder(browser, form());
    expect(plain.body.Data.totalAmount).toBe(255000);
  });

  it('counts a code limited to 5 uses exactly 5 times when 20 customers check out and pay at once', async () => {
    const code = await addCode({ code: 'BES', maxUses: 5, stackable: true });
    const browsers = await Promise.all(Array.from({ length: 20 }, () => visitorWithCart()));
    const answers = await Promise.all(browsers.map((browser) => placeOrder(browser, form({ promoCode: 'BES' }))));
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.UIMessage === '“BES” indirim kodunun kullanım hakkı doldu.')).toBe(true);
    // All five pay at the same moment; each bank answer is also posted twice.
    const approvals = await Promise.all(placed.map((answer) => bankApproval(answer.body.Data.orderId)));
    await Promise.all(approvals.flatMap((fields) => [applyBankCallback(Object.entries(fields)), applyBankCallback(Object.entries(fields))]));
    const [row] = await (await db()).select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row.usedCount).toBe(5);
    expect((await (await db()).select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, code.id))).length).toBe(5);
  });

  it('holds a use for an unpaid order until its hold ends', async () => {
    const code = await addCode({ code: 'KISI1', maxUses: 1, maxUsesPerCustomer: 1, stackable: true });
    const email = `tek-${randomUUID().slice(0, 6)}@example.com`;
    const first = await placeOrder(await visitorWithCart(), form({ promoCode: 'KISI1', reservationEmail: email }));
    expect(first.status).toBe(201);
    // Another checkout while the first order holds the only use.
    const twice = await placeOrder(await visitorWithCart(), form({ promoCode: 'KISI1', reservationEmail: email.toUpperCase() }));
    expect(twice.status).toBe(409);
    // The hold runs out: the order is cancelled and the use is free again.
    await (await db()).update(orders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderUUID, first.body.Data.orderId));
    await releaseExpiredHolds();
    const other = await placeOrder(await visitorWithCart(), form({ promoCode: 'KISI1' }));
    expect(other.status).toBe(201);
    await postToBank(await bankApproval(other.body.Data.orderId));
    expect((await (await db()).select().from(promoCodes).where(eq(promoCodes.id, code.id)))[0].usedCount).toBe(1);
  });

  it('limits uses per customer by the customer’s own bookings, never by an address someone types', async () => {
    const perCustomer = await addCode({ code: 'KISIBASI', maxUsesPerCustomer: 1, stackable: true });
    // A member whose address is proven (a verified account signed in with its password).
    const paidEmail = `odedi-${randomUUID().slice(0, 6)}@example.com`;
    await createAccount({ email: paidEmail, password: 'Odedi12345' });
    // Booked for someone else: the use is the member's all the same.
    const paid = await placeOrder(await memberWithCart(paidEmail, 'Odedi12345'), form({ promoCode: 'KISIBASI' }));
    await postToBank(await bankApproval(paid.body.Data.orderId));
    // The same member again, from another browser and whatever address typed: refused.
    const again = await placeOrder(await memberWithCart(paidEmail, 'Odedi12345'), form({ promoCode: 'KISIBASI' }));
    expect(again.status).toBe(409);
    expect(again.body.UIMessage).toBe('“KISIBASI” indirim kodunu kullanabileceğiniz kadar kullandınız.');
    // A guest's own unpaid booking holds its use: the same browser again is refused.
    const guest = await visitorWithCart();
    expect((await placeOrder(guest, form({ promoCode: 'KISIBASI' }))).status).toBe(201);
    await guest.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: farId, adultQuantity: 2 }, headers: { 'x-forwarded-for': addressOf.get(guest)! } });
    expect((await placeOrder(guest, form({ promoCode: 'KISIBASI' }))).status).toBe(409);
    // Whoever types the member's address learns nothing: not from checkout, not from the quote.
    const stranger = await visitorWithCart();
    const probed = await stranger.call(quote, '/api/Checkout/quote?promoCode=KISIBASI', { headers: { 'x-forwarded-for': addressOf.get(stranger)! } });
    expect(probed.body.Data.promoProblem).toBeNull();
    expect((await placeOrder(stranger, form({ promoCode: 'KISIBASI', reservationEmail: paidEmail }))).status).toBe(201);
    expect((await (await db()).select().from(promoCodes).where(eq(promoCodes.id, perCustomer.id)))[0].usedCount).toBe(1);
  });

  it('lets one connection hold a code with at most two unpaid orders, so it cannot use up a public code it never pays', async () => {
    const code = await addCode({ code: 'HERKESE3', maxUses: 3, stackable: true });
    const ip = '203.0.113.77';
    const fromThere = async () => {
      const browser = await visitorWithCart();
      addressOf.set(browser, ip);
      return browser;
    };
    const transfer = (browser: Browser) => placeOrder(browser, form({ promoCode: 'HERKESE3', paymentMethod: 'eft', reservationEmail: `uydurma-${randomUUID().slice(0, 6)}@example.com` }));
    expect((await transfer(await fromThere())).status).toBe(201);
    expect((await transfer(await fromThere())).status).toBe(201);
    const third = await transfer(await fromThere());
    expect(third.status).toBe(429);
    expect(third.body.UIMessage).toBe('Bu indirim kodu, bağlantınızdan yapılmış ödenmemiş 2 rezervasyonda zaten kullanılıyor. Lütfen önce bekleyen rezervasyonlarınızı ödeyin ya da iptal edin.');
    // The last use is still there for an honest customer elsewhere.
    expect((await placeOrder(await visitorWithCart(), form({ promoCode: 'HERKESE3' }))).status).toBe(201);
    // Without the code, that connection still books.
    expect((await placeOrder(await fromThere(), form({ paymentMethod: 'eft' }))).status).toBe(201);
    // Once one of its orders is paid, the connection may hold the code again.
    const [held] = await (await db()).select().from(orders).where(and(eq(orders.promoCodeId, code.id), eq(orders.ip, ip))).limit(1);
    await (await db()).update(promoCodes).set({ maxUses: 4 }).where(eq(promoCodes.id, code.id));
    const [admin] = await (await db()).select().from(users).where(eq(users.email, 'admin@example.com'));
    await markTransferPaid(held.id, admin.id);
    expect((await transfer(await fromThere())).status).toBe(201);
  });

  it('refuses with a sentence a booking that comes to nothing to pay, which no payment could ever confirm, and keeps its seats free', async () => {
    await addCode({ code: 'HEDIYE100', percent: 100, stackable: true });
    await addCode({ code: 'BINLIRA', percent: null, amount: 1_000_000, stackable: true });
    const [before] = await (await db()).select().from(tourDepartures).where(eq(tourDepartures.id, farId));
    for (const promoCode of ['HEDIYE100', 'BINLIRA']) {
      const browser = await visitorWithCart();
      const answer = await placeOrder(browser, form({ promoCode }));
      expect(answer.status, promoCode).toBe(409);
      expect(answer.body.UIMessage).toBe('Bu rezervasyonun ödenecek tutarı yok; böyle bir rezervasyon çevrimiçi tamamlanamıyor. Lütfen iletişim sayfamızdan bize ulaşın, rezervasyonunuzu biz yapalım.');
    }
    const [after] = await (await db()).select().from(tourDepartures).where(eq(tourDepartures.id, farId));
    expect(after.seatsTaken).toBe(before.seatsTaken);
  });

  it('asks for everything at once inside the balance window, and takes a transfer in two parts', async () => {
    // 10 days away: past the balance's due day (14 days before), no early booking (30 days).
    const [near] = await handle.db.insert(tourDepartures).values({ tourId: fixture.tour.id, startsOn: inDays(10), startTime: '08:00:00', capacity: 50 }).returning();
    const full = await placeOrder(await visitorWithCart(near.id), form());
    expect(full.body.Data.totalAmount).toBe(300000);
    expect(await orderByUUID(full.body.Data.orderId)).toMatchObject({ depositAmount: 300000, balanceDueOn: null });

    const eft = await placeOrder(await visitorWithCart(), form({ paymentMethod: 'eft' }));
    const order = await orderByUUID(eft.body.Data.orderId);
    const [admin] = await (await db()).select().from(users).where(eq(users.email, 'admin@example.com'));
    const first = await markTransferPaid(order.id, admin.id, 76500);
    expect(first.order).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Partial' });
    // A second tab still showing "deposit 765 TL received": the balance is not taken for it.
    await expect(markTransferPaid(order.id, admin.id, 76500)).rejects.toMatchObject({ status: 409, messageKey: 'transferAmountChanged' });
    const second = await markTransferPaid(order.id, admin.id, 178500);
    expect(second.order.paymentStatus).toBe('Completed');
    const third = await markTransferPaid(order.id, admin.id);
    expect(third.changed).toBe(false);
    const payments = await (await db()).select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payments.map((payment) => [payment.kind, payment.method, payment.amount])).toEqual([
      ['deposit', 'eft', 76500],
      ['balance', 'eft', 178500],
    ]);
  });
});

describe('the first payment comes before the balance’s due day', () => {
  it('asks for everything at once when a bank transfer could still arrive on the due day, and the quote says so first', async () => {
    // A transfer may take EFT_DEADLINE_HOURS (48): booked 16 days before the departure, the balance
    // (due 14 days before) would fall due on the transfer's last day; 17 days before, it falls after.
    const [close] = await handle.db.insert(tourDepartures).values({ tourId: fixture.tour.id, startsOn: inDays(16), startTime: '08:00:00', capacity: 50 }).returning();
    const [roomy] = await handle.db.insert(tourDepartures).values({ tourId: fixture.tour.id, startsOn: inDays(17), startTime: '08:00:00', capacity: 50 }).returning();

    const closeBrowser = await visitorWithCart(close.id);
    const closeQuote = (await closeBrowser.call(quote, '/api/Checkout/quote')).body.Data.pricing;
    expect(closeQuote).toMatchObject({ total: 300000, deposit: 300000, balance: 0, balanceDueOn: null });
    const whole = await placeOrder(closeBrowser, form({ paymentMethod: 'eft', expectedTotal: 300000, expectedDueNow: 300000 }));
    expect(whole.status).toBe(201);
    expect(await orderByUUID(whole.body.Data.orderId)).toMatchObject({ depositAmount: 300000, balanceDueOn: null });

    const roomyBrowser = await visitorWithCart(roomy.id);
    expect((await roomyBrowser.call(quote, '/api/Checkout/quote')).body.Data.pricing).toMatchObject({ total: 300000, deposit: 90000, balanceDueOn: inDays(3) });
    const split = await placeOrder(roomyBrowser, form({ paymentMethod: 'eft', expectedTotal: 300000, expectedDueNow: 90000 }));
    expect(split.status).toBe(201);
    expect(await orderByUUID(split.body.Data.orderId)).toMatchObject({ depositAmount: 90000, balanceDueOn: inDays(3) });
  });

  it('offers a bank transfer only when its deadline ends before sales close, with a sentence, and takes the card', async () => {
    // Sales close 12 hours before the start: for a departure the day after tomorrow, before a 48-hour transfer could end.
    const [soon] = await handle.db.insert(tourDepartures).values({ tourId: fixture.tour.id, startsOn: inDays(2), startTime: '08:00:00', capacity: 50 }).returning();
    const browser = await visitorWithCart(soon.id, 'en');
    const sentence = `The departure of “${fixture.tour.title.en}” is too close to pay by bank transfer: the 48 hours a transfer may take would end after sales close. Please pay by card.`;
    // The checkout page's quote says so before the customer chooses (the form greys the transfer out).
    expect((await browser.call(quote, '/api/Checkout/quote')).body.Data.transferRefused).toBe(sentence);
    const refused = await placeOrder(browser, form({ paymentMethod: 'eft' }));
    expect(refused.status).toBe(409);
    expect(refused.body.UIMessage).toBe(sentence);
    expect((await (await db()).select().from(tourDepartures).where(eq(tourDepartures.id, soon.id)))[0].seatsTaken).toBe(0);
    const byCard = await placeOrder(browser, form({ paymentMethod: 'card' }));
    expect(byCard.status).toBe(201);
    // Four days away, the transfer's 48 hours end before sales close.
    const [later] = await handle.db.insert(tourDepartures).values({ tourId: fixture.tour.id, startsOn: inDays(4), startTime: '08:00:00', capacity: 50 }).returning();
    const laterBrowser = await visitorWithCart(later.id);
    expect((await laterBrowser.call(quote, '/api/Checkout/quote')).body.Data.transferRefused).toBeNull();
    expect((await placeOrder(laterBrowser, form({ paymentMethod: 'eft' }))).status).toBe(201);
  });
});

describe('the balance job', () => {
  async function depositPaidOrder() {
    const placed = await placeOrder(await visitorWithCart(), form());
    await postToBank(await bankApproval(placed.body.Data.orderId));
    return orderByUUID(placed.body.Data.orderId);
  }

  it('reminds once, in the booking’s language, with the link, within 7 days of the due day', async () => {
    const order = await depositPaidOrder();
    expect(order.balanceDueOn).toBe(inDays(46));
    expect(await sendBalanceReminders()).not.toContain(order.id);
    const later = new Date(Date.now() + 40 * 86_400_000);
    expect(await sendBalanceReminders(later)).toContain(order.id);
    expect(await sendBalanceReminders(later)).not.toContain(order.id);
    const reminders = await (await db()).select().from(mailOutbox).where(and(eq(mailOutbox.to, order.reservationEmail), eq(mailOutbox.kind, 'balance-reminder')));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toContain('Rezervasyonunuzun kalan tutarı ₺1.785,00');
    expect(reminders[0].text).toMatch(/\/payment\/[0-9a-f-]{36}\?t=/);
  });

  it('takes a balance still unpaid when the trip is over: by card, and as a transfer staff record', async () => {
    const order = await depositPaidOrder();
    const afterTrip = new Date(Date.now() + 90 * 86_400_000);
    expect(await completeFinishedTrips(afterTrip, { orderIds: [order.id] })).toEqual([order.id]);
    expect(await orderByUUID(order.orderUUID)).toMatchObject({ orderStatus: 'Completed', paymentStatus: 'Partial' });
    await postToBank(await bankApproval(order.orderUUID));
    expect(await orderByUUID(order.orderUUID)).toMatchObject({ orderStatus: 'Completed', paymentStatus: 'Completed' });
    const [balance] = await (await db()).select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(desc(paymentAttempts.id)).limit(1);
    expect(balance).toMatchObject({ status: 'approved', refundNeeded: false });

    const eft = await orderByUUID((await placeOrder(await visitorWithCart(), form({ paymentMethod: 'eft' }))).body.Data.orderId);
    const [admin] = await (await db()).select().from(users).where(eq(users.email, 'admin@example.com'));
    await markTransferPaid(eft.id, admin.id);
    await completeFinishedTrips(afterTrip, { orderIds: [eft.id] });
    // The balance is recorded only with its amount named: a call repeated without one records nothing.
    await expect(markTransferPaid(eft.id, admin.id)).rejects.toMatchObject({ status: 409, messageKey: 'transferAmountRequired' });
    expect((await markTransferPaid(eft.id, admin.id, eft.totalAmount - eft.depositAmount!)).order).toMatchObject({ orderStatus: 'Completed', paymentStatus: 'Completed' });
  });

  it('flags an unpaid balance after its due day once, and cancels it when the agency says so', async () => {
    const order = await depositPaidOrder();
    const afterDue = new Date(Date.now() + 47 * 86_400_000);
    expect((await flagOverdueBalances(new Date(Date.now() + 46 * 86_400_000))).flagged).not.toContain(order.id);
    expect((await flagOverdueBalances(afterDue)).flagged).toContain(order.id);
    expect((await flagOverdueBalances(afterDue)).flagged).not.toContain(order.id);
    const flagged = await orderByUUID(order.orderUUID);
    expect(flagged.orderStatus).toBe('Confirmed');
    expect(flagged.balanceOverdueAt).not.toBeNull();
    expect((await (await db()).select().from(mailOutbox).where(eq(mailOutbox.kind, 'balance-overdue'))).length).toBeGreaterThanOrEqual(1);

    await (await db()).update(settings).set({ cancelOnOverdueBalance: true });
    const cancelledOrder = await depositPaidOrder();
    const { cancelled } = await flagOverdueBalances(afterDue);
    expect(cancelled).toContain(cancelledOrder.id);
    expect(await orderByUUID(cancelledOrder.orderUUID)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Partial' });
    const events = await (await db()).select().from(orderEvents).where(eq(orderEvents.orderId, cancelledOrder.id));
    expect(events.at(-1)).toMatchObject({ fromStatus: 'Confirmed', toStatus: 'Cancelled', actorKind: 'system', note: 'balance overdue: cancelled' });
    await (await db()).update(settings).set({ cancelOnOverdueBalance: false });
  });

  it('does not cancel a booking whose balance the customer is paying at the bank as the job runs', async () => {
    await (await db()).update(settings).set({ cancelOnOverdueBalance: true });
    try {
      // The balance falls due on day 46: the due day ends at midnight, Istanbul time; the job runs at 00:05.
      const dueDayEnds = new Date(`${inDays(47)}T00:00:00+03:00`);
      const jobRuns = new Date(dueDayEnds.getTime() + 5 * 60_000);
      const startedAt = (minutesBeforeMidnight: number) => ({ createdAt: new Date(dueDayEnds.getTime() - minutesBeforeMidnight * 60_000) });
      const balanceStarted = async (orderUUID: string, orderId: number, minutesBeforeMidnight: number) => {
        const approved = await bankApproval(orderUUID);
        await (await db()).update(paymentAttempts).set(startedAt(minutesBeforeMidnight)).where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'initiated')));
        return approved;
      };
      // Started at 23:50 on the due day, 15 minutes before the run: the job leaves the booking to the bank's answer.
      const paying = await depositPaidOrder();
      expect(paying.balanceDueOn).toBe(inDays(46));
      const approved = await balanceStarted(paying.orderUUID, paying.id, 10);
      expect((await flagOverdueBalances(jobRuns)).flagged).not.toContain(paying.id);
      await postToBank(approved);
      expect(await orderByUUID(paying.orderUUID)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
      expect((await flagOverdueBalances(jobRuns)).flagged).not.toContain(paying.id);
      // Abandoned at 23:35 (more than 20 minutes before the run), or started after the due day: cancelled as any overdue balance.
      const abandoned = await depositPaidOrder();
      await balanceStarted(abandoned.orderUUID, abandoned.id, 30);
      const tooLate = await depositPaidOrder();
      await balanceStarted(tooLate.orderUUID, tooLate.id, -2);
      const { cancelled } = await flagOverdueBalances(jobRuns);
      expect(cancelled).toContain(abandoned.id);
      expect(cancelled).toContain(tooLate.id);
    } finally {
      await (await db()).update(settings).set({ cancelOnOverdueBalance: false });
    }
  });
});

describe('the dashboard’s pricing records', () => {
  it('are staff-only, validated with sentences, and audited', async () => {
    const list = (browser: Browser) => browser.call(adminList, '/api/admin/promoCodes', { params: { resource: 'promoCodes' } });
    expect((await list(new Browser())).status).toBe(401);
    expect((await list(await signedIn('musteri@example.com', 'Musteri123!'))).status).toBe(403);
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const create = (resource: string, json: Record<string, unknown>) => admin.call(adminCreate, `/api/admin/${resource}`, { json, params: { resource } });
    const base = { code: 'ilkbahar', percent: '', amount: '250', bookingFrom: '', bookingUntil: '', travelFrom: '', travelUntil: '', tourIds: [], regionIds: [], tourTypeIds: [], minTravellers: 2, maxUses: '10', maxUsesPerCustomer: '', stackable: false, isActive: true };
    const both = await create('promoCodes', { ...base, percent: '10' });
    expect(both.status).toBe(400);
    expect(both.body.errors.percent).toBe('Ya yüzde ya da tutar girin, ikisini birden değil.');
    const made = await create('promoCodes', base);
    expect(made.status).toBe(201);
    expect(made.body.Data).toMatchObject({ code: 'ILKBAHAR', amount: 250, maxUses: 10, usedCount: 0 });
    expect((await create('promoCodes', base)).status).toBe(409);
    const [audit] = await (await db()).select().from(auditLog).where(and(eq(auditLog.entity, 'promoCode'), eq(auditLog.entityId, String(made.body.Data.id))));
    expect(audit).toBeTruthy();

    const rule = { tourId: fixture.tour.id, departureId: '', earlyPercent: '20', earlyAmount: '', earlyDaysBefore: '', earlyUntil: '', lastMinutePercent: '', lastMinuteAmount: '', lastMinuteDays: '', depositPercent: '', depositAmount: '', balanceDueDays: '', isActive: true };
    const noEnd = await create('priceRules', rule);
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.errors.earlyDaysBefore).toBe('Erken rezervasyon için bir son tarih ya da kalkıştan kaç gün önce biteceğini girin.');
    // A balance due on the departure's own day would be overdue only once the trip had begun.
    const dueOnTheDay = await create('priceRules', { ...rule, earlyPercent: '', depositPercent: '30', balanceDueDays: '0' });
    expect(dueOnTheDay.status).toBe(400);
    expect(dueOnTheDay.body.errors.balanceDueDays).toBe('Değer en az 1 olmalıdır.');
    // The tour already has a rule; a departure of another tour is refused.
    expect((await create('priceRules', { ...rule, earlyDaysBefore: '10' })).status).toBe(409);
    const [other] = await handle.db.select().from(tourDepartures).where(sql`${tourDepartures.tourId} <> ${fixture.tour.id}`).limit(1);
    if (other) expect((await create('priceRules', { ...rule, earlyDaysBefore: '10', departureId: String(other.id) })).status).toBe(409);
    const forDeparture = await create('priceRules', { ...rule, earlyDaysBefore: '10', departureId: String(fixture.special.id) });
    expect(forDeparture.status).toBe(201);
    expect(forDeparture.body.Data).toMatchObject({ earlyPercent: 20, departureId: fixture.special.id });
  });
});

