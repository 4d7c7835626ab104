import 'server-only';
import { eq } from 'drizzle-orm';
import { auditLog, orderEvents, orders } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { amountDueNow, paidSoFar, recordPayment } from './payments';
import { openStatuses, owesBalance } from './status';
import { IllegalTransition, inOrderTransaction, lockOrder, transition } from './transition';

/**
 * Staff saw a bank transfer arrive for what is due now (docs/decisions/0081): the deposit (or the
 * whole amount) confirms the EFT order, paid partially or in full; a later transfer pays the
 * balance of a confirmed order. Each is recorded as one payment. A double click finds nothing due
 * and changes nothing; an order whose hold expired (Cancelled) is refused with a sentence.
 * `expected` is the amount the staff member confirmed: on a deposit order a second click (another
 * tab, another admin) would otherwise record the balance as arrived, so another amount due is a 409.
 * Without it only a first payment is recorded: the balance needs its amount named (409
 * `transferAmountRequired`), so a call repeated without one (a retry, a script) never records it.
 */
export async function markTransferPaid(orderId: number, adminId: number, expected?: number): Promise<{ order: typeof orders.$inferSelect; changed: boolean }> {
  return inOrderTransaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, 'orderNotFound');
    if (order.paymentMethod !== 'eft') throw new HttpError(409, 'orderNotTransfer');
    if (order.paymentStatus === 'Completed') return { order, changed: false };
    const amount = amountDueNow(order, await paidSoFar(tx, orderId));
    if (expected !== undefined && expected !== amount) throw new HttpError(409, 'transferAmountChanged');
    const balance = order.paymentStatus === 'Partial';
    if (balance && !owesBalance(order)) throw new HttpError(409, 'orderNotPayable');
    if (balance && expected === undefined) throw new HttpError(409, 'transferAmountRequired');
    if (!balance && !(openStatuses as readonly string[]).includes(order.orderStatus)) throw new HttpError(409, 'orderNotPayable');
    const recorded = await recordPayment(tx, order, { method: 'eft', amount, actorUserId: adminId });
    if (!recorded) return { order, changed: false };
    const paymentStatus = recorded.due === 0 ? ('Completed' as const) : ('Partial' as const);
    let updated = order;
    if (balance) {
      [updated] = await tx.update(orders).set({ paymentStatus, updatedAt: new Date() }).where(eq(orders.id, orderId)).returning();
      await tx.insert(orderEvents).values({ orderId, fromStatus: order.orderStatus, toStatus: order.orderStatus, actorKind: 'admin', actorUserId: adminId, note: 'bank transfer received' });
    } else {
      const moved = await transition(tx, orderId, 'Confirmed', { kind: 'admin', userId: adminId }, 'bank transfer received', { from: openStatuses, set: { paymentStatus } }).catch((error: unknown) => {
        if (error instanceof IllegalTransition) throw new HttpError(409, 'orderNotPayable');
        throw error;
      });
      updated = moved.order;
    }
    await tx.insert(auditLog).values({ userId: adminId, action: 'order.markPaid', entity: 'order', entityId: String(orderId), details: { orderUUID: order.orderUUID, amount, kind: recorded.kind } });
    return { order: updated, changed: true };
  });
}
