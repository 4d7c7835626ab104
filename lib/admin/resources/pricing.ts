import 'server-only';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { tags } from '@/lib/catalog/tags';
import { containsText } from '@/lib/catalog/sql';
import type { Executor, Transaction } from '@/lib/db/client';
import { orders, promoCodes, tourDepartures, tourPriceRules, tours } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { kurusToLira } from '../fields';
import type { AdminListQuery, AdminRecord, AdminResource } from '../resource';
import { priceRuleSchema, type PriceRuleValues } from '../schemas/price-rule';
import { promoCodeSchema, type PromoCodeValues } from '../schemas/promo-code';

/**
 * The dashboard's pricing records (docs/decisions/0080, 0082): promo codes with their use counts,
 * and the tours' early-booking, last-minute and deposit rules. Amounts are kuruş in the database
 * and lira in the forms; every write goes through the generic admin API (staff only, audited).
 */

const liraOrNull = (kurus: number | null) => (kurus === null ? null : kurusToLira(kurus));

function promoOut(row: typeof promoCodes.$inferSelect): AdminRecord {
  return { ...row, amount: liraOrNull(row.amount), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

async function assertFreeCode(tx: Transaction, code: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), exceptId ? ne(promoCodes.id, exceptId) : undefined));
  if (taken) throw new HttpError(409, 'promoCodeTaken');
}

export const promoCodeResource: AdminResource<PromoCodeValues> = {
  name: 'promoCodes',
  entity: 'promoCode',
  schema: promoCodeSchema as unknown as z.ZodType<PromoCodeValues>,
  async list(db: Executor, { PageIndex, PageSize, q }: AdminListQuery) {
    const where = q ? containsText(sql<string>`${promoCodes.code}`, q) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(promoCodes).where(where).orderBy(desc(promoCodes.isActive), asc(promoCodes.code)).limit(PageSize).offset(PageIndex * PageSize),
      db.select({ total: count() }).from(promoCodes).where(where),
    ]);
    return { items: rows.map(promoOut), count: total };
  },
  async get(db, id) {
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
    return row ? promoOut(row) : undefined;
  },
  async create(tx, input) {
    await assertFreeCode(tx, input.code);
    const [row] = await tx.insert(promoCodes).values(input).returning();
    return promoOut(row);
  },
  async update(tx, id, input) {
    await assertFreeCode(tx, input.code, id);
    const [row] = await tx
      .update(promoCodes)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(promoCodes.id, id))
      .returning();
    return row ? promoOut(row) : undefined;
  },
  async remove(tx, id) {
    // Orders keep the code they were priced with: a used code is made inactive, not deleted.
    const [used] = await tx.select({ n: count() }).from(orders).where(eq(orders.promoCodeId, id));
    if (Number(used.n) > 0) throw new HttpError(409, 'promoCodeInUse');
    const [row] = await tx.delete(promoCodes).where(eq(promoCodes.id, id)).returning();
    return row ? promoOut(row) : undefined;
  },
  // Codes appear on no public page.
  tags: () => [],
};

/** A price rule as the admin API shows it (lira amounts), and as its audit lines keep it. */
export function priceRuleRecord(row: typeof tourPriceRules.$inferSelect, title?: unknown): AdminRecord {
  return {
    ...row,
    earlyAmount: liraOrNull(row.earlyAmount),
    lastMinuteAmount: liraOrNull(row.lastMinuteAmount),
    depositAmount: liraOrNull(row.depositAmount),
    updatedAt: row.updatedAt.toISOString(),
    ...(title ? { tourTitle: title } : {}),
  };
}

/** The tour exists, the departure (if any) is the tour's, and no other rule has the same target. */
async function assertTarget(tx: Transaction, input: PriceRuleValues, exceptId?: number) {
  const [tour] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, input.tourId));
  if (!tour) throw new HttpError(404, 'recordNotFound');
  if (input.departureId !== null) {
    const [departure] = await tx.select({ tourId: tourDepartures.tourId }).from(tourDepartures).where(eq(tourDepartures.id, input.departureId));
    if (!departure || departure.tourId !== input.tourId) throw new HttpError(409, 'priceRuleDeparture');
  }
  const [taken] = await tx
    .select({ id: tourPriceRules.id })
    .from(tourPriceRules)
    .where(
      and(
        eq(tourPriceRules.tourId, input.tourId),
        input.departureId === null ? isNull(tourPriceRules.departureId) : eq(tourPriceRules.departureId, input.departureId),
        exceptId ? ne(tourPriceRules.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new HttpError(409, 'priceRuleTourTaken');
}

export const priceRuleResource: AdminResource<PriceRuleValues> = {
  name: 'priceRules',
  entity: 'priceRule',
  schema: priceRuleSchema as unknown as z.ZodType<PriceRuleValues>,
  async list(db, { PageIndex, PageSize, q }) {
    const where = q ? containsText(sql<string>`${tours.title}::text`, q) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ rule: tourPriceRules, title: tours.title })
        .from(tourPriceRules)
        .innerJoin(tours, eq(tours.id, tourPriceRules.tourId))
        .where(where)
        .orderBy(asc(tourPriceRules.tourId), asc(tourPriceRules.departureId))
        .limit(PageSize)
        .offset(PageIndex * PageSize),
      db.select({ total: count() }).from(tourPriceRules).innerJoin(tours, eq(tours.id, tourPriceRules.tourId)).where(where),
    ]);
    return { items: rows.map(({ rule, title }) => priceRuleRecord(rule, title)), count: total };
  },
  async get(db, id) {
    const [row] = await db.select().from(tourPriceRules).where(eq(tourPriceRules.id, id));
    return row ? priceRuleRecord(row) : undefined;
  },
  async create(tx, input) {
    await assertTarget(tx, input);
    const [row] = await tx.insert(tourPriceRules).values(input).returning();
    return priceRuleRecord(row);
  },
  async update(tx, id, input) {
    await assertTarget(tx, input, id);
    const [row] = await tx
      .update(tourPriceRules)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(tourPriceRules.id, id))
      .returning();
    return row ? priceRuleRecord(row) : undefined;
  },
  async remove(tx, id) {
    const [row] = await tx.delete(tourPriceRules).where(eq(tourPriceRules.id, id)).returning();
    return row ? priceRuleRecord(row) : undefined;
  },
  // The tour's pages state the rule and the price of today.
  tags: (record) => [tags.tour(Number(record.tourId))],
};
