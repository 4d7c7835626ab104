import { NextResponse } from 'next/server';
import { publicContentHeaders } from '@/lib/content/http';
import { listSliders, sliderSortFields } from '@/lib/content/sliders';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

const listQuery = listParamsSchema({ sortFields: sliderSortFields, defaultSortBy: 'OrderNo' });

/** GET /api/Sliders?PageIndex=0&PageSize=20&SortBy=OrderNo&SortOrder=asc — active home-page slides in the Accept-Language language. */
export const GET = route(async (request, { locale }) => {
  const params = parseQuery(request, listQuery);
  const { items, count } = await listSliders(locale, params);
  return NextResponse.json(listPage(items, params.index, params.size, count), { headers: publicContentHeaders });
});
