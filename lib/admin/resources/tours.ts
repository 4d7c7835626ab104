import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { containsText } from '@/lib/catalog/sql';
import { tags } from '@/lib/catalog/tags';
import type { Executor, Transaction } from '@/lib/db/client';
import { orderDetails, regions, tourDepartures, tourPriceRules, tours, tourTypes } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { kurusToLira } from '../fields';
import { adminListQuerySchema, type AdminListQuery, type AdminRecord, type AdminResource, type AuditAlso } from '../resource';
import { priceRuleRecord } from './pricing';
import { agencyToday, tourSchema, type TourValues } from '../schemas/tour';
import { removeUploadFolder } from '../upload-store';

/**
 * Tours in the dashboard (/db-listing, /db-add-tour): a tour is read and saved together with its
 * departures. Prices travel in lira (as the form shows them) and are stored as kuruş: `tryAmount`
 * converts what comes in, `kurusToLira` what goes out.
 */

const optionalId = z
  .string()
  .trim()
  .regex(/^\d{0,9}$/, 'invalid')
  .transform((value) => (value ? Number(value) : undefined))
  .optional();

const tourListQuerySchema = adminListQuerySchema.extend({
  regionId: optionalId,
  tourTypeId: optionalId,
  active: z.enum(['', 'true', 'false'], { message: 'oneOf' }).default(''),
});
type TourListQuery = z.infer<typeof tourListQuerySchema>;

const liraOrNull = (kurus: number | null) => (kurus === null ? null : kurusToLira(kurus));

/**
 * Deletes the price rules a deleted departure or tour leaves without a target, each with the audit
 * line staff deleting it by hand would leave (the database would otherwise drop them by cascade, unseen).
 */
async function removePriceRules(tx: Transaction, where: SQL, auditAlso: AuditAlso) {
  const removed = await tx.delete(tourPriceRules).where(where).returning();
  for (const rule of removed) await auditAlso({ action: 'delete', entity: 'priceRule', entityId: rule.id, details: { record: priceRuleRecord(rule) } });
}

/** How many order lines name the departure: those keep it from being deleted. (Raw names: a subquery's own columns would shadow unqualified ones.) */
const ordersOfDeparture = sql<number>`(select count(*)::int from order_details od where od.departure_id = "tour_departures"."id")`;

async function readDepartures(db: Executor, tourId: number) {
  const rows = await db
    .select({ departure: tourDepartures, orderCount: ordersOfDeparture })
    .from(tourDepartures)
    .where(eq(tourDepartures.tourId, tourId))
    .orderBy(asc(tourDepartures.startsOn), asc(tourDepartures.startTime), asc(tourDepartures.id));
  return rows.map(({ departure, orderCount }) => ({
    departureId: departure.id,
    startsOn: departure.startsOn,
    startTime: departure.startTime ? departure.startTime.slice(0, 5) : null,
    capacity: departure.capacity,
    seatsTaken: departure.seatsTaken,
    orderCount,
    adultPriceOverride: liraOrNull(departure.adultPriceOverride),
    childPriceOverride: liraOrNull(departure.childPriceOverride),
    babyPriceOverride: liraOrNull(departure.babyPriceOverride),
    isActive: departure.isActive,
  }));
}

async function readTour(db: Executor, id: number): Promise<AdminRecord | undefined> {
  const [tour] = await db.select().from(tours).where(eq(tours.id, id));
  if (!tour) return undefined;
  return {
    id: tour.id,
    regionId: tour.regionId,
    tourTypeId: tour.tourTypeId,
    title: tour.title,
    summary: tour.summary,
    description: tour.description,
    meetingPoint: tour.meetingPoint,
    included: tour.included,
    excluded: tour.excluded,
    durationDays: tour.durationDays,
    adultPrice: kurusToLira(tour.adultPrice),
    childPrice: kurusToLira(tour.childPrice),
    babyPrice: kurusToLira(tour.babyPrice),
    childAgeMax: tour.childAgeMax,
    babyAgeMax: tour.babyAgeMax,
    maxPerBooking: tour.maxPerBooking,
    bookingCutoffHours: tour.bookingCutoffHours,
    travelScope: tour.travelScope,
    maxInstallments: tour.maxInstallments,
    coverImage: tour.coverImage,
    isFeatured: tour.isFeatured,
    isActive: tour.isActive,
    requiresIdList: tour.requiresIdList,
    departures: await readDepartures(db, id),
  };
}

function tourValues(input: TourValues) {
  const { departures: _departures, ...values } = input;
  return values;
}

function departureValues(departure: TourValues['departures'][number]) {
  return {
    startsOn: departure.startsOn,
    startTime: departure.startTime,
    capacity: departure.capacity,
    adultPriceOverride: departure.adultPriceOverride,
    childPriceOverride: departure.childPriceOverride,
    babyPriceOverride: departure.babyPriceOverride,
    isActive: departure.isActive,
  };
}

type Issue = { path: (string | number)[]; message: string; params?: Record<string, string | number> };

/** Field errors found while saving (they name a departure's field); the route words them. */
function fieldProblem(issues: Issue[]): z.ZodError {
  return new z.ZodError(issues.map((issue) => ({ code: 'custom' as const, input: undefined, ...issue })));
}

/**
 * Brings the tour's departures in line with the form: new ones added, listed ones changed, missing
 * ones deleted (`auditAlso` records the price rules that go with them). A departure with orders is
 * never deleted nor moved to another day or time (its orders, e-mails, vouchers and trip-day jobs
 * carry the day it was booked for), and its capacity never drops below the seats already taken.
 * The tour's departure rows are locked first, in id order as a checkout locks them, so an order
 * being placed meanwhile is counted.
 */
async function saveDepartures(tx: Transaction, tourId: number, wanted: TourValues['departures'], auditAlso: AuditAlso) {
  await tx.select({ id: tourDepartures.id }).from(tourDepartures).where(eq(tourDepartures.tourId, tourId)).orderBy(asc(tourDepartures.id)).for('update');
  const existing = new Map((await readDepartures(tx, tourId)).map((departure) => [departure.departureId, departure]));
  const kept = new Set(wanted.map((departure) => departure.departureId).filter(Boolean));
  for (const [id, departure] of existing) {
    if (kept.has(id)) continue;
    if (departure.orderCount > 0) throw new HttpError(409, 'departureHasOrders', { date: departure.startsOn });
    await removePriceRules(tx, eq(tourPriceRules.departureId, id), auditAlso);
    await tx.delete(tourDepartures).where(eq(tourDepartures.id, id));
  }
  const issues: Issue[] = [];
  const today = agencyToday();
  for (const [index, departure] of wanted.entries()) {
    if (!departure.departureId) {
      await tx.insert(tourDepartures).values({ tourId, ...departureValues(departure) });
      continue;
    }
    const before = existing.get(departure.departureId);
    if (!before) {
      issues.push({ path: ['departures', index, 'startsOn'], message: 'invalid' });
      continue;
    }
    const moved = departure.startsOn !== before.startsOn || departure.startTime !== before.startTime;
    if (moved && before.orderCount > 0) {
      issues.push({ path: ['departures', index, departure.startsOn !== before.startsOn ? 'startsOn' : 'startTime'], message: 'bookedDepartureMoved', params: { orders: before.orderCount } });
      continue;
    }
    if (departure.startsOn !== before.startsOn && departure.startsOn < today) {
      issues.push({ path: ['departures', index, 'startsOn'], message: 'departureInPast' });
      continue;
    }
    const [saved] = await tx
      .update(tourDepartures)
      .set(departureValues(departure))
      .where(and(eq(tourDepartures.id, departure.departureId), sql`${tourDepartures.seatsTaken} <= ${departure.capacity}`))
      .returning({ id: tourDepartures.id });
    if (!saved) {
      const [{ seatsTaken }] = await tx.select({ seatsTaken: tourDepartures.seatsTaken }).from(tourDepartures).where(eq(tourDepartures.id, departure.departureId));
      issues.push({ path: ['departures', index, 'capacity'], message: 'capacityBelowSeats', params: { seats: seatsTaken } });
    }
  }
  if (issues.length > 0) throw fieldProblem(issues);
}

async function assertRegion(tx: Transaction, regionId: number) {
  const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, regionId));
  if (!region) throw fieldProblem([{ path: ['regionId'], message: 'oneOf' }]);
}

async function listTours(db: Executor, query: AdminListQuery) {
  const { PageIndex, PageSize, q, regionId, tourTypeId, active } = query as TourListQuery;
  const conditions: SQL[] = [];
  if (q) conditions.push(containsText(sql<string>`${tours.title}::text`, q));
  if (regionId !== undefined) conditions.push(eq(tours.regionId, regionId));
  if (tourTypeId !== undefined) conditions.push(eq(tours.tourTypeId, tourTypeId));
  if (active) conditions.push(eq(tours.isActive, active === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: tours.id,
      title: tours.title,
      regionId: tours.regionId,
      regionName: regions.name,
      tourTypeId: tours.tourTypeId,
      tourTypeName: tourTypes.name,
      durationDays: tours.durationDays,
      adultPrice: tours.adultPrice,
      coverImage: tours.coverImage,
      isFeatured: tours.isFeatured,
      isActive: tours.isActive,
      upcomingDepartures: sql<number>`(select count(*)::int from tour_departures d where d.tour_id = "tours"."id" and d.starts_on >= ${agencyToday()})`,
      imageCount: sql<number>`(select count(*)::int from tour_images i where i.tour_id = "tours"."id")`,
      dayCount: sql<number>`(select count(*)::int from tour_itineraries t where t.tour_id = "tours"."id")`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(tours)
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .innerJoin(tourTypes, eq(tourTypes.id, tours.tourTypeId))
    .where(where)
    .orderBy(desc(tours.id))
    .limit(PageSize)
    .offset(PageIndex * PageSize);
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && PageIndex > 0) {
    [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(tours).where(where);
  }
  return { items: rows.map(({ total: _total, adultPrice, ...row }) => ({ ...row, adultPrice: kurusToLira(adultPrice) })), count };
}

export const tourResource: AdminResource<TourValues> = {
  name: 'tours',
  entity: 'tour',
  schema: tourSchema as unknown as z.ZodType<TourValues>,
  listQuery: tourListQuerySchema as unknown as z.ZodType<AdminListQuery>,
  list: listTours,
  get: readTour,
  async create(tx, input) {
    // A new tour says where it goes (docs/checkout-law.md#installments): "domestic" by default would
    // offer installments on a tour abroad whose form was saved without a look at the field.
    if (!input.travelScope) throw fieldProblem([{ path: ['travelScope'], message: 'required' }]);
    await assertRegion(tx, input.regionId);
    const [row] = await tx.insert(tours).values(tourValues(input)).returning({ id: tours.id });
    // A new tour has no departures to delete, so nothing else to audit.
    await saveDepartures(
      tx,
      row.id,
      input.departures.map((departure) => ({ ...departure, departureId: null })),
      () => Promise.resolve(),
    );
    return (await readTour(tx, row.id))!;
  },
  async update(tx, id, input, auditAlso) {
    await assertRegion(tx, input.regionId);
    const [row] = await tx
      .update(tours)
      .set({ ...tourValues(input), updatedAt: new Date() })
      .where(eq(tours.id, id))
      .returning({ id: tours.id });
    if (!row) return undefined;
    await saveDepartures(tx, id, input.departures, auditAlso);
    return readTour(tx, id);
  },
  async remove(tx, id, auditAlso) {
    const record = await readTour(tx, id);
    if (!record) return undefined;
    // Orders keep their lines (and the agency its books): a booked tour is deactivated instead.
    const [{ lines }] = await tx.select({ lines: sql<number>`count(*)::int` }).from(orderDetails).where(eq(orderDetails.tourId, id));
    if (lines > 0) throw new HttpError(409, 'tourHasBookings');
    await removePriceRules(tx, eq(tourPriceRules.tourId, id), auditAlso);
    await tx.delete(tours).where(eq(tours.id, id));
    return record;
  },
  tags: (record) => [tags.tours, tags.tour(record.id), tags.regions],
  // Its pictures went with it (cascade); their files go too.
  afterRemove: (record) => removeUploadFolder(`tours/${record.id}`),
};
