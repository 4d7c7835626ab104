import { NextResponse } from 'next/server';
import { publicContentHeaders } from '@/lib/content/http';
import { listPageTitles, pageTitleSortFields } from '@/lib/content/page-titles';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

const listQuery = listParamsSchema({ sortFields: pageTitleSortFields, defaultSortBy: 'Id' });

/** GET /api/PageTitles?PageIndex=0&PageSize=20&SortBy=Id&SortOrder=asc — banner texts of the general pages (SortBy also Key). */
export const GET = route(async (request, { locale }) => {
  const params = parseQuery(request, listQuery);
  const { items, count } = await listPageTitles(locale, params);
  return NextResponse.json(listPage(items, params.index, params.size, count), { headers: publicContentHeaders });
});
