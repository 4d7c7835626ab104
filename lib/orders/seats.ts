import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { tourDepartures } from '@/lib/db/schema';

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
