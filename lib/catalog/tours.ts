import 'server-only';
import { tourRule } from '@/lib/pricing/rules-db';
import type { PriceRule } from '@/lib/pricing/price';
import { and, asc, desc, eq, exists, gte, lte, max, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { regions, tourDepartures, tourImages, tourItineraries, tourReviews, tours, tourTypes } from '@/lib/db/schema';
import { pick, pickList } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { cached, cachedWhenKnown, cacheWindows } from './cache';
import { getActiveRegions } from './regions';
import { containsText, localizedText } from './sql';
import { tags } from './tags';
import type { TourFilters, TourListQuery, TourOrder } from './tour-search';

/** A tour as lists show it (cards, rows, GET /api/Tours). Prices are kuruş. */
export type TourSummary = {
  id: number;
  title: string;
  summary: string;
  regionId: number;
  regionName: string;
  tourTypeId: number;
  tourTypeName: string;
  durationDays: number;
  adultPrice: number;
  childPrice: number;
  babyPrice: number;
  coverImage: string;
  isFeatured: boolean;
  /** Approved reviews: their average stars (one decimal) and how many; null average when none. */
  ratingAverage: number | null;
  reviewCount: number;
};

/** An approved review as the tour page shows it. */
export type TourReview = {
  id: number;
  authorName: string;
  stars: number;
  text: string;
  /** The language it was written in (tr, en, ru). */
  language: string;
  createdAt: string;
  reply: string | null;
};

export type TourImage = { url: string; alt: string; width: number; height: number };
export type ItineraryDay = { dayNo: number; title: string; description: string };

/** A departure that can still be booked; prices already include its overrides. */
export type Departure = {
  id: number;
  /** YYYY-MM-DD, agency time (Europe/Istanbul). */
  startsOn: string;
  /** HH:MM, or null when the day has no fixed start. */
  startTime: string | null;
  capacity: number;
  seatsLeft: number;
  adultPrice: number;
  childPrice: number;
  babyPrice: number;
  /** True when any of the prices differs from the tour's. */
  hasPriceOverride: boolean;
};

export type TourDetail = TourSummary & {
  description: string;
  included: string[];
  excluded: string[];
  meetingPoint: string;
  /** Children are babyAgeMax+1 to childAgeMax years old; babies 0 to babyAgeMax. */
  childAgeMax: number;
  babyAgeMax: number;
  maxPerBooking: number;
  bookingCutoffHours: number;
  images: TourImage[];
  itinerary: ItineraryDay[];
  departures: Departure[];
  /** The newest approved reviews (up to REVIEWS_SHOWN); ratingAverage and reviewCount count them all. */
  reviews: TourReview[];
  /** The tour's early-booking, last-minute and deposit rule (lib/pricing), or null. */
  priceRule: PriceRule | null;
  updatedAt: string;
};

export type TourType = { id: number; name: string };

/** Departures and the booking cut-off are reckoned in the agency's time zone. */
const AGENCY_TIME_ZONE = 'Europe/Istanbul';
const DEPARTURES_SHOWN = 24;
const REVIEWS_SHOWN = 20;

/**
 * The tour's approved reviews, as two correlated columns of the same query (cards and lists get
 * their stars without a query per tour; the index tour_reviews_tour_idx answers each).
 */
const approvedOfTour = sql`${tourReviews.tourId} = ${tours.id} and ${tourReviews.status} = 'approved'`;
const ratingColumns = {
  ratingAverage: sql<number | null>`(select round(avg(${tourReviews.stars})::numeric, 1)::float8 from ${tourReviews} where ${approvedOfTour})`,
  reviewCount: sql<number>`(select count(*)::int from ${tourReviews} where ${approvedOfTour})`,
};

/** A tour is public while it and its region are active. */
const isPublic = and(eq(tours.isActive, true), eq(regions.isActive, true));

/**
 * The departure can still be booked: active, and its start (agency time) is more than the tour's
 * `bookingCutoffHours` away.
 */
const beforeCutoff = sql`(${tourDepartures.startsOn} + coalesce(${tourDepartures.startTime}, time '00:00')) at time zone ${AGENCY_TIME_ZONE}::text
  > now() + make_interval(hours => ${tours.bookingCutoffHours})`;
const bookable = and(eq(tourDepartures.isActive, true), beforeCutoff);

function summaryColumns(locale: Locale) {
  return {
    id: tours.id,
    title: localizedText(tours.title, locale),
    summary: localizedText(tours.summary, locale),
    regionId: tours.regionId,
    regionName: localizedText(regions.name, locale),
    tourTypeId: tours.tourTypeId,
    tourTypeName: localizedText(tourTypes.name, locale),
    durationDays: tours.durationDays,
    adultPrice: tours.adultPrice,
    childPrice: tours.childPrice,
    babyPrice: tours.babyPrice,
    coverImage: tours.coverImage,
    isFeatured: tours.isFeatured,
    ...ratingColumns,
  };
}

function filterConditions(db: Database, filters: TourFilters, locale: Locale): SQL[] {
  const conditions: SQL[] = [];
  if (filters.region !== undefined) conditions.push(eq(tours.regionId, filters.region));
  if (filters.type !== undefined) conditions.push(eq(tours.tourTypeId, filters.type));
  if (filters.minPrice !== undefined) conditions.push(gte(tours.adultPrice, filters.minPrice * 100));
  if (filters.maxPrice !== undefined) conditions.push(lte(tours.adultPrice, filters.maxPrice * 100));
  if (filters.minDays !== undefined) conditions.push(gte(tours.durationDays, filters.minDays));
  if (filters.maxDays !== undefined) conditions.push(lte(tours.durationDays, filters.maxDays));
  if (filters.q) {
    const inTitle = containsText(localizedText(tours.title, locale), filters.q);
    const inSummary = containsText(localizedText(tours.summary, locale), filters.q);
    conditions.push(sql`(${inTitle} or ${inSummary})`);
  }
  if (filters.date || filters.month) {
    const when: SQL[] = [];
    if (filters.date) when.push(gte(tourDepartures.startsOn, filters.date));
    if (filters.month) {
      const monthStart = `${filters.month}-01`;
      when.push(gte(tourDepartures.startsOn, monthStart), sql`${tourDepartures.startsOn} < ${monthStart}::date + interval '1 month'`);
    }
    // Correlated with the outer tour row: it has a bookable departure with a free seat in the period.
    const departureInPeriod = db
      .select({ one: sql`1` })
      .from(tourDepartures)
      .where(and(eq(tourDepartures.tourId, tours.id), bookable, sql`${tourDepartures.seatsTaken} < ${tourDepartures.capacity}`, ...when));
    conditions.push(exists(departureInPeriod));
  }
  return conditions;
}

function tourOrder({ by, direction }: TourOrder, locale: Locale): SQL[] {
  const dir = direction === 'asc' ? asc : desc;
  switch (by) {
    case 'id':
      return [dir(tours.id)];
    case 'price':
      return [dir(tours.adultPrice), dir(tours.id)];
    case 'duration':
      return [dir(tours.durationDays), dir(tours.id)];
    case 'title':
      return [dir(localizedText(tours.title, locale)), dir(tours.id)];
    case 'newest':
      return [dir(tours.createdAt), dir(tours.id)];
    case 'recommended':
      // Featured first, then the regions in their OrderNo order; desc reverses the whole order.
      return direction === 'asc'
        ? [desc(tours.isFeatured), asc(regions.orderNo), asc(tours.id)]
        : [asc(tours.isFeatured), desc(regions.orderNo), desc(tours.id)];
  }
}

/** A slice of the search results by position: `offset` tours skipped, then up to `limit`. */
type TourWindow = Pick<TourListQuery, 'filters' | 'order'> & { offset: number; limit: number };

/** Public tours matching a search, one window of them, with the total count, in one query. */
async function fetchTourWindow(locale: Locale, window: TourWindow): Promise<{ items: TourSummary[]; count: number }> {
  const db = await getDb();
  const where = and(isPublic, ...filterConditions(db, window.filters, locale));
  const rows = await db
    .select({ ...summaryColumns(locale), total: sql<number>`count(*) over ()::int` })
    .from(tours)
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .innerJoin(tourTypes, eq(tourTypes.id, tours.tourTypeId))
    .where(where)
    .orderBy(...tourOrder(window.order, locale))
    .limit(window.limit)
    .offset(window.offset);
  if (rows.length === 0 && window.offset > 0) {
    // Past the last tour the window count has no row to ride on.
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(tours)
      .innerJoin(regions, eq(regions.id, tours.regionId))
      .where(where);
    return { items: [], count };
  }
  return {
    items: rows.map(({ total: _total, ...tour }) => ({ ...tour, ratingAverage: tour.ratingAverage === null ? null : Number(tour.ratingAverage), reviewCount: Number(tour.reviewCount) })),
    count: rows[0]?.total ?? 0,
  };
}

// Bookability moves with the clock (date filters), hence the hourly refresh on top of the tags.
const cachedTourWindow = cached(fetchTourWindow, ['catalog:tour-window'], { tags: [tags.tours, tags.regions], revalidate: 3600 });

/**
 * Next's data cache refuses entries over 2 MB, which the spec's PageSize=9999 list passes (about
 * 500 bytes a tour), so long pages are cached as consecutive windows of this many tours (~0.5 MB).
 */
const CACHE_WINDOW = 1000;

/** The filters whose values a visitor types freely (text, prices, durations, dates), as opposed to a region or a tour type. */
export function hasTypedValues({ q, minPrice, maxPrice, minDays, maxDays, date, month }: TourFilters): boolean {
  return Boolean(q) || [minPrice, maxPrice, minDays, maxDays, date, month].some((value) => value !== undefined);
}

/** How many public tours a search by region and type finds (for the pages within the count, below). */
const cachedTourCount = cached(
  async ({ region, type }: Pick<TourFilters, 'region' | 'type'>): Promise<number> => {
    const db = await getDb();
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(tours)
      .innerJoin(regions, eq(regions.id, tours.regionId))
      .where(and(isPublic, region === undefined ? undefined : eq(tours.regionId, region), type === undefined ? undefined : eq(tours.tourTypeId, type)));
    return count;
  },
  ['catalog:tour-count'],
  { tags: [tags.tours, tags.regions], revalidate: 3600 },
);

/**
 * Whether a search is one of the known set the cache keeps: no typed value, the region (if any) an
 * active one, and a page within the count (the first page always).
 */
async function knownTourSearch(locale: Locale, filters: TourFilters, offset: number): Promise<boolean> {
  if (hasTypedValues(filters)) return false;
  if (filters.region !== undefined && !(await getActiveRegions(locale)).some((region) => region.id === filters.region)) return false;
  return offset === 0 || offset < (await cachedTourCount({ region: filters.region, type: filters.type }));
}

/** Pages of up to this many tours read windows of this size; larger ones windows of CACHE_WINDOW. */
const SMALL_WINDOW = 100;

/**
 * One page of public tours and the total count, cached per (language, search, window). Only known
 * searches are cached (above): any text, price, duration or date typed would add entries, as would a
 * region id or a page past the last, so the cache could be grown without bound. The others run
 * their single (fast) query each time, and answer the same. The windows are whole cells of a fixed
 * grid (100 tours for small pages, 1,000 for large ones) and the page is cut out of them, so any
 * PageIndex × PageSize reads the same few entries: the entries are bounded by the tours, not by the
 * sizes a client can ask for.
 */
export async function getTourPage(locale: Locale, { filters, order, index, size }: TourListQuery): Promise<{ items: TourSummary[]; count: number }> {
  const offset = index * size;
  if (!(await knownTourSearch(locale, filters, offset))) return fetchTourWindow(locale, { filters, order, offset, limit: size });
  const grid = size <= SMALL_WINDOW ? SMALL_WINDOW : CACHE_WINDOW;
  const start = Math.floor(offset / grid) * grid;
  const windows = cacheWindows(start, offset + size - start, grid).map((window) => ({ filters, order, offset: window.offset, limit: grid }));
  const first = await cachedTourWindow(locale, windows[0]);
  const rest = await Promise.all(windows.slice(1).filter((window) => window.offset < first.count).map((window) => cachedTourWindow(locale, window)));
  const items = [first, ...rest].flatMap((window) => window.items);
  return { items: items.slice(offset - start, offset - start + size), count: first.count };
}

/** The highest tour id: the ids whose detail reads are cached. */
const getHighestTourId = cached(
  async (): Promise<number> => {
    const db = await getDb();
    const [{ highest }] = await db.select({ highest: max(tours.id) }).from(tours);
    return Number(highest ?? 0);
  },
  ['catalog:highest-tour-id'],
  { tags: [tags.tours], revalidate: 3600 },
);

async function fetchTourTypes(locale: Locale): Promise<TourType[]> {
  const db = await getDb();
  const rows = await db.select().from(tourTypes).orderBy(asc(tourTypes.id));
  return rows.map((row) => ({ id: row.id, name: pick(row.name, locale) }));
}

export const getTourTypes = cached(fetchTourTypes, ['catalog:tour-types'], { tags: [tags.tours] });

function hhmm(time: string | null): string | null {
  return time ? time.slice(0, 5) : null;
}

/** A public tour with its gallery, itinerary and bookable departures; null when unknown or inactive. */
async function fetchTourDetail(locale: Locale, id: number): Promise<TourDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ tour: tours, regionName: regions.name, tourTypeName: tourTypes.name, ...ratingColumns })
    .from(tours)
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .innerJoin(tourTypes, eq(tourTypes.id, tours.tourTypeId))
    .where(and(eq(tours.id, id), isPublic));
  if (!row) return null;
  const { tour } = row;

  const [images, days, departures, reviews, priceRule] = await Promise.all([
    db.select().from(tourImages).where(eq(tourImages.tourId, id)).orderBy(desc(tourImages.isCover), asc(tourImages.sortOrder), asc(tourImages.id)),
    db.select().from(tourItineraries).where(eq(tourItineraries.tourId, id)).orderBy(asc(tourItineraries.dayNo)),
    db
      .select({ departure: tourDepartures })
      .from(tourDepartures)
      .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
      .where(and(eq(tourDepartures.tourId, id), bookable))
      .orderBy(asc(tourDepartures.startsOn), asc(tourDepartures.startTime))
      .limit(DEPARTURES_SHOWN),
    db
      .select()
      .from(tourReviews)
      .where(and(eq(tourReviews.tourId, id), eq(tourReviews.status, 'approved')))
      .orderBy(desc(tourReviews.createdAt), desc(tourReviews.id))
      .limit(REVIEWS_SHOWN),
    tourRule(db, id),
  ]);

  return {
    id: tour.id,
    title: pick(tour.title, locale),
    summary: pick(tour.summary, locale),
    regionId: tour.regionId,
    regionName: pick(row.regionName, locale),
    tourTypeId: tour.tourTypeId,
    tourTypeName: pick(row.tourTypeName, locale),
    durationDays: tour.durationDays,
    adultPrice: tour.adultPrice,
    childPrice: tour.childPrice,
    babyPrice: tour.babyPrice,
    coverImage: tour.coverImage,
    isFeatured: tour.isFeatured,
    ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
    reviewCount: Number(row.reviewCount),
    description: pick(tour.description, locale),
    included: pickList(tour.included, locale),
    excluded: pickList(tour.excluded, locale),
    meetingPoint: pick(tour.meetingPoint, locale),
    childAgeMax: tour.childAgeMax,
    babyAgeMax: tour.babyAgeMax,
    maxPerBooking: tour.maxPerBooking,
    bookingCutoffHours: tour.bookingCutoffHours,
    images: images.map((image) => ({ url: image.url, alt: pick(image.alt, locale), width: image.width, height: image.height })),
    itinerary: days.map((day) => ({ dayNo: day.dayNo, title: pick(day.title, locale), description: pick(day.description, locale) })),
    departures: departures.map(({ departure }) => {
      const adultPrice = departure.adultPriceOverride ?? tour.adultPrice;
      const childPrice = departure.childPriceOverride ?? tour.childPrice;
      const babyPrice = departure.babyPriceOverride ?? tour.babyPrice;
      return {
        id: departure.id,
        startsOn: departure.startsOn,
        startTime: hhmm(departure.startTime),
        capacity: departure.capacity,
        seatsLeft: Math.max(0, departure.capacity - departure.seatsTaken),
        adultPrice,
        childPrice,
        babyPrice,
        hasPriceOverride: adultPrice !== tour.adultPrice || childPrice !== tour.childPrice || babyPrice !== tour.babyPrice,
      };
    }),
    reviews: reviews.map((review) => ({
      id: review.id,
      authorName: review.authorName,
      stars: review.stars,
      text: review.text,
      language: review.locale,
      createdAt: review.createdAt.toISOString(),
      reply: review.reply,
    })),
    priceRule,
    updatedAt: tour.updatedAt.toISOString(),
  };
}

/**
 * Tagged with the tour's own tag, so editing one tour (or taking seats on it, or approving or hiding
 * one of its reviews) refreshes only its pages; hourly, because departures drop out as their booking cut-off passes.
 */
export const getTourDetail = cachedWhenKnown(
  fetchTourDetail,
  ['catalog:tour-detail'],
  { tags: (_locale: Locale, id: number) => [tags.tour(id), tags.regions], revalidate: 3600 },
  // Cached for ids up to the highest tour's; any larger id (null) is read uncached and stores no entry.
  async (_locale, id) => id <= (await getHighestTourId()),
);
