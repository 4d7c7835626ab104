import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { orderDetails, orders, orderTravellers, tourDepartures, tours } from '@/lib/db/schema';
import { agencyToday } from '@/lib/admin/schemas/tour';
import { addDays } from '@/lib/db/seed/departures';
import { departureStart } from '@/lib/booking/rules';
import { pick } from '@/lib/i18n/localized';
import { lineTourName } from '@/lib/orders/tour-name';
import type { Locale } from '@/i18n/routing';
import { seatsOf, travellerComplete, TRAVELLERS_DEADLINE_HOURS, type CleanTraveller, type LineRules, type Seat } from './rules';
import { signBookingCode } from './token';

type Order = typeof orders.$inferSelect;

/** How long after its last day a voucher link still opens (the customer may want it for their records). */
const VOUCHER_LINK_DAYS_AFTER = 30;

export type BookingLine = LineRules & {
  departureId: number;
  tourName: string;
  startTime: string | null;
  meetingPoint: string;
  durationDays: number;
  adultQuantity: number;
  childQuantity: number;
  babyQuantity: number;
  guideUserId: number | null;
};

export type SavedTraveller = Omit<CleanTraveller, 'lineId'> & { lineId: number };

export type TravellerBooking = {
  order: Order;
  lines: BookingLine[];
  seats: Seat[];
  travellers: SavedTraveller[];
  /** Seats whose traveller is missing or lacks something its tour needs. */
  missing: number;
  /** After this moment the travellers can no longer be changed online. */
  deadline: Date;
  /** The last day of the booking's last trip ('YYYY-MM-DD'). */
  lastDay: string;
};

/** Whether a booking is ready for its voucher: paid (Confirmed) and every traveller known (lib/travellers/mail.ts). */
export const voucherReady = (booking: TravellerBooking | null | undefined): booking is TravellerBooking =>
  booking != null && booking.order.orderStatus === 'Confirmed' && booking.missing === 0;

/** A booking with its lines, seats and saved travellers, in a language (tour names, meeting points). */
export async function loadTravellerBooking(db: Executor, orderId: number, locale: Locale): Promise<TravellerBooking | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const rows = await db
    .select({ line: orderDetails, departure: tourDepartures, tour: tours })
    .from(orderDetails)
    .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
    .innerJoin(tours, eq(tours.id, orderDetails.tourId))
    .where(eq(orderDetails.orderId, orderId))
    .orderBy(asc(orderDetails.id));
  if (rows.length === 0) return null;
  const lines: BookingLine[] = rows.map(({ line, departure, tour }) => ({
    lineId: line.id,
    departureId: departure.id,
    startsOn: departure.startsOn,
    startTime: departure.startTime ? departure.startTime.slice(0, 5) : null,
    tourName: lineTourName(tour.title, line.tourName, locale),
    meetingPoint: pick(tour.meetingPoint, locale),
    durationDays: tour.durationDays,
    requiresIdList: tour.requiresIdList,
    childAgeMax: tour.childAgeMax,
    babyAgeMax: tour.babyAgeMax,
    adultQuantity: line.adultQuantity,
    childQuantity: line.childQuantity,
    babyQuantity: line.babyQuantity,
    guideUserId: departure.guideUserId,
  }));
  const seats = seatsOf(lines.map((line) => ({ ...line, id: line.lineId })));
  const saved = await db.select().from(orderTravellers).where(eq(orderTravellers.orderId, orderId)).orderBy(asc(orderTravellers.orderDetailId), asc(orderTravellers.seat));
  const travellers: SavedTraveller[] = saved.map((row) => ({
    lineId: row.orderDetailId,
    seat: row.seat,
    category: row.category,
    name: row.name,
    surname: row.surname,
    birthDate: row.birthDate,
    nationality: row.nationality,
    tckn: row.tckn,
    passportNo: row.passportNo,
  }));
  const missing = seats.filter((seat) => {
    const line = lines.find((candidate) => candidate.lineId === seat.lineId)!;
    const traveller = travellers.find((candidate) => candidate.lineId === seat.lineId && candidate.seat === seat.seat);
    return !travellerComplete(traveller && traveller.category === seat.category ? traveller : undefined, line.requiresIdList);
  }).length;
  const first = lines.reduce((a, b) => (departureStart(a.startsOn, a.startTime) <= departureStart(b.startsOn, b.startTime) ? a : b));
  const deadline = new Date(departureStart(first.startsOn, first.startTime).getTime() - TRAVELLERS_DEADLINE_HOURS * 3_600_000);
  const lastDay = lines.map((line) => addDays(line.startsOn, line.durationDays - 1)).sort().at(-1)!;
  return { order, lines, seats, travellers, missing, deadline, lastDay };
}

/** The three codes of a booking: the voucher's QR (check-in), the travellers form and the voucher links. */
export function bookingCodes(booking: Pick<TravellerBooking, 'order' | 'lastDay'>) {
  return {
    checkin: signBookingCode('checkin', booking.order.id, booking.lastDay),
    travellers: signBookingCode('travellers', booking.order.id, booking.lastDay),
    voucher: signBookingCode('voucher', booking.order.id, addDays(booking.lastDay, VOUCHER_LINK_DAYS_AFTER)),
  };
}

/** Whether the travellers may still be changed online: not cancelled, before the deadline. */
export function travellersEditable(booking: TravellerBooking, now = new Date()): boolean {
  return booking.order.orderStatus !== 'Cancelled' && booking.order.orderStatus !== 'Completed' && now < booking.deadline;
}

/**
 * Replaces the booking's travellers with these (already checked by travellersSchema), in one
 * transaction; false, writing nothing, when the booking was cancelled or completed meanwhile.
 */
export async function saveTravellers(db: Executor, orderId: number, travellers: CleanTraveller[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises two saves of one booking (two tabs, a double click): the second replaces the first
    // whole. The status is read under the same lock: a cancel that committed after the route's check
    // is seen here.
    const [order] = await tx.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status === 'Cancelled' || order.status === 'Completed') return false;
    await tx.delete(orderTravellers).where(eq(orderTravellers.orderId, orderId));
    await tx.insert(orderTravellers).values(
      travellers.map((traveller) => ({
        orderId,
        orderDetailId: traveller.lineId,
        seat: traveller.seat,
        category: traveller.category,
        name: traveller.name,
        surname: traveller.surname,
        birthDate: traveller.birthDate,
        nationality: traveller.nationality,
        tckn: traveller.tckn,
        passportNo: traveller.passportNo,
      })),
    );
    return true;
  });
}

export { agencyToday };
