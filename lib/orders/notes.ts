import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders } from '@/lib/db/schema';
import { maskCardNumbers } from '@/lib/security/card-numbers';

/**
 * Spec call 14: what the customer saw on the payment failure page, kept as a note in their own
 * order's history for staff (its status unchanged: only verified bank answers move an order). Card
 * numbers typed into the text are masked. Someone else's or an unknown order: nothing is kept.
 */
export async function notePaymentFailureSeen(orderUUID: string, userId: number, message: string): Promise<void> {
  const db = await getDb();
  const [order] = await db.select({ id: orders.id, userId: orders.userId, status: orders.orderStatus }).from(orders).where(eq(orders.orderUUID, orderUUID));
  if (order?.userId !== userId) return;
  const note = `customer saw a payment failure: ${maskCardNumbers(message).slice(0, 300)}`;
  await db.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, actorKind: 'customer', actorUserId: userId, note });
}
