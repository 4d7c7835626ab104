import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { regions, tours } from '@/lib/db/schema';
import { listParamsSchema, type ListParams } from '@/lib/http/list-params';
import type { Locale } from '@/i18n/routing';
import { cached, cachedWhenKnown, pageWithin } from './cache';
import { localizedText } from './sql';
import { tags } from './tags';

const regionSortFields = ['OrderNo', 'Id', 'Name'] as const;
type RegionSortField = (typeof regionSortFields)[number];

/** GET /api/Regions/GetList's query (docs/product-rules.md#http-calls: PageIndex=0, PageSize=100, sortBy=OrderNo, sortOrder=asc, showInactive=false). */
export const regionListParamsSchema = listParamsSchema({ sortFields: regionSortFields, defaultSortBy: 'OrderNo', defaultPageSize: 100, maxPageSize: 1000 });

export type Region = {
  id: number;
  name: string;
  description: string;
  image: string;
  orderNo: number;
  isActive: boolean;
  /** Active tours in the region. */
  tourCount: number;
};

/** Active tours per region, joined to the regions (a join keeps every column reference qualified). */
function tourCounts(db: Database) {
  return db
    .select({ regionId: tours.regionId, count: sql<number>`count(*)::int`.as('tour_count') })
    .from(tours)
    .where(eq(tours.isActive, true))
    .groupBy(tours.regionId)
    .as('region_tour_counts');
}

function selectRegions(db: Database, locale: Locale) {
  const counts = tourCounts(db);
  return {
    columns: {
      id: regions.id,
      name: localizedText(regions.name, locale),
      description: localizedText(regions.description, locale),
      image: regions.image,
      orderNo: regions.orderNo,
      isActive: regions.isActive,
      tourCount: sql<number>`coalesce(${counts.count}, 0)`,
    },
    counts,
  };
}

function regionOrder(sortBy: RegionSortField, direction: 'asc' | 'desc', locale: Locale): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  switch (sortBy) {
    case 'Id':
      return [by(regions.id)];
    case 'Name':
      return [by(localizedText(regions.name, locale)), by(regions.id)];
    case 'OrderNo':
      return [by(regions.orderNo), by(regions.id)];
  }
}

/** One page of regions for GET /api/Regions/GetList; inactive regions only when asked for. */
async function fetchRegionPage(locale: Locale, params: ListParams<RegionSortField>): Promise<{ items: Region[]; count: number }> {
  const db = await getDb();
  const where = params.showInactive ? undefined : eq(regions.isActive, true);
  const { columns, counts } = selectRegions(db, locale);
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()::int` })
    .from(regions)
    .leftJoin(counts, eq(counts.regionId, regions.id))
    .where(where)
    .orderBy(...regionOrder(params.sortBy, params.sortOrder, locale))
    .limit(params.size)
    .offset(params.index * params.size);
  const count = rows[0]?.total ?? (await db.$count(regions, where));
  return { items: rows.map(({ total: _total, ...region }) => region), count };
}

/** How many regions there are, active and in all: the pages of GET /api/Regions/GetList that are cached. */
const getRegionCounts = cached(
  async (): Promise<{ active: number; all: number }> => {
    const db = await getDb();
    const [active, all] = await Promise.all([db.$count(regions, eq(regions.isActive, true)), db.$count(regions)]);
    return { active, all };
  },
  ['catalog:region-counts'],
  { tags: [tags.regions] },
);

/** Cached for the first page and the pages within the count; a page past the last (PageIndex up to 1,000,000) is read uncached. */
export const getRegionPage = cachedWhenKnown(fetchRegionPage, ['catalog:region-page'], { tags: [tags.regions, tags.tours] }, async (_locale, params) => {
  if (params.index === 0) return true;
  const counts = await getRegionCounts();
  return pageWithin(params.index, params.size, params.showInactive ? counts.all : counts.active);
});

/** Every active region in OrderNo order, with its tour count (destinations, home, search options). */
async function fetchActiveRegions(locale: Locale): Promise<Region[]> {
  const db = await getDb();
  const { columns, counts } = selectRegions(db, locale);
  return db
    .select(columns)
    .from(regions)
    .leftJoin(counts, eq(counts.regionId, regions.id))
    .where(eq(regions.isActive, true))
    .orderBy(asc(regions.orderNo), asc(regions.id));
}

export const getActiveRegions = cached(fetchActiveRegions, ['catalog:active-regions'], { tags: [tags.regions, tags.tours] });

/** An active region, or null for an unknown or inactive one. */
async function fetchRegion(locale: Locale, id: number): Promise<Region | null> {
  const db = await getDb();
  const { columns, counts } = selectRegions(db, locale);
  const [row] = await db
    .select(columns)
    .from(regions)
    .leftJoin(counts, eq(counts.regionId, regions.id))
    .where(and(eq(regions.id, id), eq(regions.isActive, true)));
  return row ?? null;
}

/** Cached for the active regions' ids; any other id (null) is read uncached, so random ids store no entry. */
export const getRegion = cachedWhenKnown(fetchRegion, ['catalog:region'], { tags: [tags.regions, tags.tours] }, async (locale, id) =>
  (await getActiveRegions(locale)).some((region) => region.id === id),
);
