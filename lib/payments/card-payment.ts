import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { orderDetails, orderEvents, orders, paymentAttempts, tourDepartures } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { kurusToDecimalString } from '@/lib/money';
import { seatsNeeded } from '@/lib/booking/rules';
import { sendOrderPaidMail } from '@/lib/orders/notifications';
import { gatewayConfig } from './config';
import { bankOutcome, type BankReason } from './nestpay/codes';
import { autoSubmitHtml, buildGatewayFields, CURRENCY_TRY, type CardFields } from './nestpay/form';
import { fieldText, verifyHashVer3, type FormEntry } from './nestpay/hash';

export type PayableOrder = typeof orders.$inferSelect;

/** The order behind a payment page: the caller's own, paid by card, unpaid and still holding seats. */
export async function payableOrder(orderUUID: string, userId: number, now = new Date()): Promise<PayableOrder> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderUUID, orderUUID));
  if (!order || order.userId !== userId) throw new HttpError(404, 'orderNotFound');
  if (order.paymentMethod !== 'card') throw new HttpError(409, 'orderNotCard');
  if (order.paymentStatus === 'Completed') throw new HttpError(409, 'orderAlreadyPaid');
  if (!['Pending', 'Processing'].includes(order.orderStatus) || (order.holdExpiresAt && order.holdExpiresAt <= now)) {
    throw new HttpError(409, 'orderNotPayable');
  }
  if (order.totalAmount <= 0) throw new HttpError(400, 'invalidAmount');
  return order;
}

export type GatewayStart = { gatewayUrl: string; formData: Record<string, string>; html: string; oid: string };

/**
 * Starts a card payment: records an attempt with a fresh `oid`, moves the order to Processing, and
 * returns the signed form for the bank's 3-D gate. For 3D_PAY the card fields go into that form in
 * memory only: nothing here stores or logs them.
 */
export async function startCardPayment(order: PayableOrder, options: { lang: 'tr' | 'en'; card?: CardFields }): Promise<GatewayStart> {
  const config = await gatewayConfig();
  if (config.storeType === '3D_PAY' && !options.card) throw new HttpError(400, 'cardRequired');
  const oid = `${order.orderUUID.slice(0, 8).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(paymentAttempts).values({ orderId: order.id, oid, storeType: config.storeType, amount: order.totalAmount, currency: CURRENCY_TRY });
    await moveOrder(tx, order.id, ['Pending'], 'Processing', { kind: 'customer', userId: order.userId }, `card payment ${oid}`);
  });
  const formData = buildGatewayFields({
    clientId: config.clientId,
    storeKey: config.storeKey,
    storeType: config.storeType,
    amount: kurusToDecimalString(order.totalAmount),
    oid,
    okUrl: config.okUrl,
    failUrl: config.failUrl,
    callbackUrl: config.callbackUrl,
    lang: options.lang,
    email: order.reservationEmail,
    billToName: `${order.reservationName} ${order.reservationSurName}`,
    card: config.storeType === '3D_PAY' ? options.card : undefined,
  });
  return { gatewayUrl: config.gatewayUrl, formData, html: autoSubmitHtml(config.gatewayUrl, formData), oid };
}

type Actor = { kind: 'customer' | 'bank' | 'admin' | 'system'; userId?: number | null };

/** Moves an order only from the given statuses (a guarded UPDATE) and records the event. */
async function moveOrder(tx: Executor, orderId: number, from: ('Pending' | 'Processing')[], to: 'Processing' | 'Pending' | 'Confirmed', actor: Actor, note: string, extra: Partial<PayableOrder> = {}) {
  const [previous] = await tx.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId));
  const moved = await tx
    .update(orders)
    .set({ orderStatus: to, updatedAt: new Date(), ...extra })
    .where(and(eq(orders.id, orderId), inArray(orders.orderStatus, from)))
    .returning({ id: orders.id });
  if (moved.length) await tx.insert(orderEvents).values({ orderId, fromStatus: previous.status, toStatus: to, actorKind: actor.kind, actorUserId: actor.userId ?? null, note });
  return moved.length > 0;
}

export type CallbackResult =
  | { kind: 'paid'; orderUUID: string; locale: string; halfSecure: boolean }
  | { kind: 'failed'; orderUUID: string; locale: string; reason: BankReason }
  /** Forged, tampered or unknown: nothing was changed. */
  | { kind: 'unverified'; orderUUID?: string; locale?: string };

/**
 * Applies the bank's POST back (okUrl, failUrl or callbackUrl): verifies the hash (constant time),
 * the merchant, the attempt, the amount and the currency, then records the outcome exactly once —
 * replays and double posts find the attempt settled and change nothing.
 */
export async function applyBankCallback(entries: FormEntry[]): Promise<CallbackResult> {
  const config = await gatewayConfig();
  const encoding = fieldText(entries.find(([name]) => name.toLowerCase() === 'encoding')?.[1] ?? '', 'utf-8') || 'utf-8';
  const field = (name: string) => {
    const entry = entries.find(([key]) => key === name);
    return entry ? fieldText(entry[1], encoding) : undefined;
  };
  const oid = field('oid') ?? field('ReturnOid');
  const posted = field('HASH') ?? field('hash');
  const db = await getDb();
  const [attempt] = oid ? await db.select().from(paymentAttempts).where(eq(paymentAttempts.oid, oid)) : [];
  const [order] = attempt ? await db.select().from(orders).where(eq(orders.id, attempt.orderId)) : [];
  if (!attempt || !order) return { kind: 'unverified' };
  const where = { orderUUID: order.orderUUID, locale: order.locale };

  const genuine =
    verifyHashVer3(entries, config.storeKey, posted) &&
    field('clientid') === config.clientId &&
    field('amount') === kurusToDecimalString(attempt.amount) &&
    field('currency') === attempt.currency;
  if (!genuine) {
    console.warn(`[payments] unverifiable bank callback for attempt ${attempt.oid}: ignored`);
    return { kind: 'unverified', ...where };
  }

  const outcome = bankOutcome({ Response: field('Response'), ProcReturnCode: field('ProcReturnCode'), mdStatus: field('mdStatus') });
  const applied = await db.transaction(async (tx) => {
    const settled = await tx
      .update(paymentAttempts)
      .set({
        status: outcome.paid ? 'approved' : field('Response') === 'Error' ? 'error' : 'declined',
        mdStatus: field('mdStatus') ?? null,
        procReturnCode: field('ProcReturnCode') ?? null,
        response: field('Response') ?? null,
        transId: field('TransId') ?? null,
        authCode: field('AuthCode') ?? null,
        hostRefNum: field('HostRefNum') ?? null,
        maskedPan: field('MaskedPan') ?? field('maskedCreditCard') ?? null,
        errorMessage: field('ErrMsg') || field('mdErrorMsg') || null,
        halfSecure: outcome.halfSecure,
        completedAt: new Date(),
      })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'initiated')))
      .returning({ id: paymentAttempts.id });
    if (settled.length === 0) return false;
    if (outcome.paid) await confirmPaidOrder(tx, order.id, attempt.oid, outcome.halfSecure);
    else await moveOrder(tx, order.id, ['Processing'], 'Pending', { kind: 'bank' }, `card declined (${outcome.reason})`);
    return true;
  });

  // A mail server's trouble must not turn a verified payment into a failure page.
  if (applied && outcome.paid) await sendOrderPaidMail(order.id).catch((error: unknown) => console.error('[payments] payment mail failed:', error instanceof Error ? error.message : error));

  if (!applied) {
    // Already settled by an earlier post: answer with what was recorded then.
    const [current] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    if (current.status === 'approved') return { kind: 'paid', ...where, halfSecure: current.halfSecure };
    return { kind: 'failed', ...where, reason: bankOutcome({ Response: current.response ?? undefined, ProcReturnCode: current.procReturnCode ?? undefined, mdStatus: current.mdStatus ?? undefined }).reason };
  }
  return outcome.paid ? { kind: 'paid', ...where, halfSecure: outcome.halfSecure } : { kind: 'failed', ...where, reason: outcome.reason };
}

/**
 * Marks the order paid. If its hold had already expired (the seats went back), the seats are taken
 * again when still free; otherwise the order stays Cancelled with the payment recorded, for staff to
 * refund — the money is never silently ignored.
 */
async function confirmPaidOrder(tx: Executor, orderId: number, oid: string, halfSecure: boolean) {
  const note = `paid by card ${oid}${halfSecure ? ' (half 3-D Secure)' : ''}`;
  const paid = { paymentStatus: 'Completed' as const, holdExpiresAt: null };
  if (await moveOrder(tx, orderId, ['Pending', 'Processing'], 'Confirmed', { kind: 'bank' }, note, paid)) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (order.orderStatus !== 'Cancelled') return;
  const lines = await tx.select().from(orderDetails).where(eq(orderDetails.orderId, orderId));
  const retaken = await tx
    .transaction(async (savepoint) => {
      for (const line of lines) {
        const seats = seatsNeeded(line);
        const taken = await savepoint
          .update(tourDepartures)
          .set({ seatsTaken: sql`${tourDepartures.seatsTaken} + ${seats}` })
          .where(and(eq(tourDepartures.id, line.departureId), sql`${tourDepartures.seatsTaken} + ${seats} <= ${tourDepartures.capacity}`))
          .returning({ id: tourDepartures.id });
        if (!taken.length) throw new SeatsGone();
      }
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof SeatsGone) return false;
      throw error;
    });
  if (retaken) {
    await tx.update(orders).set({ orderStatus: 'Confirmed', ...paid, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({ orderId, fromStatus: 'Cancelled', toStatus: 'Confirmed', actorKind: 'bank', note: `${note} after the hold expired; seats taken again` });
    return;
  }
  await tx.update(orders).set({ paymentStatus: 'Completed', updatedAt: new Date() }).where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({ orderId, fromStatus: 'Cancelled', toStatus: 'Cancelled', actorKind: 'bank', note: `${note} after the hold expired and the seats were sold: refund needed` });
}

/** Rolls the savepoint back when a departure no longer has the seats. */
class SeatsGone extends Error {}
