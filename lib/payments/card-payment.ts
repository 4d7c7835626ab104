import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { orderDetails, orderEvents, orders, paymentAttempts, regions, tourDepartures, tours } from '@/lib/db/schema';
import { isSalesOpen } from '@/lib/booking/rules';
import { HttpError } from '@/lib/http/respond';
import { maskCardNumbers } from '@/lib/security/card-numbers';
import { kurusToDecimalString, liraToKurus } from '@/lib/money';
import { openStatuses, owesBalance, type OrderStatus } from '@/lib/orders/status';
import { inOrderTransaction, lockOrder, SeatsGone, transition, type OrderRow } from '@/lib/orders/transition';
import { sendOrderPaidMail, sendRefundNeededMail, sendRefundNoticeMail } from '@/lib/orders/notifications';
import { orderNumber } from '@/lib/orders/number';
import { amountDueNow, paidSoFar, recordPayment } from '@/lib/orders/payments';
import { gatewayConfig } from './config';
import { bankCodeMeaning, bankOutcome, type BankCode, type BankReason } from './nestpay/codes';
import { autoSubmitHtml, buildGatewayFields, CURRENCY_TRY, taksitValue, type CardFields } from './nestpay/form';
import { programmeForCard, programmesForShownDigits, type InstallmentChoice } from './installments/rules';
import { fieldText, verifyHashVer3, type FormEntry } from './nestpay/hash';
import { logError } from '@/lib/log';
import { recordEvent } from '@/lib/ops/events';
import { databaseError } from '@/lib/db/errors';

type PayableOrder = OrderRow & { amountDue: number };

const isOpen = (status: OrderStatus) => (openStatuses as readonly OrderStatus[]).includes(status);

/**
 * The order behind a payment page, with what is due now: the caller's own (or the one a balance
 * link names: `userId` null), paid by card, and either unpaid and still holding its seats (the
 * deposit or the whole amount is due) or confirmed with a balance left (docs/decisions/0081).
 */
export async function payableOrder(orderUUID: string, userId: number | null, now = new Date()): Promise<PayableOrder> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderUUID, orderUUID));
  if (!order || (userId !== null && order.userId !== userId)) throw new HttpError(404, 'orderNotFound');
  if (order.paymentMethod !== 'card') throw new HttpError(409, 'orderNotCard');
  if (order.paymentStatus === 'Completed') throw new HttpError(409, 'orderAlreadyPaid');
  const balance = order.paymentStatus === 'Partial';
  if (balance ? !owesBalance(order) : !isOpen(order.orderStatus) || (order.holdExpiresAt && order.holdExpiresAt <= now)) {
    throw new HttpError(409, 'orderNotPayable');
  }
  const amountDue = amountDueNow(order, await paidSoFar(db, order.id));
  if (amountDue <= 0) throw new HttpError(400, 'invalidAmount');
  return { ...order, amountDue };
}

type GatewayStart = { gatewayUrl: string; formData: Record<string, string>; html: string; oid: string };

/**
 * One payment in flight per order (docs/booking-and-payments.md "One payment in flight"): while an
 * attempt waits for the bank's answer a second start is refused, so a customer is not charged twice.
 * An attempt unanswered for this long was abandoned at the bank (closed tab, back button); a new
 * start supersedes it. Its answer, should it still come, is recorded like any other.
 */
const IN_FLIGHT_MINUTES = 10;

/**
 * How long after its start a bank answer may still book an order whose hold expired meanwhile: a 3-D
 * page left open that long has expired at the bank. A later approval comes from a form kept and posted
 * again (at the price, the early-booking discount and the promo code of then, possibly after sales
 * closed): the money is given back, nothing is booked.
 */
const REBOOK_WITHIN_MINUTES = 2 * IN_FLIGHT_MINUTES;

/**
 * Whether a card payment of the order's balance is at the bank now: started before `startedBefore`
 * (the end of the balance's due day: one started later does not hold off the overdue job), less than
 * REBOOK_WITHIN_MINUTES before `now` (as long as an approval would still book), and not answered yet.
 */
export async function balancePaymentInFlight(tx: Executor, orderId: number, now: Date, startedBefore: Date): Promise<boolean> {
  const [found] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.status, 'initiated'),
        eq(paymentAttempts.paysBalance, true),
        gte(paymentAttempts.createdAt, new Date(now.getTime() - REBOOK_WITHIN_MINUTES * 60_000)),
        lt(paymentAttempts.createdAt, startedBefore),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** The unique index `payment_attempts_one_in_flight` refused the insert; drizzle wraps the driver's error. */
function isInFlightConflict(error: unknown): boolean {
  const refused = databaseError(error);
  return refused?.code === '23505' && (refused.constraint === undefined || refused.constraint === 'payment_attempts_one_in_flight');
}

/**
 * Starts a card payment: records an attempt with a fresh `oid`, moves the order to Processing, and
 * returns the signed form for the bank's 3-D gate. For 3D_PAY the card fields go into that form in
 * memory only: nothing here stores or logs them.
 */
export async function startCardPayment(order: PayableOrder, options: { lang: 'tr' | 'en'; card?: CardFields; installments?: InstallmentChoice }): Promise<GatewayStart> {
  const config = await gatewayConfig();
  // ---- installments (lib/payments/installments): the bank charges the amount due plus the
  // installment cost the server priced (chooseInstallments); a single payment when none was chosen.
  const plan = options.installments ?? { installments: 1, costKurus: 0, chargeKurus: order.amountDue, programme: null };
  const charged = { amount: plan.chargeKurus, installments: plan.installments, installmentCostKurus: plan.costKurus, cardProgramme: plan.programme };
  // ---- end installments
  if (config.storeType === '3D_PAY' && !options.card) throw new HttpError(400, 'cardRequired');
  // The bank's transaction id: the order number, then 8 characters of its own per attempt.
  const oid = `${orderNumber(order)}${randomBytes(4).toString('hex').toUpperCase()}`;
  const abandonedBefore = new Date(Date.now() - IN_FLIGHT_MINUTES * 60_000);
  try {
    await inOrderTransaction(async (tx) => {
      await tx
        .update(paymentAttempts)
        .set({ status: 'superseded' })
        .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'initiated'), lt(paymentAttempts.createdAt, abandonedBefore)));
      // What the attempt pays is fixed when it starts: the balance of a deposit-paid order, or the deposit
      // or the whole amount (a late answer is credited only as what it was started for).
      const paysBalance = order.paymentStatus === 'Partial';
      await tx.insert(paymentAttempts).values({ orderId: order.id, oid, storeType: config.storeType, currency: CURRENCY_TRY, paysBalance, ...charged });
      // Checked again on the locked row: the hold may have expired, staff cancelled, or a payment arrived since the page opened.
      const current = await lockOrder(tx, order.id);
      const balance = current != null && owesBalance(current);
      if (!current || balance !== paysBalance || !(balance || (isOpen(current.orderStatus) && current.paymentStatus === 'Pending'))) throw new HttpError(409, 'orderNotPayable');
      if (amountDueNow(current, await paidSoFar(tx, order.id)) !== order.amountDue) throw new HttpError(409, 'orderNotPayable');
      // A new attempt after an abandoned one finds the order Processing already.
      if (current.orderStatus === 'Pending') await transition(tx, order.id, 'Processing', { kind: 'customer', userId: order.userId }, `card payment ${oid}`);
    });
  } catch (error) {
    if (isInFlightConflict(error)) throw new HttpError(409, 'paymentInFlight', { minutes: IN_FLIGHT_MINUTES });
    throw error;
  }
  const formData = buildGatewayFields({
    clientId: config.clientId,
    storeKey: config.storeKey,
    storeType: config.storeType,
    amount: kurusToDecimalString(charged.amount),
    installments: charged.installments,
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

export type CallbackResult =
  | { kind: 'paid'; orderUUID: string; locale: string; halfSecure: boolean }
  /** Not paid: the bank result code, and a finer reason when the bank's answer says more. */
  | { kind: 'failed'; orderUUID: string; locale: string; code: BankCode; reason?: BankReason }
  /** Forged, tampered or unknown: nothing was changed. */
  | { kind: 'unverified'; orderUUID?: string; locale?: string };

/**
 * Applies the bank's POST back (okUrl, failUrl or callbackUrl): verifies the hash (constant time),
 * the merchant, the attempt, the amount and the currency, then records the outcome exactly once —
 * replays and double posts find the attempt settled and change nothing. A signed approval of another
 * amount, installment count or currency is recorded as a charge to check and refund, never as paid.
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

  const signed =
    // A name posted twice (in any case) is never the bank's: the signature covers values, not names.
    new Set(entries.map(([name]) => name.toLowerCase())).size === entries.length &&
    verifyHashVer3(entries, config.storeKey, posted) &&
    field('clientid') === config.clientId;
  // What the bank charged, against what the attempt started: the amount, the count it split the
  // payment into (installments), the currency.
  const differs = [
    field('amount') !== kurusToDecimalString(attempt.amount) && `amount ${field('amount') ?? '—'} (started ${kurusToDecimalString(attempt.amount)})`,
    (field('taksit') ?? field('Instalment') ?? '') !== taksitValue(attempt.installments) && `installments "${field('taksit') ?? field('Instalment') ?? ''}" (started "${taksitValue(attempt.installments)}")`,
    field('currency') !== attempt.currency && `currency ${field('currency') ?? '—'} (started ${attempt.currency})`,
  ].filter((difference): difference is string => Boolean(difference));
  const outcome = bankOutcome({ Response: field('Response'), ProcReturnCode: field('ProcReturnCode'), mdStatus: field('mdStatus') });
  // The bank authorised a charge, with 3-D Secure passed or not.
  const charged = outcome.paid || (field('Response') === 'Approved' && field('ProcReturnCode') === '00');
  // Signed by the bank but not as started: never the order's payment. A refusal of it changes nothing;
  // a charge means the bank took money, which is kept track of as a refund to check (below).
  if (!signed || (differs.length > 0 && !charged)) {
    console.warn(`[payments] unverifiable bank callback for attempt ${attempt.oid}: ignored`);
    return { kind: 'unverified', ...where };
  }
  const asStarted = differs.length === 0;
  const applied = await inOrderTransaction(async (tx) => {
    const settled = await tx
      .update(paymentAttempts)
      .set({
        status: !asStarted ? 'unverified' : outcome.paid ? 'approved' : field('Response') === 'Error' ? 'error' : 'declined',
        // What the bank says it charged, when it is not the amount started (what staff give back).
        ...(!asStarted ? { chargedAmount: liraToKurus(field('amount') ?? '') ?? attempt.amount } : {}),
        mdStatus: field('mdStatus') ?? null,
        procReturnCode: field('ProcReturnCode') ?? null,
        response: field('Response') ?? null,
        transId: field('TransId') ?? null,
        authCode: field('AuthCode') ?? null,
        hostRefNum: field('HostRefNum') ?? null,
        // The bank's texts are kept for staff, never a card number in them (docs/booking-and-payments.md).
        maskedPan: maskCardNumbers(field('MaskedPan') ?? field('maskedCreditCard') ?? null)?.slice(0, 32) ?? null,
        errorMessage: maskCardNumbers(field('ErrMsg') || field('mdErrorMsg') || null)?.slice(0, 500) ?? null,
        bankCode: outcome.paid ? null : outcome.code,
        halfSecure: outcome.halfSecure,
        // An approval replacing a refusal "approved without 3-D Secure" is the order's payment, not a
        // refund owed (the order's history keeps the earlier answer for staff to check).
        ...(outcome.paid ? { refundNeeded: false } : {}),
        completedAt: new Date(),
      })
      // A superseded attempt is still answered by the bank now and then: its answer counts too. So
      // does an approval after a recorded refusal of the same attempt (the customer posted the bank's
      // form again, with another card): the money was taken, it is never dropped. A refusal never
      // overwrites an approval, and a replay finds the attempt settled.
      // An approval as started also replaces an approval of another charge (`unverified`) before it.
      .where(and(eq(paymentAttempts.id, attempt.id), inArray(paymentAttempts.status, !asStarted ? ['initiated', 'superseded', 'declined', 'error'] : outcome.paid ? ['initiated', 'superseded', 'declined', 'error', 'unverified'] : ['initiated', 'superseded'])))
      .returning({ id: paymentAttempts.id, status: paymentAttempts.status });
    if (settled.length === 0) return null;
    if (!asStarted) {
      // The bank approved a charge other than the one started (docs/booking-and-payments.md "Refund
      // needed"): the order is not paid by it and stays payable; staff check the charge with the bank.
      let current = await lockOrder(tx, order.id);
      if (attempt.status === 'initiated' && current?.orderStatus === 'Processing') {
        current = (await transition(tx, order.id, 'Pending', { kind: 'bank' }, `card payment ${attempt.oid} approved by the bank, but not as started`)).order;
      }
      if (current) {
        await refundNeeded(tx, current, attempt.id, `card payment ${attempt.oid} approved by the bank for ${differs.join(', ')}; not taken as paid, check the charge with the bank`, { keepPaymentStatus: true });
      }
      return 'declinedCharged' as const;
    }
    if (outcome.paid && attempt.refundNeeded) {
      const current = await lockOrder(tx, order.id);
      if (current) {
        await tx.insert(orderEvents).values({
          orderId: order.id,
          fromStatus: current.orderStatus,
          toStatus: current.orderStatus,
          actorKind: 'bank',
          note: `card payment ${attempt.oid} approved after an earlier answer of the bank (approved without 3-D Secure, or not as started) had flagged it: the approval is the payment; check with the bank that the card was charged once`,
        });
      }
    }
    if (outcome.paid) {
      const paid = await confirmPaidOrder(tx, order.id, attempt, outcome.halfSecure);
      await noteProgrammeMismatch(tx, order.id, attempt, field('MaskedPan') ?? field('maskedCreditCard'));
      return paid;
    }
    let current = await lockOrder(tx, order.id);
    // A newer attempt may be in flight for a superseded one's order: the order stays as it is.
    if (attempt.status === 'initiated' && current?.orderStatus === 'Processing') {
      current = (await transition(tx, order.id, 'Pending', { kind: 'bank' }, failureNote(attempt.oid, outcome))).order;
    }
    // The bank authorised the charge ("Approved", 00) although 3-D Secure did not pass: we do not
    // take it as paid, but the card may have been charged, so staff check it with the bank.
    if (charged && current) {
      await refundNeeded(tx, current, attempt.id, `card payment ${attempt.oid} approved by the bank without 3-D Secure (mdStatus ${field('mdStatus') || '—'}); not taken as paid, check the charge with the bank`, { keepPaymentStatus: true });
      return 'declinedCharged' as const;
    }
    return 'declined' as const;
  });

  // A mail server's trouble must not turn a verified payment into a failure page.
  const refused = applied === 'declined' || applied === 'declinedCharged';
  if (applied) recordEvent(refused ? { name: 'payment.refused', orderId: order.id, method: 'card', outcome: 'declined', reason: outcome.code } : { name: 'payment.applied', orderId: order.id, method: 'card', outcome: applied === 'refundNeeded' ? 'refund_needed' : 'confirmed' });
  const mailFailed = (error: unknown) => logError('payments', error, 'payment mail failed');
  if (applied === 'confirmed' || applied === 'balancePaid') await sendOrderPaidMail(order.id).catch(mailFailed);
  if (applied === 'refundNeeded' || applied === 'declinedCharged') await sendRefundNeededMail(order.id, attempt.id).catch(mailFailed);
  // The customer is told too when the money surely arrived (not for a charge the bank may not have made).
  if (applied === 'refundNeeded') await sendRefundNoticeMail(order.id, attempt.id).catch(mailFailed);

  if (!applied) {
    // Already settled by an earlier post: answer with what was recorded then.
    const [current] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    if (current.status === 'approved') return { kind: 'paid', ...where, halfSecure: current.halfSecure };
    if (current.status === 'unverified') return failedResult(where, { code: 'Approved', reason: 'unverified' });
    const recorded = bankOutcome({ Response: current.response ?? undefined, ProcReturnCode: current.procReturnCode ?? undefined, mdStatus: current.mdStatus ?? undefined });
    return failedResult(where, recorded);
  }
  if (!asStarted) return failedResult(where, { code: 'Approved', reason: 'unverified' });
  return outcome.paid ? { kind: 'paid', ...where, halfSecure: outcome.halfSecure } : failedResult(where, outcome);
}

function failedResult(where: { orderUUID: string; locale: string }, outcome: { code: BankCode; reason?: BankReason }): CallbackResult {
  return { kind: 'failed', ...where, code: outcome.code, ...(outcome.reason ? { reason: outcome.reason } : {}) };
}

/** The order history's line for a refused card payment: the bank result code and what it means (staff read it). */
function failureNote(oid: string, outcome: { code: BankCode; reason?: BankReason }): string {
  return `card payment ${oid} failed: ${outcome.code} (${bankCodeMeaning[outcome.code]})${outcome.reason ? `, reason ${outcome.reason}` : ''}`;
}

type PaidOutcome = 'confirmed' | 'balancePaid' | 'refundNeeded';

/**
 * Records the payment and marks the order paid. The first payment (the deposit or the whole
 * amount) confirms the order — paid partially or in full (docs/decisions/0081); a later one pays
 * the balance of a confirmed order. An approval for an order that is already paid, that the
 * customer or staff cancelled, or for more than is left is recorded as "refund needed"
 * (docs/booking-and-payments.md "Refund needed"): the money is never silently ignored. If only its
 * hold had expired (the seats went back), the seats are taken again when still free; otherwise that
 * too is "refund needed".
 */
/**
 * On the bank's own card page (3D_PAY_HOSTING) the customer chooses the programme before typing the
 * card there: the installments were priced at that programme's rate, and the bank splits whatever
 * card comes. When the card's first digits (the bank echoes them in `MaskedPan`) belong to another
 * programme, or to none, the order's history says so for staff: the cost charged may not be the
 * card's own (docs/booking-and-payments.md "Installments"). The payment itself stands: the bank took it.
 */
async function noteProgrammeMismatch(tx: Executor, orderId: number, attempt: { oid: string; installments: number; cardProgramme: string | null }, maskedPan: string | undefined): Promise<void> {
  if (attempt.installments <= 1 || !attempt.cardProgramme) return;
  // The bank shows the first 6 digits, or 8; programmes may list prefixes of either length.
  const firstDigits = /^(\d{6,8})/.exec(maskedPan ?? '')?.[1];
  if (!firstDigits) return;
  const possible = await programmesForShownDigits(tx, firstDigits);
  if (possible.includes(attempt.cardProgramme)) return;
  const card = await programmeForCard(tx, firstDigits);
  const order = await lockOrder(tx, orderId);
  if (!order) return;
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: order.orderStatus,
    toStatus: order.orderStatus,
    actorKind: 'bank',
    note: `installments of card payment ${attempt.oid} priced for ${attempt.cardProgramme}; the card (${firstDigits}…) is ${card ? `a ${card.name} card` : 'in no programme'}: check the installment cost with the bank`,
  });
}

async function confirmPaidOrder(
  tx: Executor,
  orderId: number,
  attempt: { id: number; oid: string; amount: number; installments: number; installmentCostKurus: number; paysBalance: boolean; createdAt: Date },
  halfSecure: boolean,
): Promise<PaidOutcome> {
  const note = `paid by card ${attempt.oid}${halfSecure ? ' (half 3-D Secure)' : ''}`;
  const order = (await lockOrder(tx, orderId))!;
  if (order.paymentStatus === 'Completed') return refundNeeded(tx, order, attempt.id, `${note} for an order already paid`);
  // The bank charged what was due plus the installment cost (decision 85): the order is paid what was due.
  const record = () =>
    recordPayment(tx, order, { method: 'card', amount: attempt.amount - attempt.installmentCostKurus, attemptId: attempt.id, installments: attempt.installments, installmentCostKurus: attempt.installmentCostKurus });
  if (owesBalance(order)) {
    // Only the balance pays the balance: an attempt started for the deposit (superseded, answered
    // late), even of the same amount, or of another amount is not credited as part of it.
    if (!attempt.paysBalance) return refundNeeded(tx, order, attempt.id, `${note}, started for the deposit, after the deposit was paid`);
    if (attempt.amount - attempt.installmentCostKurus !== amountDueNow(order, await paidSoFar(tx, orderId))) {
      return refundNeeded(tx, order, attempt.id, `${note} for an amount other than the balance due`);
    }
    const recorded = await record();
    if (!recorded) return refundNeeded(tx, order, attempt.id, `${note} for an order in status ${order.orderStatus}`);
    await tx.update(orders).set({ paymentStatus: recorded.due === 0 ? 'Completed' : 'Partial', updatedAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({ orderId, fromStatus: order.orderStatus, toStatus: order.orderStatus, actorKind: 'bank', note: `balance ${note}` });
    return 'balancePaid';
  }
  if (isOpen(order.orderStatus)) {
    const recorded = await record();
    if (!recorded) return refundNeeded(tx, order, attempt.id, `${note} for an order in status ${order.orderStatus}`);
    await transition(tx, orderId, 'Confirmed', { kind: 'bank' }, note, { set: { paymentStatus: recorded.due === 0 ? 'Completed' : 'Partial' } });
    return 'confirmed';
  }
  if (order.orderStatus !== 'Cancelled') return refundNeeded(tx, order, attempt.id, `${note} for an order in status ${order.orderStatus}`);
  // The move to Cancelled: not a later note on the cancelled order (a refund staff recorded).
  const [cancelled] = await tx
    .select({ actorKind: orderEvents.actorKind })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'Cancelled'), sql`${orderEvents.fromStatus} is distinct from 'Cancelled'`))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  // Cancelled by a person (the customer, staff), or a balance left unpaid: the booking is not made again behind their back.
  if ((cancelled && cancelled.actorKind !== 'system') || order.paymentStatus !== 'Pending') return refundNeeded(tx, order, attempt.id, `${note} after the order was cancelled`);
  const now = new Date();
  if (now.getTime() - attempt.createdAt.getTime() > REBOOK_WITHIN_MINUTES * 60_000) {
    return refundNeeded(tx, order, attempt.id, `${note} more than ${REBOOK_WITHIN_MINUTES} minutes after it started, after the hold expired`);
  }
  if (!(await departuresStillSell(tx, orderId, now))) return refundNeeded(tx, order, attempt.id, `${note} after the hold expired and sales closed`);
  // Only its hold had expired: Cancelled → Confirmed takes the seats again when they are still free.
  // The seats first, the payment after: a payment recorded before the seats turned out sold would stay
  // with the cancelled order (counted as paid, its promo code as used) beside the refund.
  const amount = attempt.amount - attempt.installmentCostKurus;
  const paid = await paidSoFar(tx, orderId);
  if (amount <= 0 || paid + amount > order.totalAmount) return refundNeeded(tx, order, attempt.id, `${note} after the order was cancelled`);
  try {
    await transition(tx, orderId, 'Confirmed', { kind: 'bank' }, `${note} after the hold expired; seats taken again`, { from: ['Cancelled'], set: { paymentStatus: paid + amount === order.totalAmount ? 'Completed' : 'Partial' } });
  } catch (error) {
    if (error instanceof SeatsGone) return refundNeeded(tx, order, attempt.id, `${note} after the hold expired and the seats were sold`);
    throw error;
  }
  if (!(await record())) throw new Error(`payment ${attempt.oid} checked against the order's total was refused by recordPayment`);
  return 'confirmed';
}

/** Whether every departure of the order still sells (its tour and region offered, the departure active and before its cut-off). */
async function departuresStillSell(tx: Executor, orderId: number, now: Date): Promise<boolean> {
  const lines = await tx
    .select({ departure: tourDepartures, cutoffHours: tours.bookingCutoffHours, tourActive: tours.isActive, regionActive: regions.isActive })
    .from(orderDetails)
    .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
    .innerJoin(tours, eq(tours.id, orderDetails.tourId))
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .where(eq(orderDetails.orderId, orderId));
  // As checkout asks (lib/orders/checkout.ts): the tour and its region still offered, the departure on sale.
  return lines.length > 0 && lines.every(({ departure, cutoffHours, tourActive, regionActive }) => tourActive && regionActive && isSalesOpen(departure, cutoffHours, now));
}

/**
 * The one way a payment to give back is recorded: the attempt is flagged (the dashboard's order page
 * and overview list it), the order keeps its status with the payment marked received, and an event
 * says "refund needed". The staff e-mail follows the transaction.
 */
async function refundNeeded(tx: Executor, order: OrderRow, attemptId: number, note: string, options: { keepPaymentStatus?: boolean } = {}): Promise<PaidOutcome> {
  await tx.update(paymentAttempts).set({ refundNeeded: true }).where(eq(paymentAttempts.id, attemptId));
  // Money for an order that had received nothing, or whose money was all given back (`Refunded`):
  // it is with us now (a deposit-paid order keeps `Partial`). Not for a charge we refused to take
  // (`keepPaymentStatus`): the order is still unpaid.
  if ((order.paymentStatus === 'Pending' || order.paymentStatus === 'Refunded') && !options.keepPaymentStatus) await tx.update(orders).set({ paymentStatus: 'Completed', updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.orderStatus, toStatus: order.orderStatus, actorKind: 'bank', note: `${note}: refund needed` });
  return 'refundNeeded';
}

