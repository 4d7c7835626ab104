import { NextResponse } from 'next/server';
import { publicContentHeaders } from '@/lib/content/http';
import { listFeatures, featureSortFields } from '@/lib/content/features';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

const listQuery = listParamsSchema({ sortFields: featureSortFields, defaultSortBy: 'OrderNo' });

/** GET /api/Features?PageIndex=0&PageSize=20&SortBy=OrderNo&SortOrder=asc — the agency's active selling points. */
export const GET = route(async (request, { locale }) => {
  const params = parseQuery(request, listQuery);
  const { items, count } = await listFeatures(locale, params);
  return NextResponse.json(listPage(items, params.index, params.size, count), { headers: publicContentHeaders });
});
