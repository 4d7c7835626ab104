import 'server-only';
import { loadTravellerBooking, voucherReady } from '@/lib/travellers/booking';
import { checkInsOf } from '@/lib/travellers/check-in';
import { amountDueNow, balancesDue, paymentsOf, pricingOf } from '@/lib/orders/payments';
import { withTourNames } from '@/lib/pricing/breakdown';
import { and, asc, desc, eq, exists, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/db/client';
import { isBankCode } from '@/lib/payments/nestpay/codes';
import { orderDetails, orderEvents, orders, paymentAttempts, tourDepartures, tours, users } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import { openStatuses, owesBalance } from '@/lib/orders/status';
import { IllegalTransition, inOrderTransaction, lockOrder, transition } from '@/lib/orders/transition';
import { sendOrderCancelledMail } from '@/lib/orders/notifications';
import { containsText } from '@/lib/catalog/sql';
import { lineAmounts } from '@/lib/orders/line-amounts';
import { lineTourName } from '@/lib/orders/tour-name';
import { orderNumberQuery } from '@/lib/orders/number';
import type { Locale } from '@/i18n/routing';
import { recordAudit } from './audit';
import type { OrderFilters, OrderStatusValue, PaymentMethodValue, PaymentStatusValue } from './orders-filters';
import { logError } from '@/lib/log';

type ListPaging = { index: number; size: number; sortBy: 'Id' | 'OrderDate' | 'TotalAmount'; sortOrder: 'asc' | 'desc' };

/** One row of the dashboard's order list (and of the CSV export). */
export type AdminOrderRow = {
  id: number;
  orderUUID: string;
  orderDate: string;
  totalAmount: number;
  currency: string;
  orderStatus: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  paymentMethod: PaymentMethodValue;
  reservationName: string;
  reservationSurName: string;
  reservationEmail: string;
  reservationPhone: string;
  holdExpiresAt: string | null;
  tours: string[];
  departureDates: string[];
  adults: number;
  children: number;
  babies: number;
};


/** The WHERE of a filtered order list. */
function orderConditions(db: Executor, filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const lineWhere = (condition: SQL) => exists(db.select({ one: sql`1` }).from(orderDetails).where(and(eq(orderDetails.orderId, orders.id), condition)));
  if (filters.tourId) conditions.push(lineWhere(eq(orderDetails.tourId, filters.tourId)));
  if (filters.departureId) conditions.push(lineWhere(eq(orderDetails.departureId, filters.departureId)));
  if (filters.departureDate) conditions.push(lineWhere(eq(orderDetails.departureDate, filters.departureDate)));
  if (filters.status) conditions.push(eq(orders.orderStatus, filters.status));
  if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
  if (filters.paymentMethod) conditions.push(eq(orders.paymentMethod, filters.paymentMethod));
  if (filters.q) {
    const words = filters.q.split(/\s+/).filter(Boolean).slice(0, 5);
    for (const word of words) {
      // An order number as customers read it out ("#A6D94EE8" too) is the start of the UUID (its own index).
      const number = orderNumberQuery(word);
      conditions.push(
        or(
          number ? sql`left(${orders.orderUUID}::text, 8) = ${number}` : undefined,
          containsText(sql<string>`${orders.reservationName}`, word),
          containsText(sql<string>`${orders.reservationSurName}`, word),
          containsText(sql<string>`${orders.reservationEmail}`, word),
          containsText(sql<string>`${orders.reservationPhone}`, word),
          containsText(sql<string>`${orders.orderUUID}::text`, word),
        ) as SQL,
      );
    }
  }
  return conditions.length ? and(...conditions) : undefined;
}

const rowColumns = {
  id: orders.id,
  orderUUID: orders.orderUUID,
  orderDate: orders.orderDate,
  totalAmount: orders.totalAmount,
  currency: orders.currency,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  reservationName: orders.reservationName,
  reservationSurName: orders.reservationSurName,
  reservationEmail: orders.reservationEmail,
  reservationPhone: orders.reservationPhone,
  holdExpiresAt: orders.holdExpiresAt,
};

type OrderRowBase = Omit<AdminOrderRow, 'orderDate' | 'holdExpiresAt' | 'tours' | 'departureDates' | 'adults' | 'children' | 'babies'> & { orderDate: Date; holdExpiresAt: Date | null };

/** Adds each order's lines (tours, named in the reader's language, dates, travellers) to the rows. */
async function withLines(db: Executor, rows: OrderRowBase[], locale: Locale): Promise<AdminOrderRow[]> {
  const ids = rows.map((row) => row.id);
  const lines = ids.length
    ? await db
        .select({
          orderId: orderDetails.orderId,
          tourName: orderDetails.tourName,
          title: tours.title,
          departureDate: orderDetails.departureDate,
          adults: orderDetails.adultQuantity,
          children: orderDetails.childQuantity,
          babies: orderDetails.babyQuantity,
        })
        .from(orderDetails)
        .leftJoin(tours, eq(tours.id, orderDetails.tourId))
        .where(inArray(orderDetails.orderId, ids))
        .orderBy(asc(orderDetails.id))
    : [];
  return rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    return {
      ...row,
      orderDate: row.orderDate.toISOString(),
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
      tours: [...new Set(own.map((line) => lineTourName(line.title, line.tourName, locale)))],
      departureDates: [...new Set(own.map((line) => line.departureDate))].sort(),
      adults: own.reduce((sum, line) => sum + line.adults, 0),
      children: own.reduce((sum, line) => sum + line.children, 0),
      babies: own.reduce((sum, line) => sum + line.babies, 0),
    };
  });
}

const sortColumns = { Id: orders.id, OrderDate: orders.orderDate, TotalAmount: orders.totalAmount } as const;

/** A page of orders matching the filters, newest first by default. */
export async function listAdminOrders(db: Executor, filters: OrderFilters, paging: ListPaging, locale: Locale): Promise<{ items: AdminOrderRow[]; total: number }> {
  const where = orderConditions(db, filters);
  const column = sortColumns[paging.sortBy];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(orders)
      .where(where)
      .orderBy(paging.sortOrder === 'asc' ? asc(column) : desc(column), desc(orders.id))
      .limit(paging.size)
      .offset(paging.index * paging.size),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { items: await withLines(db, rows, locale), total: Number(total) };
}

/** Every order matching the filters, newest first, a batch at a time (for the CSV export). */
export async function* allAdminOrders(db: Executor, filters: OrderFilters, locale: Locale, batchSize = 500): AsyncGenerator<AdminOrderRow[]> {
  const where = orderConditions(db, filters);
  let before: number | null = null;
  for (;;) {
    const rows: OrderRowBase[] = await db
      .select(rowColumns)
      .from(orders)
      .where(before === null ? where : and(where, lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield await withLines(db, rows, locale);
    if (rows.length < batchSize) return;
    before = rows[rows.length - 1].id;
  }
}

/** Keeps at most the first 6 and last 4 digits of a card number, whatever the bank sent. */
export function maskPan(pan: string | null): string | null {
  if (!pan) return null;
  const digits = pan.replace(/[^\d*xX]/g, '');
  if (digits.length < 10) return '****';
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`.replace(/[xX]/g, '*');
}

/** The dashboard's view of one order: lines, guest, account, status history and payment attempts. */
export async function getAdminOrder(db: Executor, orderId: number, locale: Locale) {
  const [found] = await db
    .select({ order: orders, account: { id: users.id, email: users.email, name: users.name, surname: users.surname } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) return null;
  const actor = alias(users, 'actor');
  const refunder = alias(users, 'refunder');
  const [lines, events, attempts] = await Promise.all([
    db
      .select({ line: orderDetails, startTime: tourDepartures.startTime, tourTitle: tours.title })
      .from(orderDetails)
      .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
      .innerJoin(tours, eq(tours.id, orderDetails.tourId))
      .where(eq(orderDetails.orderId, orderId))
      .orderBy(asc(orderDetails.id)),
    db
      .select({ event: orderEvents, actorEmail: actor.email })
      .from(orderEvents)
      .leftJoin(actor, eq(actor.id, orderEvents.actorUserId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ attempt: paymentAttempts, refundedByEmail: refunder.email })
      .from(paymentAttempts)
      .leftJoin(refunder, eq(refunder.id, paymentAttempts.refundedBy))
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(asc(paymentAttempts.id)),
  ]);
  const { order, account } = found;
  const [pricing, received, travellers] = await Promise.all([
    pricingOf(db, order),
    paymentsOf(db, order.id),
    // Only a paid booking can be sent its voucher again: its travellers are read for that alone.
    order.orderStatus === 'Confirmed' ? loadTravellerBooking(db, order.id, locale) : null,
  ]);
  const open = (openStatuses as readonly string[]).includes(order.orderStatus);
  return {
    id: order.id,
    orderUUID: order.orderUUID,
    orderDate: order.orderDate.toISOString(),
    totalAmount: order.totalAmount,
    currency: order.currency,
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    locale: order.locale,
    guest: {
      name: order.reservationName,
      surname: order.reservationSurName,
      email: order.reservationEmail,
      phone: order.reservationPhone,
      address: order.reservationAddress,
      taxNo: order.reservationTaxNo,
      taxOffice: order.reservationTaxOffice,
      tckn: order.reservationTckn,
    },
    account,
    acceptances: order.acceptances.map(({ document, version, acceptedAt }) => ({ document, version, acceptedAt })),
    lines: lines.map(({ line, startTime, tourTitle }) => ({
      id: line.id,
      tourId: line.tourId,
      tourName: lineTourName(tourTitle, line.tourName, locale),
      departureId: line.departureId,
      departureDate: line.departureDate,
      startTime: startTime ? startTime.slice(0, 5) : null,
      ...lineAmounts(line),
    })),
    events: events.map(({ event, actorEmail }) => ({
      id: event.id,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actorKind: event.actorKind,
      actorEmail,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    // Never the raw bank answer: only what staff need, the card as a masked number.
    /** A card payment of this order must still be given back (docs/booking-and-payments.md "Refund needed"). */
    refundNeeded: attempts.some(({ attempt }) => attempt.refundNeeded && !attempt.refundedAt),
    payments: attempts.map(({ attempt, refundedByEmail }) => ({
      id: attempt.id,
      oid: attempt.oid,
      storeType: attempt.storeType,
      amount: attempt.amount,
      /** What the bank's signed approval says it charged, when not `amount` (status `unverified`). */
      chargedAmount: attempt.chargedAmount,
      status: attempt.status,
      mdStatus: attempt.mdStatus,
      procReturnCode: attempt.procReturnCode,
      response: attempt.response,
      transId: attempt.transId,
      authCode: attempt.authCode,
      maskedPan: maskPan(attempt.maskedPan),
      errorMessage: attempt.errorMessage,
      bankResult: isBankCode(attempt.bankCode) ? attempt.bankCode : null,
      halfSecure: attempt.halfSecure,
      installments: attempt.installments,
      installmentCostKurus: attempt.installmentCostKurus,
      cardProgramme: attempt.cardProgramme,
      refundNeeded: attempt.refundNeeded,
      /** Staff recorded the refund (lib/orders/refunds.ts): when, who, and the bank's reference. */
      refund: attempt.refundedAt ? { at: attempt.refundedAt.toISOString(), by: refundedByEmail, reference: attempt.refundReference } : null,
      createdAt: attempt.createdAt.toISOString(),
      completedAt: attempt.completedAt?.toISOString() ?? null,
    })),
    /** The one breakdown and every payment received (docs/decisions/0081): paid + due = total. */
    pricing: withTourNames(pricing, lines.map(({ line, tourTitle }) => lineTourName(tourTitle, line.tourName, locale))),
    received,
    balanceDueOn: order.balanceDueOn,
    /** What a "transfer received" records now: the deposit (or the whole amount), or the balance. */
    amountDueNow: amountDueNow(order, received.reduce((sum, payment) => sum + payment.amount, 0)),
    balanceOverdueAt: order.balanceOverdueAt?.toISOString() ?? null,
    canMarkPaid: order.paymentMethod === 'eft' && ((open && order.paymentStatus === 'Pending') || owesBalance(order)),
    canCancel: open,
    /** Staff may e-mail the voucher again (at most once per 5 minutes). */
    canResendVoucher: voucherReady(travellers),
  };
}
export type AdminOrderDetail = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;

type AdminCancelResult = 'cancelled' | 'notFound' | 'notCancellable';

/**
 * Staff cancel an order that is still Pending or Processing (lib/orders/transition.ts): seats go
 * back and the tour pages show them at the next request, the cancellation is audited in the same
 * transaction, and the customer is e-mailed.
 */
export async function cancelOrderAsAdmin(orderId: number, adminId: number, reason = ''): Promise<AdminCancelResult> {
  const result = await inOrderTransaction(async (tx): Promise<AdminCancelResult> => {
    const order = await lockOrder(tx, orderId);
    if (!order) return 'notFound';
    const note = reason ? `cancelled by the agency: ${reason}` : 'cancelled by the agency';
    try {
      await transition(tx, orderId, 'Cancelled', { kind: 'admin', userId: adminId }, note, { from: openStatuses });
    } catch (error) {
      if (error instanceof IllegalTransition) return 'notCancellable';
      throw error;
    }
    await recordAudit(tx, { userId: adminId, action: 'order.cancel', entity: 'order', entityId: orderId, details: { orderUUID: order.orderUUID, from: order.orderStatus, amount: order.totalAmount, reason } });
    return 'cancelled';
  });
  if (result === 'cancelled') await sendOrderCancelledMail(orderId).catch((error: unknown) => logError('admin', error, 'cancellation mail failed'));
  return result;
}

/** The travellers of one departure: every order with a line on it, with the guest's contact details. */
export async function departurePassengers(db: Executor, departureId: number, locale: Locale, options: { includeCancelled?: boolean } = {}) {
  const [departure] = await db
    .select({ departure: tourDepartures, tourTitle: tours.title })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(eq(tourDepartures.id, departureId));
  if (!departure) return null;
  const lines = await db
    .select({
      orderId: orders.id,
      orderUUID: orders.orderUUID,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      orderTotal: orders.totalAmount,
      name: orders.reservationName,
      surname: orders.reservationSurName,
      phone: orders.reservationPhone,
      email: orders.reservationEmail,
      adults: orderDetails.adultQuantity,
      children: orderDetails.childQuantity,
      babies: orderDetails.babyQuantity,
      lineTotal: orderDetails.lineTotal,
      lineId: orderDetails.id,
      pricing: orders.pricing,
    })
    .from(orderDetails)
    .innerJoin(orders, eq(orders.id, orderDetails.orderId))
    .where(and(eq(orderDetails.departureId, departureId), options.includeCancelled ? undefined : sql`${orders.orderStatus} <> 'Cancelled'`))
    .orderBy(asc(orders.reservationSurName), asc(orders.reservationName), asc(orders.id));
  // What each line costs after the order's discounts (early booking, a code): its line of the order's
  // breakdown, which lists the order's lines in the order they were stored.
  const orderLineIds = lines.length
    ? await db
        .select({ id: orderDetails.id, orderId: orderDetails.orderId })
        .from(orderDetails)
        .where(inArray(orderDetails.orderId, [...new Set(lines.map((line) => line.orderId))]))
        .orderBy(asc(orderDetails.id))
    : [];
  const position = new Map<number, number>();
  const seenPerOrder = new Map<number, number>();
  for (const line of orderLineIds) {
    const index = seenPerOrder.get(line.orderId) ?? 0;
    position.set(line.id, index);
    seenPerOrder.set(line.orderId, index + 1);
  }
  const rows = lines.map(({ pricing, lineId, ...line }) => ({ ...line, lineTotal: pricing?.lines[position.get(lineId) ?? -1]?.total ?? line.lineTotal }));
  // One row per order (an order could hold two lines of the same departure).
  const byOrder = new Map<number, (typeof rows)[number]>();
  for (const line of rows) {
    const seen = byOrder.get(line.orderId);
    if (seen) Object.assign(seen, { adults: seen.adults + line.adults, children: seen.children + line.children, babies: seen.babies + line.babies, lineTotal: seen.lineTotal + line.lineTotal });
    else byOrder.set(line.orderId, { ...line });
  }
  // Whose travellers are missing (lib/travellers/rules.ts) and who turned up (the guide's check-in).
  const [marks, balances] = await Promise.all([checkInsOf(db, departureId), balancesDue(db, [...byOrder.values()].map((row) => ({ ...row, id: row.orderId, totalAmount: row.orderTotal })))]);
  const passengers = await Promise.all(
    [...byOrder.values()].map(async (row) => ({
      ...row,
      /** What a deposit booking still owes (kuruş), 0 when nothing is due. */
      balanceDue: balances.get(row.orderId) ?? 0,
      travellersMissing: (await loadTravellerBooking(db, row.orderId, locale))?.missing ?? 0,
      checkIn: marks.get(row.orderId)?.status ?? null,
    })),
  );
  const counted = passengers.filter((row) => row.orderStatus !== 'Cancelled');
  const sum = (key: 'adults' | 'children' | 'babies' | 'lineTotal') => counted.reduce((total, row) => total + row[key], 0);
  const { departure: row, tourTitle } = departure;
  return {
    departure: {
      id: row.id,
      tourId: row.tourId,
      tourTitle: pick(tourTitle, locale),
      startsOn: row.startsOn,
      startTime: row.startTime ? row.startTime.slice(0, 5) : null,
      capacity: row.capacity,
      seatsTaken: row.seatsTaken,
      guideUserId: row.guideUserId,
    },
    passengers,
    totals: { orders: counted.length, adults: sum('adults'), children: sum('children'), babies: sum('babies'), amount: sum('lineTotal') },
  };
}

/** The filter form's choices: tours (by title) and, for the chosen tour, its departures. */
export async function orderFilterOptions(db: Executor, locale: Locale, tourId?: number) {
  const tourRows = await db.select({ id: tours.id, title: tours.title }).from(tours).orderBy(asc(tours.id)).limit(2000);
  const departures = tourId
    ? await db
        .select({ id: tourDepartures.id, startsOn: tourDepartures.startsOn, startTime: tourDepartures.startTime, capacity: tourDepartures.capacity, seatsTaken: tourDepartures.seatsTaken })
        .from(tourDepartures)
        .where(eq(tourDepartures.tourId, tourId))
        .orderBy(asc(tourDepartures.startsOn), asc(tourDepartures.id))
    : [];
  return {
    tours: tourRows.map((tour) => ({ id: tour.id, title: pick(tour.title, locale) })).sort((a, b) => a.title.localeCompare(b.title, locale)),
    departures: departures.map((departure) => ({ ...departure, startTime: departure.startTime ? departure.startTime.slice(0, 5) : null })),
  };
}
