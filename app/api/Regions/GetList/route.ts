import { NextResponse } from 'next/server';
import { getRegionPage, regionListParamsSchema } from '@/lib/catalog/regions';
import { publicContentHeaders } from '@/lib/content/http';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/**
 * GET /api/Regions/GetList — regions in OrderNo order (or by Id or Name), inactive ones only with
 * showInactive=true; parameter names in any case (the spec writes both sortBy and SortBy).
 */
export const GET = route(async (request, { locale }) => {
  const params = parseQuery(request, regionListParamsSchema);
  const { items, count } = await getRegionPage(locale, params);
  return NextResponse.json(listPage(items, params.index, params.size, count), { headers: publicContentHeaders });
});
