import { NextResponse } from 'next/server';
import { publicContentHeaders } from '@/lib/content/http';
import { listTestimonials, testimonialSortFields } from '@/lib/content/testimonials';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

const listQuery = listParamsSchema({ sortFields: testimonialSortFields, defaultSortBy: 'OrderNo' });

/** GET /api/Testimonials?PageIndex=0&PageSize=20&SortBy=OrderNo&SortOrder=asc — active traveller testimonials (SortBy also Rating). */
export const GET = route(async (request, { locale }) => {
  const params = parseQuery(request, listQuery);
  const { items, count } = await listTestimonials(locale, params);
  return NextResponse.json(listPage(items, params.index, params.size, count), { headers: publicContentHeaders });
});
