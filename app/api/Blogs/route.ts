import { NextResponse } from 'next/server';
import { z } from 'zod';
import { blogSortFields, listBlogs } from '@/lib/content/blogs';
import { publicContentHeaders } from '@/lib/content/http';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

const listQuery = listParamsSchema({ sortFields: blogSortFields, defaultSortBy: 'PublishedAt', defaultSortOrder: 'desc', defaultPageSize: 10 });
const tagQuery = z.object({ tag: z.string().trim().min(1).max(60).optional() });

/**
 * GET /api/Blogs?PageIndex=0&PageSize=10&SortBy=PublishedAt&SortOrder=desc[&tag=Kapadokya] —
 * published posts (without their body) in the Accept-Language language, newest first by default.
 */
export const GET = route(async (request, { locale }) => {
  const params = parseQuery(request, listQuery);
  const { tag } = parseQuery(request, tagQuery);
  const { items, count } = await listBlogs(locale, { ...params, tag });
  return NextResponse.json(listPage(items, params.index, params.size, count), { headers: publicContentHeaders });
});
