import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { orderDetails, orderEvents, orders, tourDepartures } from '@/lib/db/schema';
import { seatsNeeded } from '@/lib/booking/rules';
import { sendOrderCancelledMail } from './notifications';

export type Actor = { kind: 'customer' | 'admin' | 'system' | 'bank'; userId?: number | null };

/**
 * Cancels an order that is still Pending or Processing and gives its seats back. The status change
 * is a guarded UPDATE, so two servers (or a customer and the expiry job) can never release the same
 * seats twice. Returns false when the order was no longer cancellable.
 */
export async function cancelOrderIn(tx: Executor, orderId: number, actor: Actor, note = ''): Promise<boolean> {
  const [cancelled] = await tx
    .update(orders)
    .set({ orderStatus: 'Cancelled', updatedAt: new Date(), holdExpiresAt: null })
    .where(and(eq(orders.id, orderId), inArray(orders.orderStatus, ['Pending', 'Processing'])))
    .returning({ id: orders.id });
  if (!cancelled) return false;
  const [previous] = await tx.select({ status: orderEvents.toStatus }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(sql`${orderEvents.id} desc`).limit(1);
  const lines = await tx.select().from(orderDetails).where(eq(orderDetails.orderId, orderId));
  for (const line of lines) {
    await tx
      .update(tourDepartures)
      .set({ seatsTaken: sql`greatest(0, ${tourDepartures.seatsTaken} - ${seatsNeeded(line)})` })
      .where(eq(tourDepartures.id, line.departureId));
  }
  await tx.insert(orderEvents).values({ orderId, fromStatus: previous?.status ?? 'Pending', toStatus: 'Cancelled', actorKind: actor.kind, actorUserId: actor.userId ?? null, note });
  return true;
}

/** Cancels the order (see cancelOrderIn) and tells the customer by e-mail in their language. */
export async function cancelOrder(orderId: number, actor: Actor, note = ''): Promise<boolean> {
  const db = await getDb();
  const cancelled = await db.transaction((tx) => cancelOrderIn(tx, orderId, actor, note));
  if (cancelled) {
    // The cancellation stands even if the mail server is down; the outbox records the failure.
    await sendOrderCancelledMail(orderId).catch((error: unknown) => console.error('[orders] cancellation mail failed:', error instanceof Error ? error.message : error));
  }
  return cancelled;
}

/** Cancels every unpaid order whose seat hold has run out; returns their ids. */
export async function releaseExpiredHolds(now = new Date()): Promise<number[]> {
  const db = await getDb();
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.orderStatus, ['Pending', 'Processing']), lt(orders.holdExpiresAt, now)));
  const released: number[] = [];
  for (const { id } of expired) {
    if (await cancelOrder(id, { kind: 'system' }, 'hold expired')) released.push(id);
  }
  return released;
}

const timerKey = Symbol.for('tour-agency.hold-expiry');
const timers = globalThis as Record<symbol, ReturnType<typeof setInterval> | undefined>;

/** Checks for expired holds every minute in this server (safe with several servers: see cancelOrderIn). */
export function startHoldExpiry(intervalMs = 60_000) {
  if (timers[timerKey]) return;
  const run = () =>
    releaseExpiredHolds().catch((error: unknown) => console.error('[orders] releasing expired holds failed:', error instanceof Error ? error.message : error));
  timers[timerKey] = setInterval(run, intervalMs);
  timers[timerKey].unref?.();
  void run();
}
