import 'server-only';
import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { checkIns, orderDetails, orders, orderTravellers, tourDepartures, tours, users } from '@/lib/db/schema';
import { agencyToday } from '@/lib/admin/schemas/tour';
import { departureStart } from '@/lib/booking/rules';
import { addDays } from '@/lib/db/seed/departures';
import { pick } from '@/lib/i18n/localized';
import { orderNumber } from '@/lib/orders/number';
import { balancesDue } from '@/lib/orders/payments';
import type { Locale } from '@/i18n/routing';
import { bookingCodes, loadTravellerBooking } from './booking';
import { verifyBookingCode } from './token';

/**
 * The guide's check-in (docs/dashboard.md "Guide check-in"): their departures, a departure's
 * list, and the idempotent marks. A guide sees and marks only departures assigned to them.
 */

/** A guide sees departures from two months before they start to a week after their trip ends. */
const PAST_DAYS = 7;
const AHEAD_DAYS = 62;

/**
 * The guide's window, for the list and for every departure they open, scan or mark (the list, the
 * check-ins, the no-shows): past it, a passenger list of names and phone numbers is not theirs to
 * read any more, as the phone forgets its copy (docs/dashboard.md "Guide check-in").
 */
const inGuideWindow = (today: string) =>
  and(sql`${tourDepartures.startsOn} + (${tours.durationDays} - 1) >= ${addDays(today, -PAST_DAYS)}::date`, lte(tourDepartures.startsOn, addDays(today, AHEAD_DAYS)));

export type CheckInState = { status: 'present' | 'no_show'; scannedAt: string; guideUserId: number | null };

export async function guideDepartures(db: Executor, guideUserId: number, locale: Locale, today = agencyToday()) {
  const rows = await db
    .select({ id: tourDepartures.id, startsOn: tourDepartures.startsOn, startTime: tourDepartures.startTime, title: tours.title, seatsTaken: tourDepartures.seatsTaken })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(and(eq(tourDepartures.guideUserId, guideUserId), inGuideWindow(today)))
    .orderBy(asc(tourDepartures.startsOn), asc(tourDepartures.startTime));
  return rows.map((row) => ({ id: row.id, startsOn: row.startsOn, startTime: row.startTime?.slice(0, 5) ?? null, tourName: pick(row.title, locale), seatsTaken: row.seatsTaken }));
}

/**
 * The departure if it is assigned to this guide and within their window; null for any other (the
 * caller answers 404, never 403, so ids are not probed).
 */
export async function assignedDeparture(db: Executor, departureId: number, guideUserId: number, today = agencyToday()) {
  const [row] = await db
    .select({ id: tourDepartures.id, startsOn: tourDepartures.startsOn, startTime: tourDepartures.startTime, title: tours.title, meetingPoint: tours.meetingPoint })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(and(eq(tourDepartures.id, departureId), eq(tourDepartures.guideUserId, guideUserId), inGuideWindow(today)));
  return row ?? null;
}

/** Paid bookings on a departure (Confirmed or Completed): the ones a guide expects. */
async function bookingsOn(db: Executor, departureId: number) {
  return db
    .select({
      orderId: orders.id,
      orderUUID: orders.orderUUID,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      totalAmount: orders.totalAmount,
      name: orders.reservationName,
      surname: orders.reservationSurName,
      phone: orders.reservationPhone,
      lineId: orderDetails.id,
      adults: orderDetails.adultQuantity,
      children: orderDetails.childQuantity,
      babies: orderDetails.babyQuantity,
    })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.id, orderDetails.orderId))
    .where(and(eq(orderDetails.departureId, departureId), inArray(orders.orderStatus, ['Confirmed', 'Completed'])))
    .orderBy(asc(orders.reservationSurName), asc(orders.id));
}

/** Check-in marks of a departure, by order id. */
export async function checkInsOf(db: Executor, departureId: number): Promise<Map<number, CheckInState>> {
  const rows = await db.select().from(checkIns).where(eq(checkIns.departureId, departureId));
  return new Map(rows.map((row) => [row.orderId, { status: row.status, scannedAt: row.scannedAt.toISOString(), guideUserId: row.guideUserId }]));
}

/** Each order's first departure (the earliest day and time of its lines), by order id. */
async function firstDepartures(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({ orderId: orderDetails.orderId, departureId: tourDepartures.id })
    .from(orderDetails)
    .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
    .where(inArray(orderDetails.orderId, orderIds))
    .orderBy(asc(tourDepartures.startsOn), sql`${tourDepartures.startTime} asc nulls first`, asc(tourDepartures.id));
  const firsts = new Map<number, number>();
  for (const row of rows) if (!firsts.has(row.orderId)) firsts.set(row.orderId, row.departureId);
  return firsts;
}

/**
 * A departure's list for the guide's phone: each paid booking with its check-in code (what its
 * voucher's QR carries, so the phone can recognise a scan without a connection), its travellers and
 * its mark. Only the lead name and phone of each booking beyond the travellers' names, and the
 * balance a deposit booking still owes (kuruş, 0 when paid; shown on the order's first departure
 * only): the guide can remind the customer before boarding. Nothing is collected through the guide.
 */
export async function guideDepartureList(db: Executor, departureId: number, guideUserId: number, locale: Locale) {
  const departure = await assignedDeparture(db, departureId, guideUserId);
  if (!departure) return null;
  const [bookings, marks] = await Promise.all([bookingsOn(db, departureId), checkInsOf(db, departureId)]);
  // An order of several tours owes one balance: only the guide of its first departure is shown it.
  const [balances, firsts] = await Promise.all([balancesDue(db, bookings.map((booking) => ({ ...booking, id: booking.orderId }))), firstDepartures(db, bookings.map((booking) => booking.orderId))]);
  const names = bookings.length
    ? await db
        .select({ lineId: orderTravellers.orderDetailId, seat: orderTravellers.seat, name: orderTravellers.name, surname: orderTravellers.surname, category: orderTravellers.category })
        .from(orderTravellers)
        .where(inArray(orderTravellers.orderDetailId, bookings.map((booking) => booking.lineId)))
        .orderBy(asc(orderTravellers.seat))
    : [];
  const list = await Promise.all(
    bookings.map(async (booking) => {
      const loaded = (await loadTravellerBooking(db, booking.orderId, locale))!;
      return {
        orderNo: orderNumber(booking),
        code: bookingCodes(loaded).checkin,
        leadName: `${booking.name} ${booking.surname}`,
        phone: booking.phone,
        seats: booking.adults + booking.children + booking.babies,
        balanceDue: firsts.get(booking.orderId) === departureId ? (balances.get(booking.orderId) ?? 0) : 0,
        travellers: names.filter((row) => row.lineId === booking.lineId).map(({ name, surname, category }) => ({ name, surname, category })),
        checkIn: marks.get(booking.orderId) ?? null,
      };
    }),
  );
  return {
    departure: { id: departure.id, startsOn: departure.startsOn, startTime: departure.startTime?.slice(0, 5) ?? null, tourName: pick(departure.title, locale), meetingPoint: pick(departure.meetingPoint, locale), startsAt: departureStart(departure.startsOn, departure.startTime).toISOString() },
    bookings: list,
  };
}

export type CheckInResult =
  | { ok: true; orderNo: string; checkIn: CheckInState; already: boolean }
  | { ok: false; reason: 'malformed' | 'invalid' | 'expired' | 'otherDeparture' | 'notPaid' };

/**
 * Marks a booking present on a departure from its check-in code. Idempotent and conflict-free: the
 * first "present" is kept (a replay, a second guide or a second phone reads the same mark back);
 * a "no-show" is replaced by a late "present". `scannedAt` is when the phone read the code, offline
 * perhaps; it is bounded by the server's clock, and the code must have been valid then.
 */
export async function checkInByCode(db: Executor, input: { departureId: number; code: string; guideUserId: number; scannedAt?: Date; now?: Date }): Promise<CheckInResult> {
  const now = input.now ?? new Date();
  // When the phone read the code, offline perhaps, bounded by the server's clock (at most a week back).
  // The code is judged on that day: scans queued on a trip's last evening and sent after midnight
  // were refused as expired, dropped by the phone, and their travellers left to become no-shows.
  const scannedAt = input.scannedAt && input.scannedAt <= now && now.getTime() - input.scannedAt.getTime() < 7 * 86_400_000 ? input.scannedAt : now;
  const verdict = verifyBookingCode('checkin', input.code, agencyToday(scannedAt));
  if (!verdict.ok) return verdict;
  const [line] = await db
    .select({ orderUUID: orders.orderUUID, status: orders.orderStatus })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.id, orderDetails.orderId))
    .where(and(eq(orderDetails.orderId, verdict.orderId), eq(orderDetails.departureId, input.departureId)))
    .limit(1);
  if (!line) return { ok: false, reason: 'otherDeparture' };
  if (line.status !== 'Confirmed' && line.status !== 'Completed') return { ok: false, reason: 'notPaid' };
  const written = await db
    .insert(checkIns)
    .values({ orderId: verdict.orderId, departureId: input.departureId, status: 'present', guideUserId: input.guideUserId, scannedAt })
    .onConflictDoUpdate({
      target: [checkIns.orderId, checkIns.departureId],
      set: { status: 'present', guideUserId: input.guideUserId, scannedAt, recordedAt: sql`now()` },
      setWhere: eq(checkIns.status, 'no_show'),
    })
    .returning({ orderId: checkIns.orderId });
  const [row] = await db.select().from(checkIns).where(and(eq(checkIns.orderId, verdict.orderId), eq(checkIns.departureId, input.departureId)));
  return { ok: true, orderNo: orderNumber(line), already: written.length === 0, checkIn: { status: row.status, scannedAt: row.scannedAt.toISOString(), guideUserId: row.guideUserId } };
}

/**
 * At (or after) the departure's start, every paid booking without a mark is a no-show. Writes only
 * where nothing is, so it never undoes a "present"; running it twice changes nothing. Returns how
 * many were marked, or null before the start.
 */
export async function markNoShows(db: Executor, departureId: number, guideUserId: number, now = new Date()): Promise<number | null> {
  const [departure] = await db.select({ startsOn: tourDepartures.startsOn, startTime: tourDepartures.startTime }).from(tourDepartures).where(eq(tourDepartures.id, departureId));
  if (!departure || now < departureStart(departure.startsOn, departure.startTime)) return null;
  const missing = await db
    .selectDistinct({ orderId: orders.id })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.id, orderDetails.orderId))
    .where(
      and(
        eq(orderDetails.departureId, departureId),
        inArray(orders.orderStatus, ['Confirmed', 'Completed']),
        notExists(db.select({ one: sql`1` }).from(checkIns).where(and(eq(checkIns.orderId, orders.id), eq(checkIns.departureId, departureId)))),
      ),
    );
  if (missing.length === 0) return 0;
  const written = await db
    .insert(checkIns)
    .values(missing.map(({ orderId }) => ({ orderId, departureId, status: 'no_show' as const, guideUserId, scannedAt: now })))
    .onConflictDoNothing()
    .returning({ orderId: checkIns.orderId });
  return written.length;
}

/** Accounts with the guide role, for the admin's assignment select. */
export async function guideAccounts(db: Executor) {
  return db.select({ id: users.id, name: users.name, surname: users.surname, email: users.email, phone: users.phone }).from(users).where(eq(users.role, 'guide')).orderBy(asc(users.name));
}

export type GuideAssignment = { outcome: 'ok'; from: number | null } | { outcome: 'noDeparture' | 'notGuide' };

/**
 * Assigns a guide (a user with the guide role) to a departure, or none; `from` is the guide it had
 * (the departure's row is locked while it is read and changed, so two staff members' choices are
 * recorded one after the other).
 */
export async function assignGuide(db: Executor, departureId: number, guideUserId: number | null): Promise<GuideAssignment> {
  if (guideUserId !== null) {
    const [guide] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, guideUserId), eq(users.role, 'guide')));
    if (!guide) return { outcome: 'notGuide' };
  }
  const [before] = await db.select({ guideUserId: tourDepartures.guideUserId }).from(tourDepartures).where(eq(tourDepartures.id, departureId)).for('update');
  if (!before) return { outcome: 'noDeparture' };
  await db.update(tourDepartures).set({ guideUserId }).where(eq(tourDepartures.id, departureId));
  return { outcome: 'ok', from: before.guideUserId };
}

