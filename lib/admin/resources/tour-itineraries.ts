import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { tags } from '@/lib/catalog/tags';
import type { Transaction } from '@/lib/db/client';
import { tourItineraries, tours } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { adminListQuerySchema, type AdminListQuery, type AdminRecord, type AdminResource } from '../resource';
import { itineraryFormSchema } from '../schemas/tour-itinerary';

/** The days of one tour's programme (/db-add-tour-itineraries): /api/admin/tour-itineraries?tourId=… */
const itineraryWriteSchema = itineraryFormSchema;
type ItineraryValues = z.output<typeof itineraryWriteSchema>;

const listQuery = adminListQuerySchema.extend({ tourId: itineraryFormSchema.shape.tourId, PageSize: adminListQuerySchema.shape.PageSize.default(200) });

async function assertFreeDay(tx: Transaction, input: ItineraryValues, exceptId?: number) {
  const [tour] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, input.tourId));
  if (!tour) throw new HttpError(404, 'recordNotFound');
  const [taken] = await tx
    .select({ id: tourItineraries.id })
    .from(tourItineraries)
    .where(and(eq(tourItineraries.tourId, input.tourId), eq(tourItineraries.dayNo, input.dayNo), exceptId ? ne(tourItineraries.id, exceptId) : undefined));
  if (taken) throw new z.ZodError([{ code: 'custom', path: ['dayNo'], message: 'dayTaken', params: { day: input.dayNo }, input: input.dayNo }]);
}

export const tourItineraryResource: AdminResource<ItineraryValues> = {
  name: 'tour-itineraries',
  entity: 'tourItinerary',
  schema: itineraryWriteSchema as unknown as z.ZodType<ItineraryValues>,
  listQuery: listQuery as unknown as z.ZodType<AdminListQuery>,
  async list(db, query) {
    const { tourId, PageIndex, PageSize } = query as z.infer<typeof listQuery>;
    const rows = await db
      .select()
      .from(tourItineraries)
      .where(eq(tourItineraries.tourId, tourId))
      .orderBy(asc(tourItineraries.dayNo))
      .limit(PageSize)
      .offset(PageIndex * PageSize);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(tourItineraries).where(eq(tourItineraries.tourId, tourId));
    return { items: rows as AdminRecord[], count };
  },
  async get(db, id) {
    const [row] = await db.select().from(tourItineraries).where(eq(tourItineraries.id, id));
    return row as AdminRecord | undefined;
  },
  async create(tx, input) {
    await assertFreeDay(tx, input);
    const [row] = await tx.insert(tourItineraries).values(input).returning();
    return row as AdminRecord;
  },
  async update(tx, id, input) {
    const [current] = await tx.select().from(tourItineraries).where(eq(tourItineraries.id, id));
    if (!current) return undefined;
    // A day stays with its tour.
    if (current.tourId !== input.tourId) throw new z.ZodError([{ code: 'custom', path: ['tourId'], message: 'invalid', input: input.tourId }]);
    await assertFreeDay(tx, input, id);
    const [row] = await tx.update(tourItineraries).set(input).where(eq(tourItineraries.id, id)).returning();
    return row as AdminRecord;
  },
  async remove(tx, id) {
    const [row] = await tx.delete(tourItineraries).where(eq(tourItineraries.id, id)).returning();
    return row as AdminRecord | undefined;
  },
  tags: (record) => [tags.tour(Number(record.tourId))],
};
