import 'server-only';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { cardBins, installmentCaps, installmentProgrammes, orderDetails, tours } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { formatTry } from '@/lib/money';
import { installmentOption, installmentOptions, MAX_INSTALLMENTS, MIN_INSTALLMENT_KURUS, type InstallmentPlan, type InstallmentTable, type LimitReason, type OrderLimit, type ProgrammeOptions } from './plans';

/**
 * Which installment counts an order may be paid in (docs/bank-gateway.md#installments), from data
 * staff keep: the legal cap of each tour's category (`installment_caps`, a category without a row
 * gets none), each tour's own limit, the card programme's counts (`installment_programmes`, found
 * from the card's first digits in `card_bins`) and its smallest monthly installment. Everything is
 * read here, on the server; the browser only says which count it would like.
 */


/** The most installments the order's tours allow: the smallest of their categories' legal caps and their own limits. */
export async function orderInstallmentLimit(db: Executor, orderId: number): Promise<OrderLimit> {
  const rows = await db
    .selectDistinct({ scope: tours.travelScope, tourMax: tours.maxInstallments, legalMax: installmentCaps.maxInstallments })
    .from(orderDetails)
    .innerJoin(tours, eq(tours.id, orderDetails.tourId))
    .leftJoin(installmentCaps, eq(installmentCaps.travelScope, tours.travelScope))
    .where(eq(orderDetails.orderId, orderId));
  if (rows.length === 0) return { max: 1, reason: 'tour' };
  // Where two rules give the same limit, the customer reads the legal one (abroad first).
  const weight: Record<LimitReason, number> = { abroad: 3, legal: 2, tour: 1 };
  let limit: OrderLimit = { max: MAX_INSTALLMENTS, reason: null };
  for (const row of rows) {
    const rules: [number, LimitReason][] = [
      [row.legalMax ?? 1, row.scope === 'abroad' ? 'abroad' : 'legal'],
      [row.tourMax, 'tour'],
    ];
    for (const [value, reason] of rules) {
      const max = Math.max(1, Math.min(value, MAX_INSTALLMENTS));
      if (max < limit.max || (max === limit.max && (limit.reason === null || weight[reason] > weight[limit.reason]))) limit = { max, reason };
    }
  }
  return limit;
}

type ProgrammeRow = { id: number; name: string; banks: string; plans: InstallmentPlan[]; minInstallmentKurus: number };

async function activeProgrammes(db: Executor, ids?: number[]): Promise<ProgrammeRow[]> {
  return db
    .select({ id: installmentProgrammes.id, name: installmentProgrammes.name, banks: installmentProgrammes.banks, plans: installmentProgrammes.plans, minInstallmentKurus: installmentProgrammes.minInstallmentKurus })
    .from(installmentProgrammes)
    .where(and(eq(installmentProgrammes.isActive, true), ids ? inArray(installmentProgrammes.id, ids) : undefined))
    .orderBy(asc(installmentProgrammes.orderNo), asc(installmentProgrammes.name));
}

/** The active programme a card belongs to by its first digits (the longest BIN prefix that matches), or null. */
export async function programmeForCard(db: Executor, digits: string): Promise<{ id: number; name: string } | null> {
  if (!/^\d{6,19}$/.test(digits)) return null;
  const [match] = await db
    .select({ id: installmentProgrammes.id, name: installmentProgrammes.name })
    .from(cardBins)
    .innerJoin(installmentProgrammes, eq(installmentProgrammes.id, cardBins.programmeId))
    // `prefix` is digits only (the schema's check), so it is no LIKE pattern of its own.
    .where(and(eq(installmentProgrammes.isActive, true), sql`${digits} LIKE ${cardBins.prefix} || '%'`))
    .orderBy(desc(sql`length(${cardBins.prefix})`))
    .limit(1);
  return match ?? null;
}

/**
 * The active programmes a card may belong to when only its first `digits` (6 to 8, as a masked card
 * number shows them) are known: those with a prefix the digits start with, and those with a longer
 * prefix that starts with the digits (the hidden ones may complete it).
 */
export async function programmesForShownDigits(db: Executor, digits: string): Promise<string[]> {
  if (!/^\d{6,8}$/.test(digits)) return [];
  const rows = await db
    .selectDistinct({ name: installmentProgrammes.name })
    .from(cardBins)
    .innerJoin(installmentProgrammes, eq(installmentProgrammes.id, cardBins.programmeId))
    .where(and(eq(installmentProgrammes.isActive, true), or(sql`${digits} LIKE ${cardBins.prefix} || '%'`, sql`${cardBins.prefix} LIKE ${digits} || '%'`)));
  return rows.map((row) => row.name);
}

/** Every active programme with the options it offers for this amount within the order's limit. */
export async function programmeTable(db: Executor, amountKurus: number, limit: OrderLimit): Promise<ProgrammeOptions[]> {
  const programmes = await activeProgrammes(db);
  return programmes.map((programme) => ({
    id: programme.id,
    name: programme.name,
    banks: programme.banks,
    options: limit.max > 1 ? installmentOptions(amountKurus, programme.plans, limit.max, programme.minInstallmentKurus) : [],
  }));
}

/** How the card's programme is known: the card number (3D_PAY) or the customer's choice before the bank's page (3D_PAY_HOSTING). */
export type CardIdentity = { cardNumber: string } | { programmeId: number | null };

/** What the bank is asked to charge, and in how many installments. */
export type InstallmentChoice = { installments: number; costKurus: number; chargeKurus: number; programme: string | null };

const single = (amountKurus: number): InstallmentChoice => ({ installments: 1, costKurus: 0, chargeKurus: amountKurus, programme: null });

/**
 * Checks the count the customer chose against every rule and prices it. A single payment is always
 * allowed. Anything else the rules do not allow is refused with the customer's sentence (400),
 * whatever the browser showed.
 */
export async function chooseInstallments(
  db: Executor,
  request: { orderId: number; amountKurus: number; count: number; card: CardIdentity; locale: string; expectedChargeKurus?: number },
): Promise<InstallmentChoice> {
  const choice = await priceInstallments(db, request);
  // What the page's table and pay button said the card is charged: never another amount (a rate
  // staff changed, the table of another card still on screen). The customer sees the new figure.
  if (request.expectedChargeKurus !== undefined && request.expectedChargeKurus !== choice.chargeKurus) {
    throw new HttpError(409, 'chargeChanged', { amount: formatTry(choice.chargeKurus, request.locale) });
  }
  return choice;
}

async function priceInstallments(db: Executor, request: { orderId: number; amountKurus: number; count: number; card: CardIdentity; locale: string }): Promise<InstallmentChoice> {
  const { amountKurus, count } = request;
  if (count === 1) return single(amountKurus);
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS) throw new HttpError(400, 'installmentsOverLimit', { max: MAX_INSTALLMENTS });

  const limit = await orderInstallmentLimit(db, request.orderId);
  if (limit.max <= 1) throw new HttpError(400, limit.reason === 'abroad' ? 'installmentsNotAbroad' : 'installmentsNotForTour');
  if (count > limit.max) throw new HttpError(400, 'installmentsOverLimit', { max: limit.max });

  const programmeId = 'cardNumber' in request.card ? (await programmeForCard(db, request.card.cardNumber))?.id : request.card.programmeId;
  if (!programmeId) throw new HttpError(400, 'cardHasNoInstallments');
  const [programme] = await activeProgrammes(db, [programmeId]);
  if (!programme) throw new HttpError(400, 'cardHasNoInstallments');
  const plan = programme.plans.find((candidate) => candidate.count === count);
  if (!plan) throw new HttpError(400, 'installmentCountNotOffered', { count, programme: programme.name });
  const option = installmentOption(amountKurus, plan);
  const minimum = Math.max(programme.minInstallmentKurus, MIN_INSTALLMENT_KURUS);
  if (option.monthlyKurus < minimum) {
    throw new HttpError(400, 'installmentTooSmall', { count, min: formatTry(minimum, request.locale) });
  }
  return { installments: count, costKurus: option.costKurus, chargeKurus: option.totalKurus, programme: programme.name };
}

/** The payment page's installment table for an order and the amount to charge now; with `bin`, the card's programme. */
export async function installmentTable(db: Executor, order: { id: number; amountKurus: number }, bin?: string): Promise<InstallmentTable> {
  const limit = await orderInstallmentLimit(db, order.id);
  const [programmes, card] = await Promise.all([programmeTable(db, order.amountKurus, limit), bin ? programmeForCard(db, bin) : null]);
  return { amount: order.amountKurus, limit, programmes, cardProgrammeId: card?.id ?? null };
}
