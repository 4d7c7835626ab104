import { NextResponse } from 'next/server';
import { publicContentHeaders } from '@/lib/content/http';
import { listPages, pageSortFields } from '@/lib/content/pages';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

const listQuery = listParamsSchema({ sortFields: pageSortFields, defaultSortBy: 'Id' });

/** GET /api/Pages?PageIndex=0&PageSize=20&SortBy=Id&SortOrder=asc — published static pages (id, title, updatedAt). */
export const GET = route(async (request, { locale }) => {
  const params = parseQuery(request, listQuery);
  const { items, count } = await listPages(locale, params);
  return NextResponse.json(listPage(items, params.index, params.size, count), { headers: publicContentHeaders });
});
