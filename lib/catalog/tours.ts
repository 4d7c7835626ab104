import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { regions, tours } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { tags } from './tags';

export type TourCardData = {
  id: number;
  title: string;
  summary: string;
  regionName: string;
  tourTypeId: number;
  durationDays: number;
  adultPrice: number;
  coverImage: string;
};

export const getFeaturedTours = unstable_cache(
  async (locale: Locale, limit: number): Promise<TourCardData[]> => {
    const db = await getDb();
    const rows = await db
      .select({ tour: tours, regionName: regions.name })
      .from(tours)
      .innerJoin(regions, eq(regions.id, tours.regionId))
      .where(and(eq(tours.isActive, true), eq(tours.isFeatured, true)))
      .orderBy(desc(tours.isFeatured), asc(tours.id))
      .limit(limit);
    return rows.map(({ tour, regionName }) => ({
      id: tour.id,
      title: pick(tour.title, locale),
      summary: pick(tour.summary, locale),
      regionName: pick(regionName, locale),
      tourTypeId: tour.tourTypeId,
      durationDays: tour.durationDays,
      adultPrice: tour.adultPrice,
      coverImage: tour.coverImage,
    }));
  },
  ['featured-tours'],
  { tags: [tags.tours] },
);
