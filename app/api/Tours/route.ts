import { getTourPage, hasTypedValues } from '@/lib/catalog/tours';
import { clientNetwork, enforceRateLimit } from '@/lib/security/rate-limit';
import { parseTourListQuery } from '@/lib/catalog/tour-search';
import { publicContentHeaders } from '@/lib/content/http';
import { listPage, route } from '@/lib/http/respond';
import { serializedJson, serializedResponse } from '@/lib/http/serialized-cache';

export const dynamic = 'force-dynamic';

/** Answers may be a minute old, like the shared caches' copy (publicContentHeaders). */
const ANSWER_TTL_MS = 60_000;
/** The list pages ask for 12 and the API's default is 100; a typed search of more is rate limited. */
const LARGE_PAGE = 100;
const LARGE_TYPED_SEARCHES = { limit: 20, windowSeconds: 60 };

/**
 * GET /api/Tours — public tours, one page (PageIndex, PageSize up to 9999, SortBy, SortOrder) with the
 * same filters as the list pages (q, region, type, minPrice, maxPrice, minDays, maxDays, date, month).
 */
export const GET = route(async (request, { locale }) => {
  const query = parseTourListQuery(new URL(request.url).searchParams);
  // A typed search (text, price, duration, date) is read afresh each time: a large page of one is a
  // query of thousands of rows, so a client gets a few a minute, not as many as it can send.
  if (hasTypedValues(query.filters) && query.size > LARGE_PAGE) await enforceRateLimit(`tour-search:${clientNetwork(request)}`, LARGE_TYPED_SEARCHES);
  const cacheKey = `tours:${locale}:${JSON.stringify(query)}`;
  const entry = await serializedJson(cacheKey, ANSWER_TTL_MS, async () => {
    const { items, count } = await getTourPage(locale, query);
    return listPage(items, query.index, query.size, count);
  });
  return serializedResponse(entry, publicContentHeaders, request);
});
