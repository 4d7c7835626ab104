import { NextResponse } from 'next/server';
import { getTourPage } from '@/lib/catalog/tours';
import { parseTourListQuery } from '@/lib/catalog/tour-search';
import { publicContentHeaders } from '@/lib/content/http';
import { listPage, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/**
 * GET /api/Tours — public tours, one page (PageIndex, PageSize up to 9999, SortBy, SortOrder) with the
 * same filters as the list pages (q, region, type, minPrice, maxPrice, minDays, maxDays, date, month).
 */
export const GET = route(async (request, { locale }) => {
  const query = parseTourListQuery(new URL(request.url).searchParams);
  const { items, count } = await getTourPage(locale, query);
  return NextResponse.json(listPage(items, query.index, query.size, count), { headers: publicContentHeaders });
});
