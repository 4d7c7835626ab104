import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, orderEvents, orders } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';

/**
 * Staff saw a bank transfer arrive: the EFT order becomes Confirmed and paid. A guarded UPDATE makes
 * a double click harmless; an order whose hold expired (Cancelled) is refused with a sentence.
 */
export async function markTransferPaid(orderId: number, adminId: number): Promise<{ order: typeof orders.$inferSelect; changed: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, 'orderNotFound');
    if (order.paymentMethod !== 'eft') throw new HttpError(409, 'orderNotTransfer');
    if (order.paymentStatus === 'Completed') return { order, changed: false };
    const [updated] = await tx
      .update(orders)
      .set({ orderStatus: 'Confirmed', paymentStatus: 'Completed', holdExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.orderStatus, ['Pending', 'Processing'])))
      .returning();
    if (!updated) throw new HttpError(409, 'orderNotPayable');
    await tx.insert(orderEvents).values({ orderId, fromStatus: order.orderStatus, toStatus: 'Confirmed', actorKind: 'admin', actorUserId: adminId, note: 'bank transfer received' });
    await tx.insert(auditLog).values({ userId: adminId, action: 'order.markPaid', entity: 'order', entityId: String(orderId), details: { orderUUID: order.orderUUID, amount: order.totalAmount } });
    return { order: updated, changed: true };
  });
}
