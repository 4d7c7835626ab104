import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { orderDetails, orderEvents, orders } from '@/lib/db/schema';
import { seatsNeeded } from '@/lib/booking/rules';
import { invalidateCatalogue } from '@/lib/catalog/invalidate';
import { HttpError } from '@/lib/http/respond';
import { canTransition, holdsSeats, openStatuses, type OrderStatus } from './status';
import { lockDepartures, releaseSeats, takeSeats } from './seats';

/**
 * Where an order changes status (docs/booking-and-payments.md): every move — checkout (→ Pending),
 * payment start (→ Processing), a declined card (→ Pending), payment applied, mark paid (→
 * Confirmed), a late payment after the hold expired (Cancelled → Confirmed), the customer's and
 * staff's cancel, hold expiry (→ Cancelled), trip completed (→ Completed) — is `transition()` below
 * (or `recordPlaced()` for a new order), inside `inOrderTransaction()`. In one transaction it locks
 * the order row, checks the move against lib/orders/status.ts, gives back or takes again the seats
 * as `holdsSeats` says, updates the row and writes the order_events row. After the commit the tour
 * pages whose seats changed are invalidated (lib/catalog/invalidate.ts).
 */

export type Actor = { kind: 'customer' | 'admin' | 'system' | 'bank'; userId?: number | null };
export type OrderRow = typeof orders.$inferSelect;

/** The move is not allowed from the order's current status (a handler answers 409 with a sentence). */
export class IllegalTransition extends HttpError {
  constructor(
    readonly orderId: number,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(409, 'orderStatusChanged');
  }
}

/** Cancelled → a status holding seats, but a departure no longer has them; nothing was changed. */
export class SeatsGone extends HttpError {
  constructor(readonly orderId: number) {
    super(409, 'orderStatusChanged');
  }
}

/** The tours whose seats changed in each open order transaction. */
const seatChanges = new WeakMap<Executor, Set<number>>();

/**
 * Runs `work` in one database transaction in which orders may change status; once it has committed,
 * the catalogue pages of the tours whose seats changed are invalidated. Nothing is invalidated when
 * it rolls back.
 */
export async function inOrderTransaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
  const db = await getDb();
  const tours = new Set<number>();
  const result = await db.transaction((tx) => {
    seatChanges.set(tx, tours);
    return work(tx);
  });
  if (tours.size) await invalidateCatalogue({ tours: [...tours] });
  return result;
}

function changesOf(tx: Executor): Set<number> {
  const tours = seatChanges.get(tx);
  if (!tours) throw new Error('Orders change status inside inOrderTransaction(), so that the seats they change reach the tour pages');
  return tours;
}

/** The order row, locked until the transaction ends (two servers never move the same order at once); null if unknown. */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

type TransitionOptions = {
  /** Only from these statuses (a narrower rule than the table's, e.g. a customer cancels only Pending). */
  from?: readonly OrderStatus[];
  /** Other columns to set with the status (paymentStatus…). */
  set?: Partial<Pick<OrderRow, 'paymentStatus' | 'holdExpiresAt'>>;
};

/**
 * Moves the order to `to`, or throws IllegalTransition (404 HttpError for an unknown order; SeatsGone
 * when seats must be taken again and are not free). Leaving the open statuses ends the seat hold.
 */
export async function transition(tx: Executor, orderId: number, to: OrderStatus, actor: Actor, note: string, options: TransitionOptions = {}): Promise<{ order: OrderRow; from: OrderStatus }> {
  const tours = changesOf(tx);
  const order = await lockOrder(tx, orderId);
  if (!order) throw new HttpError(404, 'orderNotFound');
  const from = order.orderStatus;
  if ((options.from && !options.from.includes(from)) || !canTransition(from, to)) throw new IllegalTransition(orderId, from, to);

  if (holdsSeats(from) !== holdsSeats(to)) {
    const lines = await tx.select().from(orderDetails).where(eq(orderDetails.orderId, orderId));
    await lockDepartures(tx, lines.map((line) => line.departureId));
    if (holdsSeats(to)) {
      // All the lines' seats or none: a savepoint undoes the lines taken before a full one.
      const taken = await tx
        .transaction(async (savepoint) => {
          for (const line of lines) if (!(await takeSeats(savepoint, line.departureId, seatsNeeded(line)))) throw new SeatsGone(orderId);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof SeatsGone) return false;
          throw error;
        });
      if (!taken) throw new SeatsGone(orderId);
    } else {
      for (const line of lines) await releaseSeats(tx, line.departureId, seatsNeeded(line));
    }
    for (const line of lines) tours.add(line.tourId);
  }

  const stillOpen = (openStatuses as readonly OrderStatus[]).includes(to);
  const [updated] = await tx
    .update(orders)
    .set({ ...(stillOpen ? {} : { holdExpiresAt: null }), ...options.set, orderStatus: to, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, actorKind: actor.kind, actorUserId: actor.userId ?? null, note });
  return { order: updated, from };
}

/** A new order (inserted Pending, its seats taken by the checkout): the first event of its history. */
export async function recordPlaced(tx: Executor, orderId: number, tourIds: readonly number[], actor: Actor, note: string): Promise<void> {
  const tours = changesOf(tx);
  await tx.insert(orderEvents).values({ orderId, fromStatus: null, toStatus: 'Pending', actorKind: actor.kind, actorUserId: actor.userId ?? null, note });
  for (const id of tourIds) tours.add(id);
}
