import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as adminOrder } from '@/app/api/admin/orders/[id]/route';
import { POST as recordRefund } from '@/app/api/admin/orders/[id]/refund/route';
import { adminDashboardStats } from '@/lib/admin/stats';
import { cancelOrder } from '@/lib/orders/cancel';
import { auditLog, mailOutbox, orderEvents, orderPayments, orders, paymentAttempts, promoCodes, promoCodeUses } from '@/lib/db/schema';
import type { FormEntry } from '@/lib/payments/nestpay/hash';
import { applyBankCallback, payableOrder, startCardPayment } from '@/lib/payments/card-payment';
import { paymentResult } from '@/lib/payments/result';
import { eftIntro } from '@/components/payment/payment-paths';
import { completeChallenge, receiveGateRequest } from '@/lib/payments/simulator/bank';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

/**
 * Staff record a refund they made through the bank (lib/orders/refunds.ts): a card payment the bank
 * approved for an order that could not take it stops being "to refund", and the customer hears of it.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let departureId: number;
let tourId: number;
let admin: Browser;
let adminId: number;
const PASSWORD = 'Gezgin2026!';

beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  const seeded = await seedBookableTour();
  departureId = seeded.open.id;
  tourId = seeded.tour.id;
  adminId = (await createAccount({ email: 'muhasebe@anatolia.example', password: PASSWORD, role: 'admin' })).id;
  admin = await signedIn('muhasebe@anatolia.example', PASSWORD);
});
afterAll(async () => {
  await handle.close();
});

const card = () => ({ pan: '4355084355084358', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvv: '000' });

/** The bank's signed answer to one started attempt (the simulator's 3-D step answered "yes"). */
function bankAnswer(formData: Record<string, string>): FormEntry[] {
  const gate = receiveGateRequest(formData);
  if (gate.kind !== 'challenge') throw new Error(`refused: ${JSON.stringify(gate)}`);
  return Object.entries(completeChallenge(gate.state, true)!.fields);
}

const orderRow = async (id: number) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0];
const attemptsOf = (orderId: number) => handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.id);
const refundMails = (to: string) => handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'refund-made'), eq(mailOutbox.to, to)));
const refundAudits = (orderId: number) => handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, String(orderId))));
const refundedEvents = async (orderId: number) => (await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter((event) => / refunded/.test(event.note));
const post = (who: Browser, orderId: number | string, json: unknown) => who.call(recordRefund, `/api/admin/orders/${orderId}/refund`, { method: 'POST', json, params: { id: String(orderId) } });
const openRefunds = async () => (await adminDashboardStats(handle.db, { locale: 'tr' })).refundsNeeded.items.map((item) => item.id);

/** A customer's card order with one attempt started. */
async function oneAttempt() {
  const { user, order: placed } = await customerWithPlacedOrder({ tourId, departureId, password: PASSWORD });
  const order = await payableOrder(placed.orderUUID, user.id);
  return { user, order, first: null, second: await startCardPayment(order, { lang: 'tr', card: card() }) };
}

/**
 * A customer's card order with two attempts started: the first left at the bank long enough to be
 * superseded by the second (both can still be answered).
 */
async function twoAttempts() {
  const { user, order: placed } = await customerWithPlacedOrder({ tourId, departureId, password: PASSWORD });
  const order = await payableOrder(placed.orderUUID, user.id);
  const first = await startCardPayment(order, { lang: 'tr', card: card() });
  await handle.db.update(paymentAttempts).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(paymentAttempts.oid, first.oid));
  const second = await startCardPayment(order, { lang: 'tr', card: card() });
  return { user, order, first, second };
}

/** A card order whose payment the bank approved after the hold expired and the seats were sold: money to give back. */
async function latePayment({ withSpare = false } = {}) {
  // `withSpare`: an earlier attempt, superseded, whose answer comes later.
  const { order, first: earlier, second: start } = withSpare ? await twoAttempts() : await oneAttempt();
  await cancelOrder(order.id, { kind: 'system' }, 'hold expired');
  await handle.db.execute(sql`update tour_departures set seats_taken = capacity where id = ${departureId}`);
  expect((await applyBankCallback(bankAnswer(start.formData))).kind).toBe('paid');
  await handle.db.execute(sql`update tour_departures set seats_taken = 0 where id = ${departureId}`);
  const attempt = (await attemptsOf(order.id)).find((row) => row.oid === start.oid)!;
  expect(attempt).toMatchObject({ refundNeeded: true, refundedAt: null });
  return { order, attempt, spare: earlier ? bankAnswer(earlier.formData) : null };
}

describe('POST /api/admin/orders/{id}/refund', () => {
  it('records the refund of a late payment: off the list to refund, the order Refunded, the customer e-mailed, the result page says refunded', async () => {
    const { order, attempt } = await latePayment();
    expect(await openRefunds()).toContain(order.id);

    const answer = await post(admin, order.id, { attemptId: attempt.id, reference: 'IADE-2026/118' });
    expect(answer.status).toBe(200);
    expect(answer.body.UIMessage).toBe('İade kaydedildi ve müşteriye e-postayla bildirildi.');
    expect(answer.body.Data).toMatchObject({ id: order.id, paymentStatus: 'Refunded', attemptId: attempt.id });

    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
    const [stored] = await attemptsOf(order.id);
    expect(stored).toMatchObject({ refundNeeded: true, refundedBy: adminId, refundReference: 'IADE-2026/118' });
    expect(stored.refundedAt).toBeInstanceOf(Date);
    expect(await openRefunds()).not.toContain(order.id);

    // The order page: no "refund needed" alert any more; the payment says when, who and the reference.
    const detail = (await admin.call(adminOrder, `/api/admin/orders/${order.id}`, { params: { id: String(order.id) } })).body.Data;
    expect(detail.refundNeeded).toBe(false);
    expect(detail.payments[0].refund).toMatchObject({ by: 'muhasebe@anatolia.example', reference: 'IADE-2026/118' });
    expect((await refundedEvents(order.id)).map((event) => event.note)).toEqual([`card payment ${attempt.oid} refunded (bank reference IADE-2026/118)`]);
    expect(await refundAudits(order.id)).toHaveLength(1);

    // The customer: one e-mail in the booking's language, and the result page no longer promises a refund.
    const [mail] = await refundMails(order.reservationEmail);
    expect(mail.subject).toMatch(/^Ödemeniz iade edildi – /);
    expect(mail.text).toMatch(/₺[\d.]+,\d{2} tutarındaki kart ödemeniz kartınıza iade edildi\./);
    const shown = (await paymentResult(order.orderUUID, order.userId))!;
    expect(shown).toMatchObject({ refundDue: 0, refunded: attempt.amount });
    expect(eftIntro(shown)).toBe('refundedIntro');
  });

  it('a second press, or two at once, records the refund once, e-mails once, and tells the second who recorded it', async () => {
    const { order, attempt } = await latePayment();
    const answers = await Promise.all([post(admin, order.id, { attemptId: attempt.id }), post(admin, order.id, { attemptId: attempt.id })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // Another admin, who also gave the money back at the bank, hears of the first: a double refund is money lost.
    const later = await post(admin, order.id, { attemptId: attempt.id, reference: 'another' });
    expect(later.status).toBe(409);
    expect(later.body.UIMessage).toMatch(/^Bu iade .+ tarihinde muhasebe@anatolia\.example tarafından zaten kaydedildi; hiçbir şey değişmedi\./);
    expect(await refundAudits(order.id)).toHaveLength(1);
    expect(await refundedEvents(order.id)).toHaveLength(1);
    expect(await refundMails(order.reservationEmail)).toHaveLength(1);
    // The first press's (empty) reference stays: a later press does not rewrite what was recorded.
    expect((await attemptsOf(order.id))[0].refundReference).toBeNull();
  });

  it('money arriving after a refund was recorded is not lost: the order reads paid again, with a refund to make', async () => {
    const { order, attempt, spare } = await latePayment({ withSpare: true });
    expect((await post(admin, order.id, { attemptId: attempt.id })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
    // The customer's other attempt, left at the bank, is answered after that.
    expect((await applyBankCallback(spare!)).kind).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Completed' });
    expect(await openRefunds()).toContain(order.id);
  });

  it('a charge closed by staff on an order whose hold expired does not count as staff cancelling it', async () => {
    const { order, first, second } = await twoAttempts();
    // The second came back "approved" without 3-D Secure: not paid (the order stays unpaid), flagged for staff.
    await handle.db.update(paymentAttempts).set({ status: 'declined', refundNeeded: true, completedAt: new Date() }).where(eq(paymentAttempts.oid, second.oid));
    await cancelOrder(order.id, { kind: 'system' }, 'hold expired');
    const flagged = (await attemptsOf(order.id)).find((row) => row.oid === second.oid)!;
    expect((await post(admin, order.id, { attemptId: flagged.id })).status).toBe(200);
    // The first attempt is approved now: the hold had only expired and the seats are free, so it books the order again.
    expect((await applyBankCallback(bankAnswer(first.formData))).kind).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
  });

  it('a charge the bank approved without 3-D Secure is closed without telling the customer it was refunded', async () => {
    const { order, attempt } = await latePayment();
    // As lib/payments/card-payment.ts files it: not taken as paid (declined), flagged for staff.
    await handle.db.update(paymentAttempts).set({ status: 'declined' }).where(eq(paymentAttempts.id, attempt.id));
    await handle.db.update(orders).set({ paymentStatus: 'Pending' }).where(eq(orders.id, order.id));
    expect((await paymentResult(order.orderUUID, order.userId))!.refundDue).toBe(0);
    const answer = await post(admin, order.id, { attemptId: attempt.id });
    expect(answer.status).toBe(200);
    expect(answer.body.UIMessage).toBe('Kaydedildi: bu kartta çekim kalmadı.');
    expect(await refundMails(order.reservationEmail)).toHaveLength(0);
    expect(await openRefunds()).not.toContain(order.id);
    expect((await paymentResult(order.orderUUID, order.userId))!).toMatchObject({ refundDue: 0, refunded: 0 });
  });

  it('the release gives back what older releases recorded as a cancelled order’s payment beside its refund', async () => {
    const { order, attempt } = await latePayment();
    // What the code before this release left: the payment recorded, the promo code counted.
    const [promo] = await handle.db.insert(promoCodes).values({ code: `ESKI${order.id}`, percent: 10, usedCount: 3 }).returning();
    await handle.db.insert(orderPayments).values({ orderId: order.id, kind: 'full', method: 'card', amount: attempt.amount, attemptId: attempt.id });
    await handle.db.insert(promoCodeUses).values({ promoCodeId: promo.id, orderId: order.id, customerEmail: order.reservationEmail });
    const kept = await customerWithPlacedOrder({ tourId, departureId, password: PASSWORD });
    await handle.db.insert(orderPayments).values({ orderId: kept.order.id, kind: 'full', method: 'eft', amount: 1000 });

    // The data step of migration 0016, as the migrator runs it.
    const steps = readFileSync('drizzle/0016_payment_refunds.sql', 'utf8').split('--> statement-breakpoint');
    await handle.db.execute(sql.raw(steps.at(-1)!));

    expect(await handle.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toEqual([]);
    expect(await handle.db.select().from(promoCodeUses).where(eq(promoCodeUses.orderId, order.id))).toEqual([]);
    expect((await handle.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id)))[0].usedCount).toBe(2);
    expect(await handle.db.select().from(orderPayments).where(eq(orderPayments.orderId, kept.order.id))).toHaveLength(1);
    // Now the refund ends where a refund of a new order ends.
    expect((await post(admin, order.id, { attemptId: attempt.id })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'Refunded' });
  });

  it('on a paid order that received a second payment, gives back the second and keeps the order paid', async () => {
    const { user, order, first, second } = await twoAttempts();
    await applyBankCallback(bankAnswer(second.formData));
    await applyBankCallback(bankAnswer(first.formData));
    const [extra, kept] = await attemptsOf(order.id);
    expect([extra.refundNeeded, kept.refundNeeded]).toEqual([true, false]);

    // The payment that paid the order needs no refund: refused with a sentence, nothing recorded.
    const refused = await post(admin, order.id, { attemptId: kept.id });
    expect(refused.status).toBe(409);
    expect(refused.body.UIMessage).toBe('Bu ödeme için iade gerekmiyor.');

    const later = new Date(Date.now() + 40 * 86_400_000);
    const revenueThen = async () => (await adminDashboardStats(handle.db, { locale: 'tr', now: later })).revenueThisMonth.amount;
    const before = await revenueThen();
    expect((await post(admin, order.id, { attemptId: extra.id })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
    // Recorded in a later month, the refund does not move the order's revenue into that month.
    await handle.db.update(orderEvents).set({ createdAt: later }).where(and(eq(orderEvents.orderId, order.id), sql`${orderEvents.note} like '% refunded%'`));
    expect(await revenueThen()).toBe(before);
    const shown = (await paymentResult(order.orderUUID, user.id))!;
    expect(shown).toMatchObject({ refundDue: 0, refunded: extra.amount });
    expect(eftIntro(shown)).toBe('paidIntro');
    expect(await refundAudits(order.id)).toHaveLength(1);
  });

  it('refuses another order’s payment, unknown orders, bad bodies, customers, guides and signed-out callers, and changes nothing', async () => {
    const { order, attempt } = await latePayment();
    const other = await latePayment();

    // The payment of another order, through this order's address: not found, neither one touched.
    const crossed = await post(admin, order.id, { attemptId: other.attempt.id });
    expect(crossed.status).toBe(404);
    expect(crossed.body.UIMessage).toBe('Bu ödeme bu siparişte bulunamadı.');
    expect((await post(admin, 999_999, { attemptId: attempt.id })).status).toBe(404);
    expect((await post(admin, '12abc', { attemptId: attempt.id })).status).toBe(404);
    expect((await post(admin, '2147483648', { attemptId: attempt.id })).status).toBe(404);

    for (const body of [{}, { attemptId: '1' }, { attemptId: 2_147_483_648 }, { attemptId: attempt.id, extra: 1 }, { attemptId: attempt.id, reference: 'x'.repeat(65) }]) {
      const answer = await post(admin, order.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const script = await post(admin, order.id, { attemptId: attempt.id, reference: '<script>alert(1)</script>' });
    expect(script.status).toBe(400);
    expect(JSON.stringify(script.body)).toContain('Referansta yalnızca harf, rakam, boşluk ve . - _ / kullanın.');
    expect((await post(admin, order.id, { attemptId: attempt.id, reference: 'IADE\u00001' })).status).toBe(400);
    const oversized = await admin.call(recordRefund, `/api/admin/orders/${order.id}/refund`, {
      method: 'POST',
      json: { attemptId: attempt.id, reference: 'a'.repeat(5_000) },
      params: { id: String(order.id) },
    });
    expect(oversized.status).toBe(413);

    await createAccount({ email: 'rehber-iade@anatolia.example', password: PASSWORD, role: 'guide' });
    const guide = await signedIn('rehber-iade@anatolia.example', PASSWORD);
    const customer = await signedIn(order.reservationEmail, PASSWORD);
    expect((await post(guide, order.id, { attemptId: attempt.id })).status).toBe(403);
    expect((await post(customer, order.id, { attemptId: attempt.id })).status).toBe(403);
    expect((await post(new Browser(), order.id, { attemptId: attempt.id })).status).toBe(401);

    for (const id of [order.id, other.order.id]) {
      expect((await attemptsOf(id))[0]).toMatchObject({ refundNeeded: true, refundedAt: null });
      expect(await refundAudits(id)).toHaveLength(0);
    }
    expect(await openRefunds()).toEqual(expect.arrayContaining([order.id, other.order.id]));
  });
});
