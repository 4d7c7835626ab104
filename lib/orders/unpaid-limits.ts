import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import type { Executor } from '@/lib/db/client';
import { orderDetails, orders, users } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { openStatuses } from './status';

/**
 * Unpaid orders hold seats (card orders 30 minutes, bank transfers up to EFT_DEADLINE_HOURS). Without
 * a bound, one visitor could hold every seat of a departure with orders never paid. So an address
 * holds at most UNPAID_SEATS_PER_ADDRESS unpaid seats per departure, and a customer (or temporary
 * user) has at most UNPAID_ORDERS_PER_CUSTOMER unpaid orders (docs/booking-and-payments.md,
 * "Limits per address"). An order whose card payment has started (Processing) still holds its seats
 * until the bank answers or the hold ends, so it counts as well.
 */
const unpaid = (now: Date) => and(inArray(orders.orderStatus, openStatuses), eq(orders.paymentStatus, 'Pending'), gt(orders.holdExpiresAt, now));

/**
 * Locks the customer's row until the transaction ends: their checkouts run one after the other, each
 * from its first read of the cart (a second tab's checkout then finds the cart the first one emptied).
 * A row gone by then was a guest's temporary user that a sign-in in another window adopted, with its
 * cart (lib/cart/merge-guest-cart.ts, which holds the same lock), or that the purge of old ones took.
 */
export async function lockCustomer(tx: Executor, userId: number): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new HttpError(409, 'sessionChanged');
}

/** Before any seat is taken, with the customer's row locked (`lockCustomer`): counts their unpaid orders. */
export async function assertUnpaidOrdersWithinLimit(tx: Executor, userId: number, now: Date): Promise<void> {
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), unpaid(now)));
  const max = env().UNPAID_ORDERS_PER_CUSTOMER;
  if (count >= max) throw new HttpError(429, 'tooManyUnpaidOrders', { max });
}

/**
 * Uses of one promo code that an address's unpaid orders hold at once. Unpaid orders hold a use until
 * their hold ends (docs/decisions/0082), a bank transfer for EFT_DEADLINE_HOURS: without this bound one
 * network could use up a public code with orders it never pays, again every two days.
 */
const PROMO_HOLDS_PER_ADDRESS = 2;

/** With the code's row locked (checkout's `findPromo(…, true)`): the address's unpaid orders with it stay within the limit. */
export async function assertPromoHoldsWithinLimit(tx: Executor, ip: string, promoCodeId: number, now: Date): Promise<void> {
  if (!ip) return;
  const [{ held }] = await tx
    .select({ held: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.promoCodeId, promoCodeId), eq(orders.ip, ip), unpaid(now)));
  if (held >= PROMO_HOLDS_PER_ADDRESS) throw new HttpError(429, 'tooManyPromoHolds', { max: PROMO_HOLDS_PER_ADDRESS });
}

/**
 * After the departure's seats were taken (its row stays locked until the transaction ends, so
 * concurrent checkouts of that departure are counted one after the other): the address's unpaid
 * seats there, with these, stay within the limit.
 */
export async function assertUnpaidSeatsWithinLimit(tx: Executor, ip: string, departureId: number, seats: number, now: Date): Promise<void> {
  if (!ip) return;
  const [{ held }] = await tx
    .select({ held: sql<number>`coalesce(sum(${orderDetails.adultQuantity} + ${orderDetails.childQuantity}), 0)::int` })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.id, orderDetails.orderId))
    .where(and(eq(orderDetails.departureId, departureId), eq(orders.ip, ip), unpaid(now)));
  const max = env().UNPAID_SEATS_PER_ADDRESS;
  if (held + seats > max) throw new HttpError(429, 'tooManySeatsHeld', { max });
}
