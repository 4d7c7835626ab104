import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders, paymentAttempts } from '@/lib/db/schema';
import { orderNumber } from '@/lib/orders/number';
import { amountDueNow, paymentsOf, pricingOf } from '@/lib/orders/payments';
import type { OrderPricing, PaymentRow } from '@/lib/pricing/breakdown';

/** docs/product-rules.md#bookings: what the payment result and bank-transfer pages show about one order. */
export type PaymentResult = {
  orderId: string;
  orderNo: string;
  name: string;
  surname: string;
  email: string;
  /** Due now (the deposit, the whole amount or the balance); the total once nothing is left. */
  amount: number;
  totalAmount: number;
  paidAmount: number;
  balanceDueOn: string | null;
  pricing: OrderPricing;
  payments: PaymentRow[];
  paymentMethod: 'card' | 'eft';
  orderStatus: string;
  paymentStatus: string;
  transactionDate: string | null;
  transactionId: string | null;
  authCode: string | null;
  halfSecure: boolean;
  holdExpiresAt: string | null;
  /** The latest card payment's installment count (1: a single payment) and what the bank charged for it, cost included (kuruş). */
  installments: number;
  chargedAmount: number;
  /**
   * What card payments the order could not take brought in and must be given back (kuruş, as
   * charged): one approved after the order was cancelled or its seats sold, or a second payment of a
   * paid order (docs/booking-and-payments.md "Refund needed"), not given back yet. 0 when none.
   */
  refundDue: number;
  /** Of those, what staff have given back already (lib/orders/refunds.ts); `refundDue` is what is still to come. */
  refunded: number;
};

/** The order's payment summary for its owner (or, `userId` null, the holder of its balance link); null when it is not theirs. */
export async function paymentResult(orderUUID: string, userId: number | null): Promise<PaymentResult | null> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderUUID, orderUUID));
  if (!order || (userId !== null && order.userId !== userId)) return null;
  const [pricing, payments] = await Promise.all([pricingOf(db, order), paymentsOf(db, order.id)]);
  const paidAmount = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const due = amountDueNow(order, paidAmount);
  const [[attempt], [{ refundDue, refunded }]] = await Promise.all([
    db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(desc(paymentAttempts.id)).limit(1),
    db
      .select({
        refundDue: sql<number>`coalesce(sum(${paymentAttempts.amount}) filter (where ${paymentAttempts.refundedAt} is null), 0)::int`,
        refunded: sql<number>`coalesce(sum(${paymentAttempts.amount}) filter (where ${paymentAttempts.refundedAt} is not null), 0)::int`,
      })
      .from(paymentAttempts)
      // Payments the bank approved: a charge approved without 3-D Secure was never taken as paid (the customer read a failure).
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.refundNeeded, true), eq(paymentAttempts.status, 'approved'))),
  ]);
  return {
    orderId: order.orderUUID,
    orderNo: orderNumber(order),
    name: order.reservationName,
    surname: order.reservationSurName,
    email: order.reservationEmail,
    amount: order.paymentStatus === 'Completed' || due === 0 ? order.totalAmount : due,
    totalAmount: order.totalAmount,
    paidAmount,
    balanceDueOn: order.balanceDueOn,
    pricing,
    payments,
    paymentMethod: order.paymentMethod,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    transactionDate: (attempt?.completedAt ?? order.orderDate).toISOString(),
    transactionId: attempt?.transId ?? null,
    authCode: attempt?.authCode ?? null,
    halfSecure: attempt?.halfSecure ?? false,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    installments: attempt?.installments ?? 1,
    chargedAmount: attempt?.amount ?? order.totalAmount,
    refundDue,
    refunded,
  };
}
