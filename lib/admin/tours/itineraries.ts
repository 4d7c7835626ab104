import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/admin/audit';
import { invalidateCatalogue } from '@/lib/catalog/invalidate';
import { tags } from '@/lib/catalog/tags';
import { getDb } from '@/lib/db/client';
import { tourItineraries } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { assertTour } from './images';

/**
 * Puts a tour's days in a new order: `ids` names each day once, and the days are renumbered 1, 2, 3…
 * in that order (through negative numbers first, so the unique day number is never used twice).
 */
export async function reorderDays(tourId: number, ids: number[], adminId: number) {
  const db = await getDb();
  await assertTour(db, tourId);
  const days = await db.transaction(async (tx) => {
    const current = await tx.select({ id: tourItineraries.id }).from(tourItineraries).where(eq(tourItineraries.tourId, tourId));
    const known = new Set(current.map((day) => day.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) throw new HttpError(409, 'listChanged');
    for (const [index, id] of ids.entries()) await tx.update(tourItineraries).set({ dayNo: -(index + 1) }).where(eq(tourItineraries.id, id));
    for (const [index, id] of ids.entries()) await tx.update(tourItineraries).set({ dayNo: index + 1 }).where(eq(tourItineraries.id, id));
    await recordAudit(tx, { userId: adminId, action: 'reorder', entity: 'tourItinerary', entityId: tourId, details: { tourId, ids } });
    return tx.select().from(tourItineraries).where(eq(tourItineraries.tourId, tourId)).orderBy(asc(tourItineraries.dayNo));
  });
  await invalidateCatalogue({ tags: [tags.tour(tourId)] });
  return days;
}
