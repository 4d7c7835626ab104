import 'server-only';
import { auditLog, orders } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { openStatuses } from './status';
import { IllegalTransition, inOrderTransaction, lockOrder, transition } from './transition';

/**
 * Staff saw a bank transfer arrive: the EFT order becomes Confirmed and paid (lib/orders/
 * transition.ts). A double click finds it paid and changes nothing; an order whose hold expired
 * (Cancelled) is refused with a sentence.
 */
export async function markTransferPaid(orderId: number, adminId: number): Promise<{ order: typeof orders.$inferSelect; changed: boolean }> {
  return inOrderTransaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, 'orderNotFound');
    if (order.paymentMethod !== 'eft') throw new HttpError(409, 'orderNotTransfer');
    if (order.paymentStatus === 'Completed') return { order, changed: false };
    const moved = await transition(tx, orderId, 'Confirmed', { kind: 'admin', userId: adminId }, 'bank transfer received', { from: openStatuses, set: { paymentStatus: 'Completed' } }).catch((error: unknown) => {
      if (error instanceof IllegalTransition) throw new HttpError(409, 'orderNotPayable');
      throw error;
    });
    await tx.insert(auditLog).values({ userId: adminId, action: 'order.markPaid', entity: 'order', entityId: String(orderId), details: { orderUUID: order.orderUUID, amount: order.totalAmount } });
    return { order: moved.order, changed: true };
  });
}
