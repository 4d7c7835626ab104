import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders, paymentAttempts } from '@/lib/db/schema';
import { orderNumber } from '@/lib/orders/number';

/** docs/product-rules.md#bookings: what the payment result and bank-transfer pages show about one order. */
export type PaymentResult = {
  orderId: string;
  orderNo: string;
  name: string;
  surname: string;
  email: string;
  amount: number;
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
};

/** The order's payment summary for its owner; null when it is not theirs. */
export async function paymentResult(orderUUID: string, userId: number): Promise<PaymentResult | null> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderUUID, orderUUID));
  if (!order || order.userId !== userId) return null;
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(desc(paymentAttempts.id)).limit(1);
  return {
    orderId: order.orderUUID,
    orderNo: orderNumber(order),
    name: order.reservationName,
    surname: order.reservationSurName,
    email: order.reservationEmail,
    amount: order.totalAmount,
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
  };
}
