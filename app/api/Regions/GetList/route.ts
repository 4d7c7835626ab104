import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/guards';
import { getRegionPage, regionListParamsSchema } from '@/lib/catalog/regions';
import { publicContentHeaders } from '@/lib/content/http';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/**
 * GET /api/Regions/GetList — regions in OrderNo order (or by Id or Name); parameter names in any
 * case (the spec writes both sortBy and SortBy). Inactive regions are the agency's drafts: only
 * staff see them, with showInactive=true (401 signed out, 403 for a customer), and that answer is
 * never kept by a shared cache.
 */
export const GET = route(async (request, { locale }) => {
  const params = parseQuery(request, regionListParamsSchema);
  if (params.showInactive) await requireAdmin(request);
  const { items, count } = await getRegionPage(locale, params);
  const headers = params.showInactive ? { 'Cache-Control': 'private, no-store' } : publicContentHeaders;
  return NextResponse.json(listPage(items, params.index, params.size, count), { headers });
});
