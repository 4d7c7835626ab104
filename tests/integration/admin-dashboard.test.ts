import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listMessages } from '@/app/api/admin/messages/route';
import { GET as getMessage, PATCH as patchMessage } from '@/app/api/admin/messages/[id]/route';
import { GET as listOutbox } from '@/app/api/admin/outbox/route';
import { adminDashboardStats, nextCustomerBooking } from '@/lib/admin/stats';
import { getDb } from '@/lib/db/client';
import { auditLog, contactMessages, mailOutbox, orderDetails, orderEvents, orders, tourDepartures } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

/** Noon in Istanbul on 15 March 2026. */
const now = new Date('2026-03-15T09:00:00Z');
let ids: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H', number>;
let departures: Record<'tomorrow' | 'inApril' | 'past' | 'tooFar' | 'inactive', number>;
let customerId: number;
let otherId: number;

type Seed = {
  user: number;
  at: string;
  method: 'card' | 'eft';
  status: 'Pending' | 'Processing' | 'Confirmed' | 'Completed' | 'Cancelled';
  paid: boolean;
  amount: number;
  departure: number;
  startsOn: string;
  adults: number;
  children?: number;
  confirmedAt?: string;
  holdUntil?: string;
  name?: string;
};

async function seedOrder(seed: Seed): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(orders)
    .values({
      userId: seed.user,
      orderDate: new Date(seed.at),
      totalAmount: seed.amount,
      orderStatus: seed.status,
      paymentStatus: seed.paid ? 'Completed' : 'Pending',
      paymentMethod: seed.method,
      reservationName: seed.name ?? 'Ayşe',
      reservationSurName: 'Yılmaz',
      reservationEmail: 'ayse@example.com',
      reservationPhone: '+905321234567',
      reservationAddress: 'İstanbul',
      holdExpiresAt: seed.holdUntil ? new Date(seed.holdUntil) : null,
    })
    .returning({ id: orders.id });
  await db.insert(orderDetails).values({ orderId: row.id, tourId: tourId, departureId: seed.departure, tourName: 'Balon Turu', departureDate: seed.startsOn, adultQuantity: seed.adults, childQuantity: seed.children ?? 0, lineTotal: seed.amount });
  await db.insert(orderEvents).values({ orderId: row.id, toStatus: 'Pending', actorKind: 'customer', createdAt: new Date(seed.at) });
  if (seed.confirmedAt) await db.insert(orderEvents).values({ orderId: row.id, fromStatus: 'Pending', toStatus: 'Confirmed', actorKind: 'bank', createdAt: new Date(seed.confirmedAt) });
  return row.id;
}

let tourId: number;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  const { tour } = await seedBookableTour('Balon Turu');
  tourId = tour.id;
  customerId = (await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' })).id;
  otherId = (await createAccount({ email: 'baska@example.com', password: 'Baska123!' })).id;
  await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });
  const db = await getDb();
  const inserted = await db
    .insert(tourDepartures)
    .values([
      { tourId, startsOn: '2026-03-16', startTime: '07:30:00', capacity: 10, seatsTaken: 6 },
      { tourId, startsOn: '2026-04-10', startTime: null, capacity: 20, seatsTaken: 3 },
      { tourId, startsOn: '2026-03-14', capacity: 10, seatsTaken: 0 },
      { tourId, startsOn: '2026-04-20', capacity: 10, seatsTaken: 0 },
      { tourId, startsOn: '2026-03-20', capacity: 10, seatsTaken: 0, isActive: false },
    ])
    .returning({ id: tourDepartures.id });
  departures = { tomorrow: inserted[0].id, inApril: inserted[1].id, past: inserted[2].id, tooFar: inserted[3].id, inactive: inserted[4].id };
  const tomorrow = { departure: departures.tomorrow, startsOn: '2026-03-16' };
  const april = { departure: departures.inApril, startsOn: '2026-04-10' };
  ids = {
    // Today 08:00 Istanbul; a transfer still awaited.
    A: await seedOrder({ user: customerId, at: '2026-03-15T05:00:00Z', method: 'eft', status: 'Pending', paid: false, amount: 30000, ...tomorrow, adults: 2, holdUntil: '2026-03-17T05:00:00Z', name: 'Ali' }),
    // 01:30 Istanbul today (still 14 March in UTC): today's, paid by card.
    B: await seedOrder({ user: otherId, at: '2026-03-14T22:30:00Z', method: 'card', status: 'Confirmed', paid: true, amount: 50000, ...tomorrow, adults: 3, children: 1, confirmedAt: '2026-03-14T22:35:00Z' }),
    // 23:00 Istanbul yesterday: not today's; a transfer awaited with the nearer deadline.
    C: await seedOrder({ user: otherId, at: '2026-03-14T20:00:00Z', method: 'eft', status: 'Pending', paid: false, amount: 20000, ...april, adults: 1, holdUntil: '2026-03-16T20:00:00Z', name: 'Cem' }),
    // Ordered in February, transfer confirmed in March: this month's revenue.
    D: await seedOrder({ user: otherId, at: '2026-02-20T10:00:00Z', method: 'eft', status: 'Confirmed', paid: true, amount: 70000, ...april, adults: 2, confirmedAt: '2026-03-02T10:00:00Z' }),
    // Paid, then cancelled (refund due): not revenue.
    E: await seedOrder({ user: otherId, at: '2026-03-05T10:00:00Z', method: 'card', status: 'Cancelled', paid: true, amount: 40000, ...april, adults: 1, confirmedAt: '2026-03-05T10:05:00Z' }),
    // Paid at 01:05 on 1 March Istanbul (still February in UTC): March revenue.
    F: await seedOrder({ user: otherId, at: '2026-02-28T22:00:00Z', method: 'card', status: 'Completed', paid: true, amount: 15000, departure: departures.past, startsOn: '2026-03-14', adults: 1, confirmedAt: '2026-02-28T22:05:00Z' }),
    // Paid in February: not this month.
    G: await seedOrder({ user: otherId, at: '2026-02-10T10:00:00Z', method: 'card', status: 'Completed', paid: true, amount: 99900, departure: departures.past, startsOn: '2026-03-14', adults: 1, confirmedAt: '2026-02-10T10:05:00Z' }),
    // Today, cancelled: counted among today's bookings, not in their amount.
    H: await seedOrder({ user: customerId, at: '2026-03-15T07:00:00Z', method: 'card', status: 'Cancelled', paid: false, amount: 12345, departure: departures.past, startsOn: '2026-03-14', adults: 1 }),
  };
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

describe('the figures of the admin’s /db-main', () => {
  it('counts today’s bookings by the Istanbul calendar, the cancelled ones without their amount', async () => {
    const stats = await adminDashboardStats(await getDb(), { now, locale: 'tr' });
    expect(stats.today).toBe('2026-03-15');
    expect(stats.todayBookings.count).toBe(3);
    expect(stats.todayBookings.amount).toBe(30000 + 50000);
    expect(stats.todayBookings.items.map((order) => order.id)).toEqual([ids.H, ids.A, ids.B]);
  });

  it('sums this month’s revenue by when the payment was confirmed, without cancelled or other months’ payments', async () => {
    const stats = await adminDashboardStats(await getDb(), { now, locale: 'tr' });
    expect(stats.revenueThisMonth).toEqual({ month: '2026-03', amount: 50000 + 70000 + 15000, orders: 3 });
    const february = await adminDashboardStats(await getDb(), { now: new Date('2026-02-15T12:00:00Z'), locale: 'tr' });
    expect(february.revenueThisMonth).toEqual({ month: '2026-02', amount: 99900, orders: 1 });
  });

  it('lists the bank transfers still awaited, nearest deadline first', async () => {
    const stats = await adminDashboardStats(await getDb(), { now, locale: 'tr' });
    expect(stats.waitingTransfers.count).toBe(2);
    expect(stats.waitingTransfers.amount).toBe(50000);
    expect(stats.waitingTransfers.items.map((order) => [order.id, order.name])).toEqual([
      [ids.C, 'Cem'],
      [ids.A, 'Ali'],
    ]);
  });

  it('shows seats sold (paid), awaiting payment and free per active departure of the next 30 days', async () => {
    const stats = await adminDashboardStats(await getDb(), { now, locale: 'en' });
    expect(stats.upcomingDepartures.count).toBe(2);
    expect(stats.upcomingDepartures.items).toEqual([
      { id: departures.tomorrow, tourId, tourTitle: 'Balon Turu (en)', startsOn: '2026-03-16', startTime: '07:30', capacity: 10, sold: 4, held: 6, awaitingPayment: 2, free: 4 },
      { id: departures.inApril, tourId, tourTitle: 'Balon Turu (en)', startsOn: '2026-04-10', startTime: null, capacity: 20, sold: 2, held: 3, awaitingPayment: 1, free: 17 },
    ]);
  });

  it('gives a customer their next trip, skipping cancelled and past ones', async () => {
    const next = await nextCustomerBooking(await getDb(), customerId, { now, locale: 'tr' });
    expect(next).toMatchObject({ tourTitle: 'Balon Turu', departureDate: '2026-03-16', startTime: '07:30', orderStatus: 'Pending', adults: 2 });
    expect(await nextCustomerBooking(await getDb(), customerId, { now: new Date('2026-03-17T09:00:00Z'), locale: 'tr' })).toBeNull();
  });
});

describe('contact messages and the outbox for the agency', () => {
  let first: number;
  let second: number;
  beforeAll(async () => {
    const db = await getDb();
    [{ id: first }, { id: second }] = await db
      .insert(contactMessages)
      .values([
        { name: 'Eski Mesaj', email: 'eski@example.com', message: 'İlk', createdAt: new Date('2026-03-01T10:00:00Z') },
        { name: 'Yeni Mesaj', email: 'yeni@example.com', message: 'İkinci', createdAt: new Date('2026-03-10T10:00:00Z') },
      ])
      .returning({ id: contactMessages.id });
    await db.insert(mailOutbox).values([
      { to: 'ayse@example.com', subject: 'Rezervasyonunuz alındı', text: '…', kind: 'order-created', status: 'logged' },
      { to: 'x@example.com', subject: 'Kod', text: '…', kind: 'otp-login', status: 'failed', error: 'connection refused' },
    ]);
  });

  it('lists messages newest first with the unread count, and marks them read and unread (audited)', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const listed = await admin.call(listMessages, '/api/admin/messages');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ count: 2, unread: 2, index: 0 });
    expect(listed.body.items.map((message: { id: number }) => message.id)).toEqual([second, first]);

    const read = await admin.call(patchMessage, `/api/admin/messages/${second}`, { method: 'PATCH', json: { read: true }, params: { id: String(second) } });
    expect(read.status).toBe(200);
    expect(read.body.Data.readAt).toEqual(expect.any(String));
    expect((await admin.call(listMessages, '/api/admin/messages?unread=true')).body).toMatchObject({ count: 1, unread: 1, items: [expect.objectContaining({ id: first })] });

    const unread = await admin.call(patchMessage, `/api/admin/messages/${second}`, { method: 'PATCH', json: { read: false }, params: { id: String(second) } });
    expect(unread.body).toEqual({ Data: { id: second, readAt: null }, UIMessage: 'Mesaj okunmadı olarak işaretlendi.' });
    const audits = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.entity, 'contactMessage'), eq(auditLog.entityId, String(second)))).orderBy(auditLog.id);
    expect(audits.map((entry) => entry.action)).toEqual(['message.markRead', 'message.markUnread']);

    const one = await admin.call(getMessage, `/api/admin/messages/${first}`, { params: { id: String(first) } });
    expect(one.body.Data).toMatchObject({ id: first, name: 'Eski Mesaj', message: 'İlk', readAt: null });
  });

  it('answers bad input with 400, unknown messages with 404, customers with 403', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
    expect((await admin.call(patchMessage, `/api/admin/messages/${first}`, { method: 'PATCH', json: { read: 'yes' }, params: { id: String(first) } })).status).toBe(400);
    expect((await admin.call(patchMessage, '/api/admin/messages/abc', { method: 'PATCH', json: { read: true }, params: { id: 'abc' } })).status).toBe(400);
    expect(await admin.call(getMessage, '/api/admin/messages/99999', { params: { id: '99999' } })).toMatchObject({ status: 404, body: { UIMessage: 'This message could not be found.' } });
    expect((await admin.call(listMessages, '/api/admin/messages?PageIndex=-1')).status).toBe(400);
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    expect((await customer.call(listMessages, '/api/admin/messages')).status).toBe(403);
    expect((await customer.call(patchMessage, `/api/admin/messages/${first}`, { method: 'PATCH', json: { read: true }, params: { id: String(first) } })).status).toBe(403);
    expect((await customer.call(listOutbox, '/api/admin/outbox')).status).toBe(403);
    expect((await new Browser().call(listOutbox, '/api/admin/outbox')).status).toBe(401);
  });

  it('shows the outbox newest first with status and error', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const answer = await admin.call(listOutbox, '/api/admin/outbox?PageSize=1');
    expect(answer.body).toMatchObject({ count: 2, pages: 2, hasNext: true });
    expect(answer.body.items).toEqual([expect.objectContaining({ to: 'x@example.com', kind: 'otp-login', status: 'failed', error: 'connection refused', sentAt: null })]);
  });
});
