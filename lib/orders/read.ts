import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { orderDetails, orderEvents, orders, tourDepartures, tours, users } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { lineAmounts } from './line-amounts';
import { lineTourName } from './tour-name';
import { paymentsOf, pricingOf } from './payments';
import { withTourNames } from '@/lib/pricing/breakdown';
import { maskedNumber } from '@/lib/travellers/masked';
import type { OrderDetail, UserOrder } from './types';

/** The customer's reads of orders (the bookings pages, the API's order answers). Staff's are in lib/admin/orders.ts. */

/** An order's own fields as docs/product-rules.md#bookings's Order spells them (its lines apart). */
function orderHeader(row: typeof orders.$inferSelect): Omit<UserOrder, 'orderDetails'> {
  return {
    id: row.id,
    orderUUID: row.orderUUID,
    orderDate: row.orderDate.toISOString(),
    totalAmount: row.totalAmount,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    reservationName: row.reservationName,
    reservationSurName: row.reservationSurName,
    reservationEmail: row.reservationEmail,
    reservationPhone: row.reservationPhone,
    reservationAddress: row.reservationAddress,
    reservationTaxNo: row.reservationTaxNo,
    reservationTaxOffice: row.reservationTaxOffice,
    // Masked as the travellers' (docs/decisions/0180): the booker typed it; staff read it whole.
    reservationTckn: maskedNumber(row.reservationTckn),
  };
}

/** "09:30" from the departure's stored time, or null when the departure has none. */
const hourOf = (startTime: string | null) => (startTime ? startTime.slice(0, 5) : null);

/** A user's orders, newest first, each line with its tour's name in `locale` and the departure's start time. */
export async function listOrdersOfUser(db: Executor, userId: number, locale: Locale): Promise<UserOrder[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.orderDate), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ line: orderDetails, startTime: tourDepartures.startTime, title: tours.title })
    .from(orderDetails)
    .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
    .leftJoin(tours, eq(tours.id, orderDetails.tourId))
    .where(inArray(orderDetails.orderId, rows.map((row) => row.id)))
    .orderBy(asc(orderDetails.id));
  return rows.map((row) => ({
    ...orderHeader(row),
    orderDetails: lines
      .filter(({ line }) => line.orderId === row.id)
      .map(({ line, startTime, title }) => ({
        tourId: line.tourId,
        tourName: lineTourName(title, line.tourName, locale),
        departureDate: line.departureDate,
        startTime: hourOf(startTime),
        ...lineAmounts(line),
      })),
  }));
}

/** The order row (for the owner check) by its public UUID, or null. */
export async function findOrder(db: Executor, orderUUID: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderUUID, orderUUID));
  return order ?? null;
}

export async function loadOrderDetail(db: Executor, order: typeof orders.$inferSelect, locale: Locale): Promise<OrderDetail> {
  const [lines, events, pricing, payments] = await Promise.all([
    db
      .select({ line: orderDetails, startTime: tourDepartures.startTime, meetingPoint: tours.meetingPoint, title: tours.title })
      .from(orderDetails)
      .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
      .innerJoin(tours, eq(tours.id, orderDetails.tourId))
      .where(eq(orderDetails.orderId, order.id))
      .orderBy(asc(orderDetails.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    pricingOf(db, order),
    paymentsOf(db, order.id),
  ]);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return {
    ...orderHeader(order),
    pricing: withTourNames(pricing, lines.map(({ line, title }) => lineTourName(title, line.tourName, locale))),
    payments,
    balanceDue: paid > 0 ? Math.max(0, order.totalAmount - paid) : 0,
    balanceDueOn: order.balanceDueOn,
    orderDetails: lines.map(({ line, startTime, meetingPoint, title }) => ({
      tourId: line.tourId,
      tourName: lineTourName(title, line.tourName, locale),
      departureDate: line.departureDate,
      startTime: hourOf(startTime),
      meetingPoint: pick(meetingPoint, locale),
      ...lineAmounts(line),
    })),
    events: events.map((event) => ({ fromStatus: event.fromStatus, toStatus: event.toStatus, actorKind: event.actorKind, createdAt: event.createdAt.toISOString() })),
  };
}

/**
 * The newest order a temporary user placed for an address (what was typed at checkout), or null.
 * Such a visitor may confirm the address with a code even when it has no account yet: the code
 * goes to the address the order's "booking received" e-mail already went to (docs/auth.md).
 */
export async function guestOrderFor(db: Executor, guestId: number, email: string) {
  const [row] = await db
    .select({ name: orders.reservationName, surname: orders.reservationSurName, phone: orders.reservationPhone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.userId, guestId), eq(users.role, 'guest'), eq(orders.reservationEmail, email)))
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}
