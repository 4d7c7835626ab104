import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { orderDetails, orderPayments, orders } from '@/lib/db/schema';
import { countPromoUse } from '@/lib/pricing/rules-db';
import { owesBalance } from './status';
import type { OrderPricing, PaymentRow } from '@/lib/pricing/breakdown';

/**
 * Every payment an order received (docs/decisions/0081): paid + due = total, to the kuruş. The
 * first payment is the deposit (or the whole amount), a later one the balance; the card callback
 * and staff's "transfer received" both record through `recordPayment`, inside their transaction.
 */

type Order = typeof orders.$inferSelect;

export async function paidSoFar(db: Executor, orderId: number): Promise<number> {
  const [row] = await db.select({ paid: sql<string>`coalesce(sum(${orderPayments.amount}), 0)` }).from(orderPayments).where(eq(orderPayments.orderId, orderId));
  return Number(row.paid);
}

/**
 * The balance each of these orders still owes (kuruş, by order id): only a deposit-paid order that
 * can still pay it (`owesBalance`) owes one; every other order is absent. One query for the list.
 */
export async function balancesDue(db: Executor, list: readonly (Pick<Order, 'id' | 'totalAmount'> & { orderStatus: string; paymentStatus: string })[]): Promise<Map<number, number>> {
  const owing = list.filter(owesBalance);
  if (!owing.length) return new Map();
  const rows = await db
    .select({ orderId: orderPayments.orderId, paid: sql<string>`sum(${orderPayments.amount})` })
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, owing.map((order) => order.id)))
    .groupBy(orderPayments.orderId);
  const paid = new Map(rows.map((row) => [row.orderId, Number(row.paid)]));
  return new Map(owing.map((order) => [order.id, Math.max(0, order.totalAmount - (paid.get(order.id) ?? 0))]));
}

/** What the customer pays now: the deposit (or the whole amount) first, then the balance. */
export function amountDueNow(order: Pick<Order, 'totalAmount' | 'depositAmount'>, paid: number): number {
  if (paid <= 0) return Math.min(order.totalAmount, order.depositAmount ?? order.totalAmount);
  return Math.max(0, order.totalAmount - paid);
}

export type RecordedPayment = { kind: PaymentRow['kind']; paid: number; due: number };

/**
 * Records one received payment and counts the order's promo code with its first one. Refuses
 * (returns null) an amount that would take the order past its total: that money is to be refunded.
 */
export async function recordPayment(
  tx: Executor,
  order: Pick<Order, 'id' | 'totalAmount' | 'promoCodeId' | 'reservationEmail'>,
  payment: { method: 'card' | 'eft'; amount: number; attemptId?: number; actorUserId?: number; installments?: number; installmentCostKurus?: number },
): Promise<RecordedPayment | null> {
  const before = await paidSoFar(tx, order.id);
  if (payment.amount <= 0 || before + payment.amount > order.totalAmount) return null;
  const kind: PaymentRow['kind'] = before > 0 ? 'balance' : payment.amount < order.totalAmount ? 'deposit' : 'full';
  await tx.insert(orderPayments).values({
    orderId: order.id,
    kind,
    method: payment.method,
    amount: payment.amount,
    installments: payment.installments ?? 1,
    installmentCostKurus: payment.installmentCostKurus ?? 0,
    attemptId: payment.attemptId ?? null,
    actorUserId: payment.actorUserId ?? null,
  });
  if (before === 0) await countPromoUse(tx, order);
  const paid = before + payment.amount;
  return { kind, paid, due: order.totalAmount - paid };
}

export async function paymentsOf(db: Executor, orderId: number): Promise<PaymentRow[]> {
  const rows = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
  return rows.map((row) => ({ kind: row.kind, method: row.method, amount: row.amount, installments: row.installments, installmentCostKurus: row.installmentCostKurus, paidAt: row.createdAt.toISOString() }));
}

/**
 * The order's breakdown: the one stored at checkout, or — for an order placed before prices were
 * stored — one built from its lines (no discounts, nothing left for later).
 */
export async function pricingOf(db: Executor, order: Order): Promise<OrderPricing> {
  if (order.pricing) return order.pricing;
  const lines = await db.select().from(orderDetails).where(eq(orderDetails.orderId, order.id)).orderBy(asc(orderDetails.id));
  const priced = lines.map((line) => {
    const travellers = (
      [
        ['adult', line.adultQuantity, line.adultPrice],
        ['child', line.childQuantity, line.childPrice],
        ['baby', line.babyQuantity, line.babyPrice],
      ] as const
    )
      .filter(([, quantity]) => quantity > 0)
      .map(([category, quantity, unitPrice]) => ({ category, quantity, unitPrice, amount: quantity * unitPrice }));
    return { tourId: line.tourId, departureId: line.departureId, tourName: line.tourName, startsOn: line.departureDate, travellers, subtotal: line.lineTotal, adjustments: [], total: line.lineTotal, deposit: line.lineTotal };
  });
  return { version: 1, lines: priced, subtotal: order.totalAmount, discount: 0, total: order.totalAmount, deposit: order.totalAmount, balance: 0, balanceDueOn: null, promo: null };
}
