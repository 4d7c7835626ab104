import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/admin/audit';
import { orderEvents, orders, paymentAttempts, users } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { paidSoFar } from './payments';
import { inOrderTransaction, lockOrder, type OrderRow } from './transition';

/**
 * Staff record that they gave a card payment back through the bank (docs/booking-and-payments.md
 * "Refund needed"): a payment the bank approved for an order that could not take it. The payment
 * keeps `refundNeeded` (its history) and gains `refundedAt`, who did it and the bank's reference;
 * the dashboard stops listing it as a refund to make, and the customer is told (the caller sends
 * `sendRefundMadeMail`). A second press (another tab, another admin) changes nothing and says who
 * recorded it: two people who each gave the money back at the bank must hear of it.
 *
 * The same closes a charge the bank approved without 3-D Secure (not taken as paid, the card maybe
 * charged; attempt status `declined`): staff record it once the bank gave it back or found none;
 * the customer, told the payment failed, gets no "refunded" e-mail (`approved` false).
 *
 * A cancelled order whose only money was such payments, all given back now, is `Refunded`: nothing
 * of the customer's is with the agency any more. A paid order keeps `Completed` (its own payment
 * stays), and a cancelled order that kept a deposit keeps `Partial`.
 */
export type RecordedRefund = {
  order: OrderRow;
  attemptId: number;
  /** Approved by the bank: the customer paid it and is told it came back; else a charge that may never have happened. */
  approved: boolean;
  /** Null when this call recorded it; else when and by whom it had been recorded before. */
  already: { at: Date; by: string | null } | null;
};

export async function recordRefund(orderId: number, attemptId: number, adminId: number, reference: string): Promise<RecordedRefund> {
  return inOrderTransaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new HttpError(404, 'orderNotFound');
    // The attempt of this order only: another order's payment id is "not found", never touched.
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.orderId, orderId)))
      .for('update');
    if (!attempt) throw new HttpError(404, 'paymentNotFound');
    if (!attempt.refundNeeded) throw new HttpError(409, 'noRefundDue');
    // A signed approval not as started (`unverified`, docs/decisions/0177) took money too.
    const approved = attempt.status === 'approved' || attempt.status === 'unverified';
    if (attempt.refundedAt) {
      const [by] = attempt.refundedBy ? await tx.select({ email: users.email }).from(users).where(eq(users.id, attempt.refundedBy)) : [];
      return { order, attemptId, approved, already: { at: attempt.refundedAt, by: by?.email ?? null } };
    }

    const now = new Date();
    await tx
      .update(paymentAttempts)
      .set({ refundedAt: now, refundedBy: adminId, refundReference: reference || null })
      .where(eq(paymentAttempts.id, attemptId));
    let updated = order;
    if (order.orderStatus === 'Cancelled' && order.paymentStatus === 'Completed') {
      const [[open], kept] = await Promise.all([
        tx
          .select({ count: sql<number>`count(*)::int` })
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.refundNeeded, true), isNull(paymentAttempts.refundedAt))),
        paidSoFar(tx, orderId),
      ]);
      if (open.count === 0 && kept === 0) {
        [updated] = await tx.update(orders).set({ paymentStatus: 'Refunded', updatedAt: now }).where(eq(orders.id, orderId)).returning();
      }
    }
    const referenceNote = reference ? ` (bank reference ${reference})` : '';
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: order.orderStatus,
      toStatus: order.orderStatus,
      actorKind: 'admin',
      actorUserId: adminId,
      note: `card payment ${attempt.oid} refunded${referenceNote}`,
    });
    await recordAudit(tx, {
      userId: adminId,
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      details: { orderUUID: order.orderUUID, oid: attempt.oid, amount: attempt.chargedAmount ?? attempt.amount, reference: reference || null },
    });
    return { order: updated, attemptId, approved, already: null };
  });
}
