import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { tourDepartures } from '@/lib/db/schema';

/**
 * Locks departures' rows in the order of their ids, before seats of several are taken: two
 * checkouts whose carts hold the same departures in opposite orders would otherwise each lock one
 * and wait for the other's (on PostgreSQL one of them then fails with a deadlock). Every path that
 * changes the seats of several departures in one transaction takes them in this order.
 */
export async function lockDepartures(tx: Executor, departureIds: readonly number[]): Promise<void> {
  if (departureIds.length < 2) return;
  await tx.select({ id: tourDepartures.id }).from(tourDepartures).where(inArray(tourDepartures.id, [...new Set(departureIds)])).orderBy(asc(tourDepartures.id)).for('update');
}

/**
 * Takes seats of a departure with a guarded UPDATE: a departure can never pass its capacity,
 * however many checkouts run at once. Returns false (and changes nothing) when they are not free.
 */
export async function takeSeats(tx: Executor, departureId: number, seats: number): Promise<boolean> {
  const taken = await tx
    .update(tourDepartures)
    .set({ seatsTaken: sql`${tourDepartures.seatsTaken} + ${seats}` })
    .where(and(eq(tourDepartures.id, departureId), sql`${tourDepartures.seatsTaken} + ${seats} <= ${tourDepartures.capacity}`))
    .returning({ id: tourDepartures.id });
  return taken.length > 0;
}

/** Gives seats of a departure back. */
export async function releaseSeats(tx: Executor, departureId: number, seats: number): Promise<void> {
  await tx
    .update(tourDepartures)
    .set({ seatsTaken: sql`greatest(0, ${tourDepartures.seatsTaken} - ${seats})` })
    .where(eq(tourDepartures.id, departureId));
}
