import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { GET as orderDetail } from '@/app/api/Orders/[orderId]/route';
import { GET as userOrders } from '@/app/api/Orders/user/[userId]/route';
import { POST as cancel } from '@/app/api/Orders/[orderId]/cancel/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orderEvents, orders, tourDepartures } from '@/lib/db/schema';
import { markTransferPaid } from '@/lib/orders/mark-paid';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fixture: Awaited<ReturnType<typeof seedBookableTour>>;
let adminId: number;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  fixture = await seedBookableTour();
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
  await createAccount({ email: 'baska@example.com', password: 'Baska123!' });
  adminId = (await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' })).id;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const seatsTaken = async () => (await (await getDb()).select().from(tourDepartures).where(eq(tourDepartures.id, fixture.open.id)))[0].seatsTaken;
const orderRow = async (orderUUID: string) => (await (await getDb()).select().from(orders).where(eq(orders.orderUUID, orderUUID)))[0];

/** Orders 2 adults and 1 baby of the open departure as the signed-in browser; returns the order UUID. */
async function order(browser: Browser, paymentMethod: 'card' | 'eft' = 'card', extra: Record<string, string> = {}): Promise<string> {
  await browser.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, adultQuantity: 2, childQuantity: 0, babyQuantity: 1 } });
  const answer = await browser.call(checkout, '/api/Checkout', {
    json: {
      reservationName: 'Ayşe',
      reservationSurName: 'Yılmaz',
      reservationEmail: 'musteri@example.com',
      reservationPhone: '0532 123 45 67',
      reservationAddress: 'Moda Cad. 12, Kadıköy, İstanbul',
      paymentMethod,
      acceptPreInformation: true,
      acceptDistanceSales: true,
      idempotencyKey: randomUUID(),
      ...extra,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.Data.orderId;
}

const cancelAs = (browser: Browser, orderId: string) => browser.call(cancel, `/api/Orders/${orderId}/cancel`, { method: 'POST', params: { orderId } });

describe('POST /api/Orders/{orderUUID}/cancel', () => {
  it('cancels the customer’s own Pending order: seats back, event recorded, e-mail sent', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    const before = await seatsTaken();
    const orderId = await order(customer);
    expect(await seatsTaken()).toBe(before + 2);

    const answer = await cancelAs(customer, orderId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Data: { orderUUID: orderId, orderStatus: 'Cancelled' }, UIMessage: 'Rezervasyonunuz iptal edildi.' });
    expect(await seatsTaken()).toBe(before);
    const row = await orderRow(orderId);
    expect(row.orderStatus).toBe('Cancelled');
    const events = await (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, row.id));
    expect(events.at(-1)).toMatchObject({ fromStatus: 'Pending', toStatus: 'Cancelled', actorKind: 'customer', actorUserId: row.userId });
    const mails = await (await getDb()).select().from(mailOutbox).where(and(eq(mailOutbox.to, 'musteri@example.com'), eq(mailOutbox.kind, 'order-cancelled')));
    expect(mails).toHaveLength(1);

    // A second cancel finds nothing to cancel and releases nothing.
    const again = await cancelAs(customer, orderId);
    expect(again.status).toBe(409);
    expect(await seatsTaken()).toBe(before);
  });

  it('refuses someone else’s order with 403 and leaves it alone', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    const orderId = await order(customer);
    const stranger = await signedIn('baska@example.com', 'Baska123!', 'en');
    const answer = await cancelAs(stranger, orderId);
    expect(answer).toMatchObject({ status: 403, body: { Data: null, UIMessage: 'You can only cancel your own bookings.' } });
    expect((await orderRow(orderId)).orderStatus).toBe('Pending');
    expect((await cancelAs(new Browser(), orderId)).status).toBe(401);
  });

  it('refuses a Confirmed order with 409 and a sentence', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    const orderId = await order(customer, 'eft', { reservationTckn: '10000000146' });
    await markTransferPaid((await orderRow(orderId)).id, adminId);
    const seats = await seatsTaken();
    const answer = await cancelAs(customer, orderId);
    expect(answer.status).toBe(409);
    expect(answer.body.UIMessage).toBe('Bu rezervasyon artık iptal edilemez; yalnızca bekleyen rezervasyonlar iptal edilebilir.');
    expect((await orderRow(orderId)).orderStatus).toBe('Confirmed');
    expect(await seatsTaken()).toBe(seats);
  });

  it('answers a malformed or unknown id with 400 / 404, not 500', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    expect((await cancelAs(customer, 'not-a-uuid')).status).toBe(400);
    expect((await cancelAs(customer, randomUUID())).status).toBe(404);
  });
});

describe('GET /api/Orders/{orderUUID}', () => {
  it('gives the owner and admins the order with departure, meeting point and status history', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    const orderId = await order(customer, 'eft', { reservationTckn: '10000000146' });
    await markTransferPaid((await orderRow(orderId)).id, adminId);

    const answer = await customer.call(orderDetail, `/api/Orders/${orderId}`, { params: { orderId } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const detail = answer.body.Data;
    expect(detail).toMatchObject({ orderUUID: orderId, orderStatus: 'Confirmed', paymentMethod: 'eft', reservationName: 'Ayşe' });
    // The booker's identity number as they typed it only in part: a session that is not theirs learns nothing of it.
    expect(detail.reservationTckn).toBe('•••••••0146');
    expect((await orderRow(orderId)).reservationTckn).toBe('10000000146');
    expect(detail.orderDetails).toEqual([
      expect.objectContaining({ tourName: 'Balon Turu', departureDate: fixture.open.startsOn, startTime: '08:00', meetingPoint: 'Göreme', adultQuantity: 2, babyQuantity: 1 }),
    ]);
    expect(detail.events.map((event: { toStatus: string }) => event.toStatus)).toEqual(['Pending', 'Confirmed']);
    expect(detail.events[1]).toMatchObject({ fromStatus: 'Pending', actorKind: 'admin' });

    expect(detail.canCancel).toBe(false);

    const pending = await order(customer);
    expect((await customer.call(orderDetail, `/api/Orders/${pending}`, { params: { orderId: pending } })).body.Data.canCancel).toBe(true);
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const asAdmin = await admin.call(orderDetail, `/api/Orders/${pending}`, { params: { orderId: pending } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.Data.canCancel).toBe(false);
    const stranger = await signedIn('baska@example.com', 'Baska123!');
    expect((await stranger.call(orderDetail, `/api/Orders/${orderId}`, { params: { orderId } })).status).toBe(403);
    expect((await new Browser().call(orderDetail, `/api/Orders/${orderId}`, { params: { orderId } })).status).toBe(401);
  });
});

describe('GET /api/Orders/user/{userId}: which trip each booking is', () => {
  it('names the tour in the reader’s language, with the departure’s day and start time', async () => {
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    const orderId = await order(customer);
    const userId = (await orderRow(orderId)).userId;
    const read = async (language: string) => {
      const reader = await signedIn('musteri@example.com', 'Musteri123!', language);
      const answer = await reader.call(userOrders, `/api/Orders/user/${userId}`, { params: { userId: String(userId) } });
      expect(answer.status).toBe(200);
      return answer.body.Data.find((row: { orderUUID: string }) => row.orderUUID === orderId).orderDetails;
    };
    const line = { departureDate: fixture.open.startsOn, startTime: '08:00', adultQuantity: 2, childQuantity: 0, babyQuantity: 1 };
    expect(await read('tr')).toEqual([expect.objectContaining({ ...line, tourName: 'Balon Turu' })]);
    expect(await read('en')).toEqual([expect.objectContaining({ ...line, tourName: 'Balon Turu (en)' })]);
    const english = await signedIn('musteri@example.com', 'Musteri123!', 'en');
    const detail = await english.call(orderDetail, `/api/Orders/${orderId}`, { params: { orderId } });
    expect(detail.body.Data.orderDetails[0]).toMatchObject({ tourName: 'Balon Turu (en)', startTime: '08:00' });
  });
});
