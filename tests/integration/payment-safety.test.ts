import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as paymentFail } from '@/app/api/Payment/fail/route';
import { GET as adminOrder } from '@/app/api/admin/orders/[id]/route';
import { adminDashboardStats } from '@/lib/admin/stats';
import { cancelOrder } from '@/lib/orders/cancel';
import { contactEmails, mailOutbox, orderEvents, orders, paymentAttempts } from '@/lib/db/schema';
import type { FormEntry } from '@/lib/payments/nestpay/hash';
import { HttpError } from '@/lib/http/respond';
import { applyBankCallback, payableOrder, startCardPayment } from '@/lib/payments/card-payment';
import { paymentResult } from '@/lib/payments/result';
import { eftIntro } from '@/components/payment/payment-paths';
import { hashVer3 } from '@/lib/payments/nestpay/hash';
import { completeChallenge, receiveGateRequest } from '@/lib/payments/simulator/bank';
import { env } from '@/lib/config/env';
import { openTestDatabase } from '../support/db';
import { createAccount, signedIn } from './auth-support';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let departureId: number;
let tourId: number;
const logged: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'warn', 'error', 'info'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  await handle.db.insert(contactEmails).values({ email: 'rezervasyon-ekibi@anatolia.example', isActive: true });
  const seeded = await seedBookableTour();
  departureId = seeded.open.id;
  tourId = seeded.tour.id;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const PASSWORD = 'Gezgin2026!';

/** A signed-up customer with an unpaid card order of two adults. */
async function customerWithOrder() {
  const { user, email, order } = await customerWithPlacedOrder({ tourId, departureId, password: PASSWORD });
  return { user, email, order: await payableOrder(order.orderUUID, user.id) };
}

/** Everything payments and orders keep, as one text. */
async function everythingStored(): Promise<string> {
  const dump = await handle.db.execute(sql`
    select string_agg(t, '|') as text from (
      select row_to_json(o)::text as t from orders o union all
      select row_to_json(a)::text from payment_attempts a union all
      select row_to_json(e)::text from order_events e union all
      select row_to_json(m)::text from mail_outbox m union all
      select row_to_json(r)::text from audit_log r) rows`);
  return (dump as unknown as { rows: { text: string }[] }).rows[0].text;
}

const CARD = '4355084355084358';
const TYPED = ['4355 0843 5508 4358', '4355-0843-5508-4358', '4355  0843  5508  4358', CARD];

/** The digits of the card, however they were separated, are nowhere in `text`. */
function expectNoCardNumber(text: string) {
  for (const typed of TYPED) expect(text).not.toContain(typed);
  expect(text.replace(/[\s.\-]/g, '')).not.toContain(CARD);
}

describe('card numbers typed into payment texts', () => {
  it('are masked in what POST /api/Payment/fail stores, however they were typed', async () => {
    const { email, order } = await customerWithOrder();
    const browser = await signedIn(email, PASSWORD);
    for (const typed of TYPED) {
      const answer = await browser.call(paymentFail, '/api/Payment/fail', {
        json: { orderId: order.orderUUID, errorMessage: `Kartım ${typed} reddedildi (${typed})`, cardNumber: typed, note: typed },
      });
      expect(answer.status).toBe(200);
    }
    const stored = await everythingStored();
    expect(stored).toContain('customer saw a payment failure: Kartım [card number removed] reddedildi');
    expectNoCardNumber(stored);
    expectNoCardNumber(logged.join('\n'));
  });

  it('answers a report naming a made-up order like any other, and stores nothing', async () => {
    // A customer without orders (an order would hold seats the later tests' limits count).
    const email = `rapor-${randomUUID().slice(0, 8)}@example.com`;
    await createAccount({ email, password: PASSWORD });
    const browser = await signedIn(email, PASSWORD);
    const before = await everythingStored();
    for (const orderId of ['-'.repeat(36), 'f'.repeat(36), '00000000-0000-0000-0000-00000000000g', randomUUID()]) {
      const answer = await browser.call(paymentFail, '/api/Payment/fail', { json: { orderId, errorMessage: 'Ödeme reddedildi' } });
      expect(answer.status, orderId).toBe(200);
    }
    expect(await everythingStored()).toBe(before);
    expect(logged.join('\n')).not.toMatch(/invalid input syntax|Failed to handle/);
  });

  it('are masked in the bank’s error texts kept with the payment attempt', async () => {
    const { order } = await customerWithOrder();
    const start = await startCardPayment(order, { lang: 'tr', card: { pan: '4000000000000002', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvv: '000' } });
    const gate = receiveGateRequest(start.formData);
    if (gate.kind !== 'challenge') throw new Error('refused');
    const result = completeChallenge(gate.state, true)!;
    const fields: Record<string, string> = { ...result.fields, ErrMsg: 'Kart 4355 0843 5508 4358 reddedildi', mdErrorMsg: '4355-0843-5508-4358' };
    delete fields.HASH;
    fields.HASH = hashVer3(fields, env().NESTPAY_STORE_KEY);
    expect((await applyBankCallback(Object.entries(fields))).kind).toBe('failed');
    expectNoCardNumber(await everythingStored());
  });
});

const card = (pan = '4355084355084358') => ({ pan, expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvv: '000' });

/** The bank's signed answer to one started attempt (the simulator's 3-D step answered "yes"). */
function bankAnswer(formData: Record<string, string>): FormEntry[] {
  const gate = receiveGateRequest(formData);
  if (gate.kind !== 'challenge') throw new Error(`refused: ${JSON.stringify(gate)}`);
  return Object.entries(completeChallenge(gate.state, true)!.fields);
}

const attemptsOf = (orderId: number) => handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.id);
const orderRow = async (id: number) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0];
const staffMails = () => handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'refund-needed'), eq(mailOutbox.to, 'rezervasyon-ekibi@anatolia.example')));
const refundEvents = async (orderId: number) => (await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter((event) => event.note.includes('refund needed'));

/** Two approved attempts for one order: the first was left at the bank long enough to be superseded. */
async function paidTwice() {
  const { order } = await customerWithOrder();
  const first = await startCardPayment(order, { lang: 'tr', card: card() });
  await handle.db.update(paymentAttempts).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(paymentAttempts.oid, first.oid));
  const second = await startCardPayment(order, { lang: 'tr', card: card() });
  return { order, first: bankAnswer(first.formData), second: bankAnswer(second.formData) };
}

describe('one payment in flight per order', () => {
  it('of two simultaneous starts exactly one reaches the bank; the other is refused with a sentence', async () => {
    const { order } = await customerWithOrder();
    const results = await Promise.allSettled([startCardPayment(order, { lang: 'tr', card: card() }), startCardPayment(order, { lang: 'tr', card: card() })]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(HttpError);
    expect(refused.reason).toMatchObject({ status: 409, messageKey: 'paymentInFlight' });
    expect(await attemptsOf(order.id)).toHaveLength(1);
    // A third try a moment later is refused the same way.
    await expect(startCardPayment(order, { lang: 'tr', card: card() })).rejects.toMatchObject({ status: 409, messageKey: 'paymentInFlight' });
  });

  it('the database itself refuses a second unanswered attempt for one order', async () => {
    const { order } = await customerWithOrder();
    await startCardPayment(order, { lang: 'tr', card: card() });
    await expect(handle.db.insert(paymentAttempts).values({ orderId: order.id, oid: `X${Date.now()}`, storeType: '3D_PAY', amount: order.totalAmount })).rejects.toThrow();
  });

  it('an attempt abandoned for more than 10 minutes is superseded by a new start, and a declined one never blocks', async () => {
    const { order } = await customerWithOrder();
    const declined = await startCardPayment(order, { lang: 'tr', card: card('4000000000000002') });
    expect((await applyBankCallback(bankAnswer(declined.formData))).kind).toBe('failed');
    const abandoned = await startCardPayment(order, { lang: 'tr', card: card() });
    await handle.db.update(paymentAttempts).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(paymentAttempts.oid, abandoned.oid));
    const fresh = await startCardPayment(order, { lang: 'tr', card: card() });
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['declined', 'superseded', 'initiated']);
    expect((await applyBankCallback(bankAnswer(fresh.formData))).kind).toBe('paid');
  });
});

describe('an approval after the same attempt was refused', () => {
  it('is taken as paid (the customer posted the bank’s form again with another card); a replay of the refusal changes nothing', async () => {
    const { order } = await customerWithOrder();
    const start = await startCardPayment(order, { lang: 'tr', card: card() });
    const gate = receiveGateRequest(start.formData);
    if (gate.kind !== 'challenge') throw new Error('no 3-D step');
    const refusal = Object.entries(completeChallenge(gate.state, false)!.fields);
    const approval = Object.entries(completeChallenge(gate.state, true)!.fields);
    expect((await applyBankCallback(refusal)).kind).toBe('failed');
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'declined' });

    expect((await applyBankCallback(approval)).kind).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'approved', refundNeeded: false });
    expect((await paymentResult(order.orderUUID, order.userId))?.paidAmount).toBe(order.totalAmount);

    // The refusal posted again: the approval stands.
    expect((await applyBankCallback(refusal)).kind).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'approved' });
  });

  it('after a refusal "approved without 3-D Secure" (flagged for staff), is the order’s payment, not a refund owed', async () => {
    const { order } = await customerWithOrder();
    const start = await startCardPayment(order, { lang: 'tr', card: card() });
    const approval = bankAnswer(start.formData);
    // The bank's first answer: authorised, but 3-D Secure did not pass.
    const unauthenticated = Object.fromEntries(approval.filter(([name]) => name !== 'HASH')) as Record<string, string>;
    unauthenticated.mdStatus = '0';
    unauthenticated.HASH = hashVer3(unauthenticated, env().NESTPAY_STORE_KEY);
    expect((await applyBankCallback(Object.entries(unauthenticated))).kind).toBe('failed');
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'declined', refundNeeded: true });

    expect((await applyBankCallback(approval)).kind).toBe('paid');
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'approved', refundNeeded: false });
    const shown = (await paymentResult(order.orderUUID, order.userId))!;
    expect(shown).toMatchObject({ orderStatus: 'Confirmed', paidAmount: order.totalAmount, refundDue: 0 });
    const notes = (await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map((event) => event.note);
    expect(notes.some((note) => note.includes('check with the bank that the card was charged once'))).toBe(true);
  });
});

describe('an approval for an order already paid or cancelled', () => {
  it('is recorded as "refund needed", e-mailed to staff and shown in the dashboard; a replay changes nothing', async () => {
    const { order, first, second } = await paidTwice();
    expect((await applyBankCallback(second)).kind).toBe('paid');
    const mailsBefore = (await staffMails()).length;
    expect((await applyBankCallback(first)).kind).toBe('paid');

    const [superseded, paid] = await attemptsOf(order.id);
    expect(superseded).toMatchObject({ status: 'approved', refundNeeded: true });
    expect(paid).toMatchObject({ status: 'approved', refundNeeded: false });
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
    expect(await refundEvents(order.id)).toHaveLength(1);
    const mails = await staffMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.text).toContain(superseded.oid);
    expect(mails.at(-1)!.text).toContain(superseded.transId!);
    // The customer's result page says the extra payment goes back.
    expect(await paymentResult(order.orderUUID, null)).toMatchObject({ orderStatus: 'Confirmed', refundDue: superseded.amount });
    // The customer gets one confirmation, not two.
    const customerMails = await handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order-paid'), eq(mailOutbox.to, order.reservationEmail)));
    expect(customerMails).toHaveLength(1);

    // The dashboard: the order's page and the overview of /db-main.
    await createAccount({ email: 'staff@anatolia.example', password: PASSWORD, role: 'admin' });
    const admin = await signedIn('staff@anatolia.example', PASSWORD);
    const detail = await admin.call(adminOrder, `/api/admin/orders/${order.id}`, { params: { id: String(order.id) } });
    expect(detail.status).toBe(200);
    expect(detail.body.Data.refundNeeded).toBe(true);
    expect(detail.body.Data.payments.map((payment: { refundNeeded: boolean }) => payment.refundNeeded)).toEqual([true, false]);
    const stats = await adminDashboardStats(handle.db, { locale: 'tr' });
    expect(stats.refundsNeeded.items.map((item) => item.id)).toContain(order.id);

    // Replays of either answer: nothing more is recorded or sent.
    await applyBankCallback(first);
    await applyBankCallback(second);
    expect(await refundEvents(order.id)).toHaveLength(1);
    expect(await staffMails()).toHaveLength(mailsBefore + 1);
    expect((await attemptsOf(order.id)).filter((attempt) => attempt.refundNeeded)).toHaveLength(1);
  });

  // At 40 % the deposit and the balance differ; at 50 % they are the same amount.
  it.each([40, 50])('a deposit attempt superseded and answered after the deposit was paid is not credited to the balance (deposit of %i per cent)', async (percent) => {
    const { user, order: placed } = await customerWithOrder();
    const depositAmount = Math.round((placed.totalAmount * percent) / 100);
    if (percent === 50) expect(placed.totalAmount - depositAmount).toBe(depositAmount);
    await handle.db.update(orders).set({ depositAmount }).where(eq(orders.id, placed.id));
    const order = await payableOrder(placed.orderUUID, user.id);
    const first = await startCardPayment(order, { lang: 'tr', card: card() });
    await handle.db.update(paymentAttempts).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(paymentAttempts.oid, first.oid));
    const second = await startCardPayment(order, { lang: 'tr', card: card() });
    expect((await applyBankCallback(bankAnswer(second.formData))).kind).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Partial' });

    await applyBankCallback(bankAnswer(first.formData));
    // Still a deposit-paid order with its balance due; the late deposit is money to give back.
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Partial' });
    expect((await attemptsOf(order.id)).map((attempt) => [attempt.oid, attempt.refundNeeded])).toEqual([
      [first.oid, true],
      [second.oid, false],
    ]);
    expect((await paymentResult(order.orderUUID, user.id))?.paidAmount).toBe(depositAmount);
  });

  it('an order the customer cancelled is not booked again by a late approval: refund needed', async () => {
    const { order, first } = await paidTwice();
    await cancelOrder(order.id, { kind: 'customer', userId: order.userId });
    expect((await applyBankCallback(first)).kind).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Completed' });
    expect((await attemptsOf(order.id))[0]).toMatchObject({ status: 'approved', refundNeeded: true });
    expect(await refundEvents(order.id)).toHaveLength(1);
    expect((await staffMails()).some((mail) => mail.text.includes(order.orderUUID.slice(0, 8).toUpperCase()))).toBe(true);
  });

  it('a payment after the hold expired and the seats were sold is the same "refund needed"', async () => {
    const { order } = await customerWithOrder();
    const start = await startCardPayment(order, { lang: 'tr', card: card() });
    await cancelOrder(order.id, { kind: 'system' }, 'hold expired');
    await handle.db.execute(sql`update tour_departures set seats_taken = capacity where id = ${departureId}`);
    expect((await applyBankCallback(bankAnswer(start.formData))).kind).toBe('paid');
    await handle.db.execute(sql`update tour_departures set seats_taken = 0 where id = ${departureId}`);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Completed' });
    const [attempt] = await attemptsOf(order.id);
    expect(attempt).toMatchObject({ refundNeeded: true });
    expect(await refundEvents(order.id)).toHaveLength(1);
    expect((await staffMails()).some((mail) => mail.text.includes(start.oid))).toBe(true);
    // The bank sends the customer to the result page: it says "cancelled, refunded", not "confirmed".
    const shown = (await paymentResult(order.orderUUID, order.userId))!;
    expect(shown).toMatchObject({ orderStatus: 'Cancelled', refundDue: attempt.amount });
    expect(eftIntro(shown)).toBe('refundIntro');
    // The money is to be given back, not kept as the cancelled order's payment.
    expect(shown).toMatchObject({ paidAmount: 0, payments: [] });
    // And the e-mail says so, once, however often the bank posts its answer again.
    await applyBankCallback(bankAnswer(start.formData));
    const notices = await handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'refund-notice'), eq(mailOutbox.to, order.reservationEmail)));
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toMatch(/^Ödemeniz iade edilecek – /);
    expect(notices[0].text).toContain('kart ödemeniz bu rezervasyon iptal edildikten sonra ulaştığı için rezervasyon onaylanamadı');
  });
});
