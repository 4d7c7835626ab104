import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkIns, mailOutbox, orders, tourDepartures, tours, users } from '@/lib/db/schema';
import { submitReview } from '@/lib/reviews/reviews';
import { markTransferPaid } from '@/lib/orders/mark-paid';
import { runTripDay } from '@/lib/orders/trip-day';
import { reviewRequestKey } from '@/lib/orders/trip-messages';
import { reviewTokenFits } from '@/lib/reviews/link';
import { POST as tripDayHook } from '@/app/api/test/trip-day/route';
import { openTestDatabase } from '../support/db';
import { createAccount, signedIn } from './auth-support';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

/**
 * The trip-day job (lib/orders/trip-day.ts): the reminder the day before, Completed after the trip
 * has ended, then the thank-you with the review link; each message in the booking's language,
 * through the outbox, never twice — not when the job runs twice, nor when two servers run it at once.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let tourId: number;
let departure: { id: number; startsOn: string };
let adminId: number;
const PASSWORD = 'Gezgin2026!';

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  const seeded = await seedBookableTour('Balon Turu');
  tourId = seeded.tour.id;
  departure = seeded.open;
  adminId = (await createAccount({ email: 'staff@anatolia.example', password: PASSWORD, role: 'admin' })).id;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

/** Noon (agency time, UTC+3) on the given day, `days` after the departure. */
const istanbulNoon = (isoDate: string, days = 0) => new Date(Date.parse(`${isoDate}T09:00:00Z`) + days * 86_400_000);

async function paidOrder(locale = 'tr') {
  const { order, email } = await customerWithPlacedOrder({ tourId, departureId: departure.id, password: PASSWORD, paymentMethod: 'eft' });
  await handle.db.update(orders).set({ locale }).where(eq(orders.id, order.id));
  await markTransferPaid(order.id, adminId);
  return { id: order.id, orderUUID: order.orderUUID, email };
}

const mailsOf = (email: string, kind: string) => handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
const statusOf = async (id: number) => (await handle.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, id)))[0].status;

describe('the reminder the day before', () => {
  it('goes once, the day before, in the booking language, with the meeting point and no guide line while none is assigned', async () => {
    const order = await paidOrder('en');
    const dayBefore = istanbulNoon(departure.startsOn, -1);
    // Two days before, and at 06:00 on the day before: not yet.
    expect((await runTripDay(istanbulNoon(departure.startsOn, -2))).reminded).not.toContain(order.id);
    expect((await runTripDay(new Date(Date.parse(`${departure.startsOn}T03:00:00Z`) - 86_400_000))).reminded).not.toContain(order.id);
    // Two servers at once, then the next hour: one reminder.
    const [first, second] = await Promise.all([runTripDay(dayBefore), runTripDay(dayBefore)]);
    expect([...first.reminded, ...second.reminded].filter((id) => id === order.id)).toHaveLength(1);
    expect((await runTripDay(new Date(dayBefore.getTime() + 3_600_000))).reminded).not.toContain(order.id);
    const mails = await mailsOf(order.email, 'trip-reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'en', subject: 'See you tomorrow: Balon Turu (en)', onceKey: `order:${order.id}:trip-reminder:${departure.startsOn}` });
    expect(mails[0].text).toContain('Meeting point: Göreme');
    expect(mails[0].text).toContain('What to bring');
    expect(mails[0].text).toContain('+90 212 555 01 23');
    expect(mails[0].text).not.toContain('Your guide');
    // The trip is not over: the booking stays Confirmed.
    expect(await statusOf(order.id)).toBe('Confirmed');
  });

  it('names the departure’s guide and their phone once staff assigned one', async () => {
    const guide = await createAccount({ email: 'rehber@anatolia.example', password: PASSWORD, role: 'guide', name: 'Ayşe' });
    await handle.db.update(users).set({ surname: 'Rehber', phone: '+90 532 444 55 66' }).where(eq(users.id, guide.id));
    await handle.db.update(tourDepartures).set({ guideUserId: guide.id }).where(eq(tourDepartures.id, departure.id));
    try {
      const order = await paidOrder('tr');
      await runTripDay(istanbulNoon(departure.startsOn, -1));
      const [mail] = await mailsOf(order.email, 'trip-reminder');
      expect(mail.text).toContain('Ayşe Rehber');
      expect(mail.text).toContain('+90 532 444 55 66');
    } finally {
      await handle.db.update(tourDepartures).set({ guideUserId: null }).where(eq(tourDepartures.id, departure.id));
    }
  });

  it('is not sent for an unpaid order', async () => {
    const { order, email } = await customerWithPlacedOrder({ tourId, departureId: departure.id, password: PASSWORD, paymentMethod: 'eft' });
    expect((await runTripDay(istanbulNoon(departure.startsOn, -1))).reminded).not.toContain(order.id);
    expect(await mailsOf(email, 'trip-reminder')).toHaveLength(0);
  });
});

describe('after the trip', () => {
  it('completes the booking through transition(), then thanks the traveller once with a signed review link', async () => {
    const order = await paidOrder('tr');
    // On the departure day the trip is not over.
    expect((await runTripDay(istanbulNoon(departure.startsOn))).completed).not.toContain(order.id);
    const dayAfter = istanbulNoon(departure.startsOn, 1);
    const runs = await Promise.all([runTripDay(dayAfter), runTripDay(dayAfter), runTripDay(dayAfter)]);
    expect(runs.flatMap((run) => run.completed).filter((id) => id === order.id)).toHaveLength(1);
    expect(await statusOf(order.id)).toBe('Completed');
    const again = await runTripDay(istanbulNoon(departure.startsOn, 2));
    expect(again.asked).not.toContain(order.id);
    const mails = await mailsOf(order.email, 'review-request');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'tr', onceKey: reviewRequestKey(order.id) });
    expect(mails[0].subject).toBe('Bizimle seyahat ettiğiniz için teşekkürler – Balon Turu nasıldı?');
    const link = /http:\/\/localhost:3000\/review\/([0-9a-f-]+)\?t=(\S+)/.exec(mails[0].text);
    expect(link?.[1]).toBe(order.orderUUID);
    expect(await reviewTokenFits(link?.[2], order.orderUUID)).toBe(true);
    expect(await reviewTokenFits(link?.[2], '00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('waits for the last day of a trip of several days', async () => {
    await handle.db.update(tours).set({ durationDays: 3 }).where(eq(tours.id, tourId));
    try {
      const order = await paidOrder();
      expect((await runTripDay(istanbulNoon(departure.startsOn, 2))).completed).not.toContain(order.id);
      expect((await runTripDay(istanbulNoon(departure.startsOn, 3))).completed).toContain(order.id);
    } finally {
      await handle.db.update(tours).set({ durationDays: 1 }).where(eq(tours.id, tourId));
    }
  });

  it('asks no review of a booking the guide marked absent, and refuses the review it writes anyway', async () => {
    const order = await paidOrder();
    const present = await paidOrder();
    await handle.db.insert(checkIns).values([
      { orderId: order.id, departureId: departure.id, status: 'no_show', scannedAt: new Date() },
      { orderId: present.id, departureId: departure.id, status: 'present', scannedAt: new Date() },
    ]);
    const run = await runTripDay(istanbulNoon(departure.startsOn, 1));
    expect(run.completed).toEqual(expect.arrayContaining([order.id, present.id]));
    expect(run.asked).toContain(present.id);
    expect(run.asked).not.toContain(order.id);
    const [{ userId }] = await handle.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, order.id));
    await expect(submitReview(order.orderUUID, { userId }, { tourId, stars: 5, text: 'Harika bir gündü, herkese öneririm.', language: 'tr' })).rejects.toMatchObject({ status: 409, messageKey: 'reviewNoShow' });
  });

  it('asks no review of a trip that ended long ago (orders older than the feature)', async () => {
    const order = await paidOrder();
    const monthLater = istanbulNoon(departure.startsOn, 30);
    const run = await runTripDay(monthLater);
    expect(run.completed).toContain(order.id);
    expect(run.asked).not.toContain(order.id);
  });
});

describe('the test hook', () => {
  it('does not exist unless TEST_HOOKS=1, and is staff-only when it does', async () => {
    const order = await paidOrder();
    const json = { at: istanbulNoon(departure.startsOn, 1).toISOString(), orderUUID: order.orderUUID };
    const admin = await signedIn('staff@anatolia.example', PASSWORD);
    expect((await admin.call(tripDayHook, '/api/test/trip-day', { json })).status).toBe(404);
    const { env } = await import('@/lib/config/env');
    const saved = env().TEST_HOOKS;
    Object.assign(env(), { TEST_HOOKS: '1' });
    try {
      const customer = await signedIn(order.email, PASSWORD);
      expect((await customer.call(tripDayHook, '/api/test/trip-day', { json })).status).toBe(403);
      const run = await admin.call(tripDayHook, '/api/test/trip-day', { json });
      expect(run.status).toBe(200);
      expect(run.body.Data.completed).toEqual([order.id]);
      expect(await statusOf(order.id)).toBe('Completed');
    } finally {
      Object.assign(env(), { TEST_HOOKS: saved });
    }
  });
});
