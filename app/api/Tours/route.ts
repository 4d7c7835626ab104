import { getTourPage } from '@/lib/catalog/tours';
import { parseTourListQuery } from '@/lib/catalog/tour-search';
import { publicContentHeaders } from '@/lib/content/http';
import { listPage, route } from '@/lib/http/respond';
import { serializedJson, serializedResponse } from '@/lib/http/serialized-cache';

export const dynamic = 'force-dynamic';

/** Answers may be a minute old, like the shared caches' copy (publicContentHeaders). */
const ANSWER_TTL_MS = 60_000;

/**
 * GET /api/Tours — public tours, one page (PageIndex, PageSize up to 9999, SortBy, SortOrder) with the
 * same filters as the list pages (q, region, type, minPrice, maxPrice, minDays, maxDays, date, month).
 */
export const GET = route(async (request, { locale }) => {
  const query = parseTourListQuery(new URL(request.url).searchParams);
  const cacheKey = `tours:${locale}:${JSON.stringify(query)}`;
  const entry = await serializedJson(cacheKey, ANSWER_TTL_MS, async () => {
    const { items, count } = await getTourPage(locale, query);
    return listPage(items, query.index, query.size, count);
  });
  return serializedResponse(entry, publicContentHeaders, request);
});
