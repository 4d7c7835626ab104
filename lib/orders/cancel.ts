import 'server-only';
import { and, inArray, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { sendOrderCancelledMail } from './notifications';
import { logError } from '@/lib/log';
import { customerMayCancel, openStatuses } from './status';
import { IllegalTransition, inOrderTransaction, lockOrder, transition, type Actor } from './transition';

const mailFailed = (error: unknown) => logError('orders', error, 'cancellation mail failed');

/**
 * Cancels an order that is still Pending or Processing and gives its seats back (lib/orders/
 * transition.ts: the row is locked, so two servers, or a customer and the expiry job, never release
 * the same seats twice), then tells the customer by e-mail in their language. Returns false when
 * the order was no longer cancellable.
 */
export async function cancelOrder(orderId: number, actor: Actor, note = ''): Promise<boolean> {
  const cancelled = await inOrderTransaction((tx) => transition(tx, orderId, 'Cancelled', actor, note, { from: openStatuses }))
    .then(() => true)
    .catch((error: unknown) => {
      if (error instanceof IllegalTransition) return false;
      throw error;
    });
  // The cancellation stands even if the mail server is down; the outbox records the failure.
  if (cancelled) await sendOrderCancelledMail(orderId).catch(mailFailed);
  return cancelled;
}

type CustomerCancelResult = 'cancelled' | 'notFound' | 'notYours' | 'notCancellable';

/**
 * The customer cancels their own booking. docs/product-rules.md#statuses: only a Pending one (not while they are paying at
 * the bank, Processing) — checked on the locked row, so a payment confirmed a moment earlier wins.
 */
export async function cancelOwnOrder(orderId: number, userId: number): Promise<CustomerCancelResult> {
  const result = await inOrderTransaction(async (tx): Promise<CustomerCancelResult> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return 'notFound';
    if (order.userId !== userId) return 'notYours';
    if (!customerMayCancel(order.orderStatus)) return 'notCancellable';
    await transition(tx, orderId, 'Cancelled', { kind: 'customer', userId }, 'cancelled by the customer', { from: ['Pending'] });
    return 'cancelled';
  });
  if (result === 'cancelled') await sendOrderCancelledMail(orderId).catch(mailFailed);
  return result;
}

/**
 * Cancels every unpaid order whose seat hold has run out; returns their ids. Each is checked again
 * on its locked row: a payment applied meanwhile keeps its order.
 */
export async function releaseExpiredHolds(now = new Date()): Promise<number[]> {
  const db = await getDb();
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.orderStatus, openStatuses), lt(orders.holdExpiresAt, now)));
  const released: number[] = [];
  for (const { id } of expired) {
    const cancelled = await inOrderTransaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || !(openStatuses as readonly string[]).includes(order.orderStatus) || !order.holdExpiresAt || order.holdExpiresAt >= now) return false;
      await transition(tx, id, 'Cancelled', { kind: 'system' }, 'hold expired', { from: openStatuses });
      return true;
    });
    if (cancelled) {
      released.push(id);
      await sendOrderCancelledMail(id).catch(mailFailed);
    }
  }
  return released;
}
