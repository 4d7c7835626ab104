import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { regions, tours, tourTypes, wishlists } from '@/lib/db/schema';
import { localizedText } from '@/lib/catalog/sql';
import type { Locale } from '@/i18n/routing';
import { violatesForeignKey } from '@/lib/db/errors';
import { HttpError } from '@/lib/http/respond';

/** A saved tour as the dashboard shows it; `available` is false once the tour (or its region) is no longer offered. */
type WishlistTour = {
  id: number;
  title: string;
  summary: string;
  regionName: string;
  tourTypeName: string;
  durationDays: number;
  /** Kuruş. */
  adultPrice: number;
  coverImage: string;
  available: boolean;
  savedAt: string;
};

/** The ids of the tours an account saved, newest first. */
export async function wishlistTourIds(userId: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db.select({ tourId: wishlists.tourId }).from(wishlists).where(eq(wishlists.userId, userId)).orderBy(desc(wishlists.createdAt), desc(wishlists.tourId));
  return rows.map((row) => row.tourId);
}

/** The saved tours with what a card needs, in the account's language, newest first. */
export async function wishlistTours(userId: number, locale: Locale): Promise<WishlistTour[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: tours.id,
      title: localizedText(tours.title, locale),
      summary: localizedText(tours.summary, locale),
      regionName: localizedText(regions.name, locale),
      tourTypeName: localizedText(tourTypes.name, locale),
      durationDays: tours.durationDays,
      adultPrice: tours.adultPrice,
      coverImage: tours.coverImage,
      tourActive: tours.isActive,
      regionActive: regions.isActive,
      savedAt: wishlists.createdAt,
    })
    .from(wishlists)
    .innerJoin(tours, eq(tours.id, wishlists.tourId))
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .innerJoin(tourTypes, eq(tourTypes.id, tours.tourTypeId))
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.tourId));
  return rows.map(({ tourActive, regionActive, savedAt, ...tour }) => ({ ...tour, available: tourActive && regionActive, savedAt: savedAt.toISOString() }));
}

/** Whether the tour exists, and whether visitors can see it (it and its region active). */
async function tourState(tourId: number): Promise<'public' | 'hidden' | 'missing'> {
  const db = await getDb();
  const [row] = await db
    .select({ tourActive: tours.isActive, regionActive: regions.isActive })
    .from(tours)
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .where(eq(tours.id, tourId));
  if (!row) return 'missing';
  return row.tourActive && row.regionActive ? 'public' : 'hidden';
}

/**
 * Saves a tour for an account (saving it again changes nothing). Only tours visitors can see can
 * be saved: `false` when the tour is unknown or no longer offered.
 */
export async function saveToWishlist(userId: number, tourId: number): Promise<boolean> {
  if ((await tourState(tourId)) !== 'public') return false;
  const db = await getDb();
  try {
    await db.insert(wishlists).values({ userId, tourId }).onConflictDoNothing();
  } catch (error) {
    // The tour was deleted after it was looked up: unknown now, as it would be a moment later.
    if (violatesForeignKey(error, 'wishlists_tour_id_tours_id_fk')) return false;
    // The account went away meanwhile (erased from another window): its session is no longer one.
    if (violatesForeignKey(error, 'wishlists_user_id_users_id_fk')) throw new HttpError(409, 'sessionChanged');
    throw error;
  }
  return true;
}

/**
 * Takes a tour off an account's list (also one no longer offered; removing it twice changes
 * nothing). `false` when no such tour exists at all.
 */
export async function removeFromWishlist(userId: number, tourId: number): Promise<boolean> {
  if ((await tourState(tourId)) === 'missing') {
    // A deleted tour took its wishlist rows with it (ON DELETE CASCADE): nothing to remove.
    return false;
  }
  const db = await getDb();
  await db.delete(wishlists).where(and(eq(wishlists.userId, userId), eq(wishlists.tourId, tourId)));
  return true;
}
