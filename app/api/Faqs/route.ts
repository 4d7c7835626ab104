import { NextResponse } from 'next/server';
import { publicContentHeaders } from '@/lib/content/http';
import { listFaqs, faqSortFields } from '@/lib/content/faqs';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

const listQuery = listParamsSchema({ sortFields: faqSortFields, defaultSortBy: 'OrderNo' });

/** GET /api/Faqs?PageIndex=0&PageSize=20&SortBy=OrderNo&SortOrder=asc — help-centre questions and answers (SortBy also Category). */
export const GET = route(async (request, { locale }) => {
  const params = parseQuery(request, listQuery);
  const { items, count } = await listFaqs(locale, params);
  return NextResponse.json(listPage(items, params.index, params.size, count), { headers: publicContentHeaders });
});
