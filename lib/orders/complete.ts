import 'server-only';
import { and, eq, gte, notExists } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderDetails, orders } from '@/lib/db/schema';
import { IllegalTransition, inOrderTransaction, transition } from './transition';

/** Today in the agency's time zone (Europe/Istanbul), YYYY-MM-DD. */
function agencyToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Confirmed orders whose every departure day is over become Completed (the bookings page's
 * "completed" tab; staff see the trip took place). Seats stay taken: the trip happened. Returns their ids.
 */
export async function completeFinishedTrips(now = new Date()): Promise<number[]> {
  const db = await getDb();
  const today = agencyToday(now);
  const finished = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, 'Confirmed'),
        notExists(db.select({ id: orderDetails.id }).from(orderDetails).where(and(eq(orderDetails.orderId, orders.id), gte(orderDetails.departureDate, today)))),
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
