import 'server-only';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderDetails, orders, tours } from '@/lib/db/schema';
import { IllegalTransition, inOrderTransaction, transition } from './transition';

/** Today in the agency's time zone (Europe/Istanbul), YYYY-MM-DD. */
export function agencyToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The calendar day `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Limits a trip-day job to some orders (the test hook, app/api/test/trip-day); all orders when absent. */
export type OrderScope = { orderIds?: readonly number[] };

export const scopeCondition = (scope: OrderScope) => (scope.orderIds ? inArray(orders.id, scope.orderIds.length ? [...scope.orderIds] : [-1]) : undefined);

/**
 * The last day of an order line's trip: the departure day plus the tour's days after the first
 * (a 3-day tour leaving on the 1st ends on the 3rd).
 */
export const lineEndDay = sql`(${orderDetails.departureDate} + (greatest(${tours.durationDays}, 1) - 1))`;

/**
 * Confirmed orders whose every trip is over (its last day before today, agency time) become
 * Completed, through transition() (the bookings page's "completed" tab, the dashboard; reviews may
 * be written). Seats stay taken: the trip happened. Returns their ids.
 */
export async function completeFinishedTrips(now = new Date(), scope: OrderScope = {}): Promise<number[]> {
  const db = await getDb();
  const today = agencyToday(now);
  const finished = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, 'Confirmed'),
        scopeCondition(scope),
        notExists(
          db
            .select({ id: orderDetails.id })
            .from(orderDetails)
            .innerJoin(tours, eq(tours.id, orderDetails.tourId))
            .where(and(eq(orderDetails.orderId, orders.id), sql`${lineEndDay} >= ${today}::date`)),
        ),
      ),
    );
  const completed: number[] = [];
  for (const { id } of finished) {
    const moved = await inOrderTransaction((tx) => transition(tx, id, 'Completed', { kind: 'system' }, 'trip completed', { from: ['Confirmed'] }))
      .then(() => true)
      .catch((error: unknown) => {
        if (error instanceof IllegalTransition) return false;
        throw error;
      });
    if (moved) completed.push(id);
  }
  return completed;
}
