import 'server-only';
import { and, count, eq, gt, inArray, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { orders, promoCodes, promoCodeUses, tourDepartures, tourPriceRules } from '@/lib/db/schema';
import { openStatuses } from '@/lib/orders/status';
import type { PriceRule, PromoRule } from './price';
import type { PromoCustomer } from './promo-customer';

type RuleRow = typeof tourPriceRules.$inferSelect;

export function toPriceRule(row: RuleRow): PriceRule {
  return {
    earlyPercent: row.earlyPercent,
    earlyAmount: row.earlyAmount,
    earlyDaysBefore: row.earlyDaysBefore,
    earlyUntil: row.earlyUntil,
    lastMinutePercent: row.lastMinutePercent,
    lastMinuteAmount: row.lastMinuteAmount,
    lastMinuteDays: row.lastMinuteDays,
    depositPercent: row.depositPercent,
    depositAmount: row.depositAmount,
    balanceDueDays: row.balanceDueDays,
  };
}

/**
 * The rule that prices each departure: its own active row, else its tour's (docs/decisions/0080).
 * Departures without either map to null.
 */
export async function rulesForDepartures(db: Executor, departures: readonly { id: number; tourId: number }[]): Promise<Map<number, PriceRule | null>> {
  const result = new Map<number, PriceRule | null>();
  if (departures.length === 0) return result;
  const tourIds = [...new Set(departures.map((departure) => departure.tourId))];
  const rows = await db.select().from(tourPriceRules).where(and(inArray(tourPriceRules.tourId, tourIds), eq(tourPriceRules.isActive, true)));
  for (const departure of departures) {
    const own = rows.find((row) => row.departureId === departure.id);
    const tour = rows.find((row) => row.tourId === departure.tourId && row.departureId === null);
    const row = own ?? tour;
    result.set(departure.id, row ? toPriceRule(row) : null);
  }
  return result;
}

/** The tour's own rule (the tour page states it), or null. */
export async function tourRule(db: Executor, tourId: number): Promise<PriceRule | null> {
  const [row] = await db.select().from(tourPriceRules).where(and(eq(tourPriceRules.tourId, tourId), isNull(tourPriceRules.departureId), eq(tourPriceRules.isActive, true)));
  return row ? toPriceRule(row) : null;
}

/** The departures of a tour that have their own rule. */
export async function departureRules(db: Executor, tourId: number): Promise<Map<number, PriceRule>> {
  const rows = await db
    .select({ rule: tourPriceRules })
    .from(tourPriceRules)
    .innerJoin(tourDepartures, eq(tourDepartures.id, tourPriceRules.departureId))
    .where(and(eq(tourPriceRules.tourId, tourId), eq(tourPriceRules.isActive, true)));
  return new Map(rows.map(({ rule }) => [rule.departureId!, toPriceRule(rule)]));
}

/** Codes are compared in capitals, without spaces around. */
export const normalizeCode = (code: string) => code.trim().toLocaleUpperCase('en-US');

export type PromoRow = typeof promoCodes.$inferSelect;

export function toPromoRule(row: PromoRow): PromoRule {
  return {
    code: row.code,
    percent: row.percent,
    amount: row.amount,
    bookingFrom: row.bookingFrom,
    bookingUntil: row.bookingUntil,
    travelFrom: row.travelFrom,
    travelUntil: row.travelUntil,
    tourIds: row.tourIds,
    regionIds: row.regionIds,
    tourTypeIds: row.tourTypeIds,
    minTravellers: row.minTravellers,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    stackable: row.stackable,
    isActive: row.isActive,
  };
}

/** A "+tag" at the end of an address's local part (a regular expression in JavaScript and PostgreSQL alike). */
const ADDRESS_TAG = '\\+[^@]*@';

/** An e-mail address as the mailbox it reaches: lower case, without a "+tag" in its local part. */
export function mailbox(email: string): string {
  return email.trim().toLowerCase().replace(new RegExp(ADDRESS_TAG), '@');
}

/**
 * The code's row, or null. `lock`: inside checkout's transaction the row is locked until it ends,
 * so concurrent checkouts with one code are counted one after the other (docs/decisions/0082).
 */
export async function findPromo(db: Executor, code: string, lock = false): Promise<PromoRow | null> {
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, normalizeCode(code)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Uses of a code: paid orders (counted once each in promo_code_uses) plus open unpaid orders that
 * hold it until their seat hold ends — like seats, so twenty checkouts for a code with five uses
 * left cannot all get it. `byCustomer` counts the same for the customer (lib/pricing/promo-customer.ts):
 * the user's own orders and, for a proven account, its mailbox (`mailbox()`: "ayse+2@…" is "ayse@…",
 * so a "+tag" does not make a new customer); never an address typed at checkout.
 */
export async function promoUses(db: Executor, promo: PromoRow, customer: PromoCustomer, now: Date): Promise<{ total: number; byCustomer: number }> {
  const holding = and(eq(orders.promoCodeId, promo.id), inArray(orders.orderStatus, openStatuses), eq(orders.paymentStatus, 'Pending'), gt(orders.holdExpiresAt, now));
  const [held] = await db.select({ n: count() }).from(orders).where(holding);
  if (!customer) return { total: promo.usedCount + Number(held.n), byCustomer: 0 };
  const sameMailbox = (column: AnyColumn, address: string) => sql`regexp_replace(lower(${column}), ${ADDRESS_TAG}, '@') = ${mailbox(address)}`;
  const ownOrder = sql`exists (select 1 from ${orders} where ${orders.id} = ${promoCodeUses.orderId} and ${orders.userId} = ${customer.userId})`;
  const theirs = customer.mailbox
    ? { uses: or(ownOrder, sameMailbox(promoCodeUses.customerEmail, customer.mailbox)), orders: or(eq(orders.userId, customer.userId), sameMailbox(orders.reservationEmail, customer.mailbox)) }
    : { uses: ownOrder, orders: eq(orders.userId, customer.userId) };
  const [[usedByCustomer], [heldByCustomer]] = await Promise.all([
    db.select({ n: count() }).from(promoCodeUses).where(and(eq(promoCodeUses.promoCodeId, promo.id), theirs.uses)),
    db.select({ n: count() }).from(orders).where(and(holding, theirs.orders)),
  ]);
  return { total: promo.usedCount + Number(held.n), byCustomer: Number(usedByCustomer.n) + Number(heldByCustomer.n) };
}

/**
 * Counts the order's code once, when its first payment arrives (inside that payment's
 * transaction): a replay or the balance payment finds the use recorded and counts nothing.
 */
export async function countPromoUse(tx: Executor, order: { id: number; promoCodeId: number | null; reservationEmail: string }): Promise<boolean> {
  if (!order.promoCodeId) return false;
  const inserted = await tx
    .insert(promoCodeUses)
    .values({ promoCodeId: order.promoCodeId, orderId: order.id, customerEmail: order.reservationEmail.trim().toLowerCase() })
    .onConflictDoNothing({ target: promoCodeUses.orderId })
    .returning({ id: promoCodeUses.id });
  if (inserted.length === 0) return false;
  await tx.update(promoCodes).set({ usedCount: sql`${promoCodes.usedCount} + 1` }).where(eq(promoCodes.id, order.promoCodeId));
  return true;
}
