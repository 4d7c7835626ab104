import 'server-only';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { orderDetails, orderEvents, orders, paymentAttempts, tourDepartures, tours } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { openStatuses } from '@/lib/orders/status';

/** The agency works on Istanbul time (UTC+3 all year, no daylight saving since 2016). */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

/** The Istanbul calendar day of a moment, as YYYY-MM-DD. */
export function istanbulDate(moment: Date): string {
  return new Date(moment.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight in Istanbul of a calendar day, as a moment. */
function istanbulMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - ISTANBUL_OFFSET_MS);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the next calendar month of a YYYY-MM-DD day. */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** An order as the /db-main lists show it: its code (and id to open it), date, guest and amount. */
const orderSummary = {
  id: orders.id,
  orderUUID: orders.orderUUID,
  orderDate: orders.orderDate,
  name: orders.reservationName,
  surname: orders.reservationSurName,
  totalAmount: orders.totalAmount,
};

type StatsOptions = { now?: Date; locale: Locale; upcomingDays?: number; listLimit?: number };

/**
 * The figures of the admin's /db-main:
 * - today's bookings: orders placed since midnight (Istanbul), whatever their status;
 * - revenue this month: TRY orders paid (payment Completed, not cancelled) whose payment was
 *   confirmed this calendar month (the time of their last move to Confirmed, else the order date);
 * - bank-transfer orders still waiting for the money (Pending/Processing, unpaid), oldest deadline first;
 * - seats per active departure in the next `upcomingDays` days: sold (paid orders), held (all
 *   orders still holding seats, including unpaid ones) and capacity;
 * - card payments to refund: orders with an attempt the bank approved after the order was already
 *   paid or cancelled and not yet given back (docs/booking-and-payments.md "Refund needed"), newest first.
 */
export async function adminDashboardStats(db: Executor, options: StatsOptions) {
  const now = options.now ?? new Date();
  const { locale } = options;
  const upcomingDays = options.upcomingDays ?? 30;
  const listLimit = options.listLimit ?? 50;
  const today = istanbulDate(now);
  const dayStart = istanbulMidnight(today);
  const dayEnd = istanbulMidnight(addDays(today, 1));
  const monthStart = istanbulMidnight(`${today.slice(0, 7)}-01`);
  const monthEnd = istanbulMidnight(nextMonth(today));
  const lastDay = addDays(today, upcomingDays);

  const paidAt = sql`coalesce((select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'Confirmed' and ${orderEvents.fromStatus} is distinct from 'Confirmed'), ${orders.orderDate})`;
  const todayWhere = and(gte(orders.orderDate, dayStart), lt(orders.orderDate, dayEnd));
  const waitingWhere = and(eq(orders.paymentMethod, 'eft'), inArray(orders.orderStatus, openStatuses), ne(orders.paymentStatus, 'Completed'));
  const upcomingWhere = and(eq(tourDepartures.isActive, true), gte(tourDepartures.startsOn, today), lte(tourDepartures.startsOn, lastDay));

  const refundAmount = sql<number>`sum(coalesce(${paymentAttempts.chargedAmount}, ${paymentAttempts.amount}))::bigint`;
  const [todayOrders, [todayTotals], [revenue], waiting, [waitingTotals], departures, [departureCount], refunds] = await Promise.all([
    db
      .select({ ...orderSummary, orderStatus: orders.orderStatus, paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(todayWhere)
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(listLimit),
    db
      .select({ count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.orderStatus} <> 'Cancelled'), 0)::bigint` })
      .from(orders)
      .where(todayWhere),
    db
      .select({ amount: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint`, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'Completed'), ne(orders.orderStatus, 'Cancelled'), eq(orders.currency, 'TRY'), sql`${paidAt} >= ${monthStart.toISOString()}`, sql`${paidAt} < ${monthEnd.toISOString()}`)),
    db
      .select({ ...orderSummary, holdExpiresAt: orders.holdExpiresAt })
      .from(orders)
      .where(waitingWhere)
      .orderBy(sql`${orders.holdExpiresAt} asc nulls last`, asc(orders.id))
      .limit(listLimit),
    db.select({ count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::bigint` }).from(orders).where(waitingWhere),
    db
      .select({ id: tourDepartures.id, tourId: tourDepartures.tourId, tourTitle: tours.title, startsOn: tourDepartures.startsOn, startTime: tourDepartures.startTime, capacity: tourDepartures.capacity, held: tourDepartures.seatsTaken })
      .from(tourDepartures)
      .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
      .where(upcomingWhere)
      .orderBy(asc(tourDepartures.startsOn), asc(tourDepartures.startTime), asc(tourDepartures.id))
      .limit(listLimit),
    db.select({ count: sql<number>`count(*)::int` }).from(tourDepartures).where(upcomingWhere),
    db
      .select({ ...orderSummary, refundAmount, approvedAt: sql<Date>`max(${paymentAttempts.completedAt})` })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(and(eq(paymentAttempts.refundNeeded, true), isNull(paymentAttempts.refundedAt)))
      .groupBy(orders.id)
      .orderBy(desc(sql`max(${paymentAttempts.completedAt})`), desc(orders.id)),
  ]);

  const departureIds = departures.map((departure) => departure.id);
  const sold = departureIds.length
    ? await db
        .select({ departureId: orderDetails.departureId, seats: sql<number>`sum(${orderDetails.adultQuantity} + ${orderDetails.childQuantity})::int` })
        .from(orderDetails)
        .innerJoin(orders, eq(orders.id, orderDetails.orderId))
        .where(and(inArray(orderDetails.departureId, departureIds), eq(orders.paymentStatus, 'Completed'), ne(orders.orderStatus, 'Cancelled')))
        .groupBy(orderDetails.departureId)
    : [];
  const soldBy = new Map(sold.map((row) => [row.departureId, Number(row.seats)]));

  return {
    today,
    todayBookings: {
      count: Number(todayTotals.count),
      amount: Number(todayTotals.amount),
      items: todayOrders.map((order) => ({ ...order, orderDate: order.orderDate.toISOString() })),
    },
    revenueThisMonth: { month: today.slice(0, 7), amount: Number(revenue.amount), orders: Number(revenue.count) },
    waitingTransfers: {
      count: Number(waitingTotals.count),
      amount: Number(waitingTotals.amount),
      items: waiting.map((order) => ({ ...order, orderDate: order.orderDate.toISOString(), holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null })),
    },
    refundsNeeded: {
      count: refunds.length,
      amount: refunds.reduce((sum, order) => sum + Number(order.refundAmount), 0),
      items: refunds.slice(0, listLimit).map(({ approvedAt, refundAmount: amount, ...order }) => ({
        ...order,
        orderDate: order.orderDate.toISOString(),
        refundAmount: Number(amount),
        approvedAt: approvedAt ? new Date(approvedAt).toISOString() : null,
      })),
    },
    upcomingDepartures: {
      days: upcomingDays,
      count: Number(departureCount.count),
      items: departures.map((departure) => {
        const soldSeats = soldBy.get(departure.id) ?? 0;
        return {
          id: departure.id,
          tourId: departure.tourId,
          tourTitle: pick(departure.tourTitle, locale),
          startsOn: departure.startsOn,
          startTime: departure.startTime ? departure.startTime.slice(0, 5) : null,
          capacity: departure.capacity,
          sold: soldSeats,
          held: departure.held,
          awaitingPayment: Math.max(0, departure.held - soldSeats),
          free: Math.max(0, departure.capacity - departure.held),
        };
      }),
    },
  };
}
export type AdminDashboardStats = Awaited<ReturnType<typeof adminDashboardStats>>;

/** A customer's next trip: the earliest departure from today on among their orders that are not cancelled. */
export async function nextCustomerBooking(db: Executor, userId: number, options: { now?: Date; locale: Locale }) {
  const today = istanbulDate(options.now ?? new Date());
  const [row] = await db
    .select({
      orderUUID: orders.orderUUID,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      totalAmount: orders.totalAmount,
      tourId: orderDetails.tourId,
      tourTitle: tours.title,
      departureDate: orderDetails.departureDate,
      startTime: tourDepartures.startTime,
      adults: orderDetails.adultQuantity,
      children: orderDetails.childQuantity,
      babies: orderDetails.babyQuantity,
    })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.id, orderDetails.orderId))
    .innerJoin(tours, eq(tours.id, orderDetails.tourId))
    .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
    .where(and(eq(orders.userId, userId), ne(orders.orderStatus, 'Cancelled'), gte(orderDetails.departureDate, today)))
    .orderBy(asc(orderDetails.departureDate), asc(tourDepartures.startTime), asc(orderDetails.id))
    .limit(1);
  if (!row) return null;
  return { ...row, tourTitle: pick(row.tourTitle, options.locale), startTime: row.startTime ? row.startTime.slice(0, 5) : null };
}
export type NextCustomerBooking = NonNullable<Awaited<ReturnType<typeof nextCustomerBooking>>>;
