import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as cancelRoute } from '@/app/api/Orders/[orderId]/cancel/route';
import { cancelOrderAsAdmin } from '@/lib/admin/orders';
import { orderEvents, orders, paymentAttempts, tourDepartures, tours } from '@/lib/db/schema';
import { cancelOrder, cancelOwnOrder, releaseExpiredHolds } from '@/lib/orders/cancel';
import { completeFinishedTrips } from '@/lib/orders/complete';
import { markTransferPaid } from '@/lib/orders/mark-paid';
import { IllegalTransition, inOrderTransaction, transition } from '@/lib/orders/transition';
import { applyBankCallback, payableOrder, startCardPayment } from '@/lib/payments/card-payment';
import type { FormEntry } from '@/lib/payments/nestpay/hash';
import { completeChallenge, receiveGateRequest } from '@/lib/payments/simulator/bank';
import { runAsJob } from '@/lib/catalog/cache-runtime';
import { recordCache } from '../support/cache-recorder';
import { openTestDatabase } from '../support/db';
import { createAccount, signedIn } from './auth-support';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

/**
 * Every status change goes through lib/orders/transition.ts: an illegal move is refused on the
 * locked row, and every change of seats expires the tour's catalogue pages (recorded through the
 * cache seam, tests/support/cache-recorder.ts) once its transaction has committed.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let departureId: number;
let tourId: number;
let adminId: number;
const cache = recordCache();

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  const seeded = await seedBookableTour();
  departureId = seeded.open.id;
  tourId = seeded.tour.id;
  adminId = (await createAccount({ email: 'staff@anatolia.example', password: PASSWORD, role: 'admin' })).id;
});
afterAll(async () => {
  cache.restore();
  vi.restoreAllMocks();
  await handle.close();
});
beforeEach(() => {
  cache.expiredTags.length = 0;
});

const PASSWORD = 'Gezgin2026!';
const tourTag = () => `tour:${tourId}`;

/** A signed-up customer's unpaid order of two adults, its seats taken. */
async function placed(paymentMethod: 'card' | 'eft' = 'card') {
  const { email, user, order } = await customerWithPlacedOrder({ tourId, departureId, password: PASSWORD, paymentMethod });
  return { email, userId: user.id, id: order.id, orderUUID: order.orderUUID };
}

const card = { pan: '4355084355084358', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvv: '000' };

/** The bank's signed approval of one started attempt. */
function approval(formData: Record<string, string>): FormEntry[] {
  const gate = receiveGateRequest(formData);
  if (gate.kind !== 'challenge') throw new Error(`refused: ${JSON.stringify(gate)}`);
  return Object.entries(completeChallenge(gate.state, true)!.fields);
}

const orderRow = async (id: number) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0];
const seatsTaken = async () => (await handle.db.select().from(tourDepartures).where(eq(tourDepartures.id, departureId)))[0].seatsTaken;
const lastEvent = async (id: number) => (await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(sql`${orderEvents.id} desc`).limit(1))[0];

describe('the tour pages show the seats left after every change of seats', () => {
  it('checkout', async () => {
    const before = await seatsTaken();
    await placed();
    expect(await seatsTaken()).toBe(before + 2);
    expect(cache.expiredTags).toEqual([tourTag()]);
  });

  it('customer cancel (POST /api/Orders/{orderUUID}/cancel)', async () => {
    const order = await placed();
    cache.expiredTags.length = 0;
    const browser = await signedIn(order.email, PASSWORD);
    const answer = await browser.call(cancelRoute, `/api/Orders/${order.orderUUID}/cancel`, { method: 'POST', params: { orderId: order.orderUUID } });
    expect(answer.status).toBe(200);
    expect(cache.expiredTags).toEqual([tourTag()]);
  });

  it('staff cancel', async () => {
    const order = await placed();
    cache.expiredTags.length = 0;
    expect(await cancelOrderAsAdmin(order.id, adminId, 'telefonla istedi')).toBe('cancelled');
    expect(cache.expiredTags).toEqual([tourTag()]);
  });

  it('hold expiry', async () => {
    const order = await placed();
    cache.expiredTags.length = 0;
    const later = new Date(Date.now() + 2 * 3_600_000);
    // As the server's timer runs it: outside any request, so the tag waits for the next API request.
    expect(await runAsJob(() => releaseExpiredHolds(later))).toContain(order.id);
    expect(cache.expiredTags).toEqual([]);
    const browser = await signedIn(order.email, PASSWORD);
    await browser.call(cancelRoute, `/api/Orders/${order.orderUUID}/cancel`, { method: 'POST', params: { orderId: order.orderUUID } });
    expect(cache.expiredTags).toEqual([tourTag()]);
  });

  it('late payment: approved after the hold expired, the seats are taken again', async () => {
    const order = await placed();
    const start = await startCardPayment(await payableOrder(order.orderUUID, order.userId), { lang: 'tr', card });
    await cancelOrder(order.id, { kind: 'system' }, 'hold expired');
    const afterExpiry = await seatsTaken();
    cache.expiredTags.length = 0;
    expect((await applyBankCallback(approval(start.formData))).kind).toBe('paid');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
    expect(await seatsTaken()).toBe(afterExpiry + 2);
    expect(cache.expiredTags).toEqual([tourTag()]);
  });

  it('an approval of a form posted long after the payment started, or after sales closed, books nothing: refund needed', async () => {
    const attemptOf = async (orderId: number) => (await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)))[0];
    // A form kept and posted to the bank 25 minutes after the payment started (its 3-D page long expired).
    const kept = await placed();
    const late = await startCardPayment(await payableOrder(kept.orderUUID, kept.userId), { lang: 'tr', card });
    await cancelOrder(kept.id, { kind: 'system' }, 'hold expired');
    await handle.db.update(paymentAttempts).set({ createdAt: new Date(Date.now() - 25 * 60_000) }).where(eq(paymentAttempts.orderId, kept.id));
    const before = await seatsTaken();
    expect((await applyBankCallback(approval(late.formData))).kind).toBe('paid');
    expect(await orderRow(kept.id)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Completed' });
    expect(await attemptOf(kept.id)).toMatchObject({ status: 'approved', refundNeeded: true });
    expect(await seatsTaken()).toBe(before);

    // In time, but staff took the departure, or the whole tour, off sale meanwhile.
    const offSale = [
      (isActive: boolean) => handle.db.update(tourDepartures).set({ isActive }).where(eq(tourDepartures.id, departureId)),
      (isActive: boolean) => handle.db.update(tours).set({ isActive }).where(eq(tours.id, tourId)),
    ];
    for (const setOnSale of offSale) {
      const order = await placed();
      const start = await startCardPayment(await payableOrder(order.orderUUID, order.userId), { lang: 'tr', card });
      await cancelOrder(order.id, { kind: 'system' }, 'hold expired');
      await setOnSale(false);
      try {
        expect((await applyBankCallback(approval(start.formData))).kind).toBe('paid');
      } finally {
        await setOnSale(true);
      }
      expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Completed' });
      expect(await attemptOf(order.id)).toMatchObject({ status: 'approved', refundNeeded: true });
      expect(await seatsTaken()).toBe(before);
    }
  });

  it('payment confirmed and mark paid keep the seats the order held: nothing to expire', async () => {
    const cardOrder = await placed();
    const start = await startCardPayment(await payableOrder(cardOrder.orderUUID, cardOrder.userId), { lang: 'tr', card });
    const transfer = await placed('eft');
    const before = await seatsTaken();
    cache.expiredTags.length = 0;
    expect((await applyBankCallback(approval(start.formData))).kind).toBe('paid');
    expect((await markTransferPaid(transfer.id, adminId)).changed).toBe(true);
    expect(await seatsTaken()).toBe(before);
    expect(cache.expiredTags).toEqual([]);
  });
});

describe('one transition function refuses illegal moves', () => {
  it('refuses a move the status table does not allow, changing nothing', async () => {
    const order = await placed('eft');
    await markTransferPaid(order.id, adminId);
    const seats = await seatsTaken();
    cache.expiredTags.length = 0;
    await expect(inOrderTransaction((tx) => transition(tx, order.id, 'Pending', { kind: 'system' }, 'back'))).rejects.toBeInstanceOf(IllegalTransition);
    expect(await cancelOrderAsAdmin(order.id, adminId)).toBe('notCancellable');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Confirmed' });
    expect(await seatsTaken()).toBe(seats);
    expect(cache.expiredTags).toEqual([]);
  });

  it('refuses a status change outside an order transaction (its seats would never reach the pages)', async () => {
    const order = await placed();
    await expect(handle.db.transaction((tx) => transition(tx, order.id, 'Cancelled', { kind: 'system' }, 'x'))).rejects.toThrow(/inOrderTransaction/);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Pending' });
  });

  it('a customer cannot cancel while paying at the bank (Processing), checked in the cancel itself', async () => {
    const order = await placed();
    await startCardPayment(await payableOrder(order.orderUUID, order.userId), { lang: 'tr', card });
    expect(await cancelOwnOrder(order.id, order.userId)).toBe('notCancellable');
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'Processing' });
  });

  it('a cancel racing a payment confirmation never cancels a Confirmed order', async () => {
    for (let round = 0; round < 6; round++) {
      const order = await placed('eft');
      const seats = await seatsTaken();
      const [cancel, paid] = await Promise.all([
        round % 2 ? cancelOwnOrder(order.id, order.userId) : Promise.resolve().then(() => cancelOwnOrder(order.id, order.userId)),
        markTransferPaid(order.id, adminId).then(
          () => 'paid' as const,
          (error: { status?: number }) => (error.status === 409 ? ('refused' as const) : Promise.reject(error)),
        ),
      ]);
      const row = await orderRow(order.id);
      if (cancel === 'cancelled') {
        expect(paid).toBe('refused');
        expect(row).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Pending' });
        expect(await seatsTaken()).toBe(seats - 2);
      } else {
        expect(cancel).toBe('notCancellable');
        expect(paid).toBe('paid');
        expect(row).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Completed' });
        expect(await seatsTaken()).toBe(seats);
      }
    }
  });
});

describe('trip completed', () => {
  it('turns Confirmed orders whose departures are over into Completed, and nothing else', async () => {
    const paid = await placed('eft');
    await markTransferPaid(paid.id, adminId);
    const unpaid = await placed('eft');
    const seats = await seatsTaken();
    // The departure is 20 days away: nothing is over yet.
    expect(await completeFinishedTrips()).not.toContain(paid.id);
    const afterTheTrip = new Date(Date.now() + 25 * 86_400_000);
    const completed = await completeFinishedTrips(afterTheTrip);
    expect(completed).toContain(paid.id);
    expect(completed).not.toContain(unpaid.id);
    expect(await orderRow(paid.id)).toMatchObject({ orderStatus: 'Completed', paymentStatus: 'Completed' });
    expect(await lastEvent(paid.id)).toMatchObject({ fromStatus: 'Confirmed', toStatus: 'Completed', actorKind: 'system', note: 'trip completed' });
    expect(await orderRow(unpaid.id)).toMatchObject({ orderStatus: 'Pending' });
    expect(await seatsTaken()).toBe(seats);
    // Run again (a second server, the next hour): nothing more happens.
    expect(await completeFinishedTrips(afterTheTrip)).toEqual([]);
    expect((await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, paid.id))).length).toBe(0);
  });
});
