import 'server-only';
import { and, eq, gte, isNull, lt, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders, settings } from '@/lib/db/schema';
import { logError } from '@/lib/log';
import { sendBalanceOverdueMail, sendBalanceReminderMail, sendOrderCancelledMail } from '@/lib/orders/notifications';
import { inOrderTransaction, lockOrder, transition } from '@/lib/orders/transition';
import { balancePaymentInFlight } from '@/lib/payments/card-payment';
import { addDays, istanbulDay } from './price';
import { departureStart } from '@/lib/booking/rules';

/** The reminder goes out this many days before the balance's due day (docs/decisions/0083). */
export const BALANCE_REMINDER_DAYS = 7;

const owing = and(eq(orders.paymentStatus, 'Partial'), eq(orders.orderStatus, 'Confirmed'));
const mailFailed = (error: unknown) => logError('balance', error, 'balance mail failed');

/**
 * Reminds every deposit-paid booking whose balance falls due within BALANCE_REMINDER_DAYS, once:
 * the order is claimed with a guarded UPDATE (`balance_reminder_sent_at IS NULL`) before the
 * e-mail is queued, so two servers or two runs never send it twice. Returns the orders reminded.
 */
export async function sendBalanceReminders(now = new Date()): Promise<number[]> {
  const db = await getDb();
  const today = istanbulDay(now);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(owing, isNull(orders.balanceReminderSentAt), gte(orders.balanceDueOn, today), lte(orders.balanceDueOn, addDays(today, BALANCE_REMINDER_DAYS))));
  const reminded: number[] = [];
  for (const { id } of due) {
    const [claimed] = await db
      .update(orders)
      .set({ balanceReminderSentAt: now })
      .where(and(eq(orders.id, id), owing, isNull(orders.balanceReminderSentAt)))
      .returning({ id: orders.id });
    if (!claimed) continue;
    reminded.push(id);
    await sendBalanceReminderMail(id).catch(mailFailed);
  }
  return reminded;
}

/**
 * Flags every deposit-paid booking whose balance was not paid by the end of its due day, once
 * (`balance_overdue_at`, an order event, an e-mail to staff); with the agency's setting
 * "cancel on overdue balance" the booking is also cancelled (Confirmed → Cancelled, seats back,
 * the customer told). Returns the orders flagged.
 */
export async function flagOverdueBalances(now = new Date()): Promise<{ flagged: number[]; cancelled: number[] }> {
  const db = await getDb();
  const today = istanbulDay(now);
  const [setting] = await db.select({ cancel: settings.cancelOnOverdueBalance }).from(settings).where(eq(settings.id, 1));
  const overdue = await db.select({ id: orders.id }).from(orders).where(and(owing, isNull(orders.balanceOverdueAt), lt(orders.balanceDueOn, today)));
  const flagged: number[] = [];
  const cancelled: number[] = [];
  for (const { id } of overdue) {
    const outcome = await inOrderTransaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (!order || order.paymentStatus !== 'Partial' || order.orderStatus !== 'Confirmed' || order.balanceOverdueAt || !order.balanceDueOn || order.balanceDueOn >= today) return null;
      // The customer is paying the balance at the bank right now (the due day's last minutes): the
      // next run decides, once the bank has answered. Cancelling meanwhile would take the booking of
      // a customer who paid in full, leaving staff a refund.
      if (await balancePaymentInFlight(tx, id, now, departureStart(addDays(order.balanceDueOn, 1), null))) return null;
      await tx.update(orders).set({ balanceOverdueAt: now }).where(eq(orders.id, id));
      if (setting?.cancel) {
        await transition(tx, id, 'Cancelled', { kind: 'system' }, 'balance overdue: cancelled', { from: ['Confirmed'] });
        return 'cancelled' as const;
      }
      await tx.insert(orderEvents).values({ orderId: id, fromStatus: order.orderStatus, toStatus: order.orderStatus, actorKind: 'system', note: 'balance overdue' });
      return 'flagged' as const;
    });
    if (!outcome) continue;
    flagged.push(id);
    if (outcome === 'cancelled') {
      cancelled.push(id);
      await sendOrderCancelledMail(id).catch(mailFailed);
    }
    await sendBalanceOverdueMail(id, outcome === 'cancelled').catch(mailFailed);
  }
  return { flagged, cancelled };
}
