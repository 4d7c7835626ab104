import 'server-only';
import { and, asc, desc, eq, max, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/admin/audit';
import { invalidateCatalogue } from '@/lib/catalog/invalidate';
import { processImage } from '@/lib/admin/uploads';
import { removeUpload, storeUpload } from '@/lib/admin/upload-store';
import { tags } from '@/lib/catalog/tags';
import { getDb, type Executor, type Transaction } from '@/lib/db/client';
import { tourImages, tours, type Localized } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';

/**
 * A tour's pictures (/db-add-tour-images): uploaded, described, ordered, one of them the cover.
 * `tours.cover_image` always follows the picture marked as cover (empty when there is none).
 */

type AdminTourImage = typeof tourImages.$inferSelect;

const inOrder = [desc(tourImages.isCover), asc(tourImages.sortOrder), asc(tourImages.id)];

export async function listImages(db: Executor, tourId: number): Promise<AdminTourImage[]> {
  return db.select().from(tourImages).where(eq(tourImages.tourId, tourId)).orderBy(asc(tourImages.sortOrder), asc(tourImages.id));
}

export async function assertTour(db: Executor, tourId: number): Promise<void> {
  const [tour] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, tourId));
  if (!tour) throw new HttpError(404, 'recordNotFound');
}

async function findImage(tx: Transaction, tourId: number, imageId: number): Promise<AdminTourImage> {
  const [image] = await tx
    .select()
    .from(tourImages)
    .where(and(eq(tourImages.id, imageId), eq(tourImages.tourId, tourId)));
  if (!image) throw new HttpError(404, 'recordNotFound');
  return image;
}

/** Makes `imageId` the cover (null: the first picture in order, if any) and copies it to the tour. */
async function syncCover(tx: Transaction, tourId: number, imageId: number | null) {
  const [chosen] = imageId === null ? await tx.select().from(tourImages).where(eq(tourImages.tourId, tourId)).orderBy(...inOrder).limit(1) : [await findImage(tx, tourId, imageId)];
  await tx
    .update(tourImages)
    .set({ isCover: sql`${tourImages.id} = ${chosen?.id ?? 0}` })
    .where(eq(tourImages.tourId, tourId));
  await tx
    .update(tours)
    .set({ coverImage: chosen?.url ?? '', updatedAt: new Date() })
    .where(eq(tours.id, tourId));
}

async function write<T>(tourId: number, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const db = await getDb();
  const result = await db.transaction(work);
  await invalidateCatalogue({ tags: [tags.tours, tags.tour(tourId)] });
  return result;
}

/** Adds an uploaded picture (checked, resized, converted); the tour's first picture becomes its cover. */
export async function addImage(tourId: number, bytes: Buffer, alt: Localized, adminId: number): Promise<AdminTourImage> {
  await assertTour(await getDb(), tourId);
  const processed = await processImage(bytes);
  const url = await storeUpload(`tours/${tourId}`, processed.data);
  try {
    return await write(tourId, async (tx) => {
      const [{ last }] = await tx.select({ last: max(tourImages.sortOrder) }).from(tourImages).where(eq(tourImages.tourId, tourId));
      const [{ covers }] = await tx.select({ covers: sql<number>`count(*)::int` }).from(tourImages).where(and(eq(tourImages.tourId, tourId), eq(tourImages.isCover, true)));
      const [image] = await tx
        .insert(tourImages)
        .values({ tourId, url, alt, width: processed.width, height: processed.height, sortOrder: (last ?? -1) + 1 })
        .returning();
      if (covers === 0) await syncCover(tx, tourId, image.id);
      await recordAudit(tx, { userId: adminId, action: 'create', entity: 'tourImage', entityId: image.id, details: { tourId, url, bytes: processed.data.length } });
      return { ...image, isCover: covers === 0 };
    });
  } catch (error) {
    await removeUpload(url);
    throw error;
  }
}

export async function updateImageAlt(tourId: number, imageId: number, alt: Localized, adminId: number): Promise<AdminTourImage> {
  return write(tourId, async (tx) => {
    await findImage(tx, tourId, imageId);
    const [image] = await tx.update(tourImages).set({ alt }).where(eq(tourImages.id, imageId)).returning();
    await recordAudit(tx, { userId: adminId, action: 'update', entity: 'tourImage', entityId: imageId, details: { tourId, changed: ['alt'] } });
    return image;
  });
}

export async function chooseCover(tourId: number, imageId: number, adminId: number): Promise<void> {
  await write(tourId, async (tx) => {
    await syncCover(tx, tourId, imageId);
    await recordAudit(tx, { userId: adminId, action: 'cover', entity: 'tourImage', entityId: imageId, details: { tourId } });
  });
}

/** Deletes a picture and its file; when it was the cover, the next picture takes its place. */
export async function deleteImage(tourId: number, imageId: number, adminId: number): Promise<void> {
  const removed = await write(tourId, async (tx) => {
    const image = await findImage(tx, tourId, imageId);
    await tx.delete(tourImages).where(eq(tourImages.id, imageId));
    if (image.isCover) await syncCover(tx, tourId, null);
    await recordAudit(tx, { userId: adminId, action: 'delete', entity: 'tourImage', entityId: imageId, details: { tourId, url: image.url } });
    return image;
  });
  await removeUpload(removed.url);
}

/** Puts the tour's pictures in the given order; `ids` must name each of them once. */
export async function reorderImages(tourId: number, ids: number[], adminId: number): Promise<AdminTourImage[]> {
  return write(tourId, async (tx) => {
    const current = await listImages(tx, tourId);
    const known = new Set(current.map((image) => image.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id))) throw new HttpError(409, 'listChanged');
    for (const [index, id] of ids.entries()) await tx.update(tourImages).set({ sortOrder: index }).where(eq(tourImages.id, id));
    await recordAudit(tx, { userId: adminId, action: 'reorder', entity: 'tourImage', entityId: tourId, details: { tourId, ids } });
    return listImages(tx, tourId);
  });
}
