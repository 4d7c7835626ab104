import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';
import { listReviews } from '@/lib/reviews/reviews';

export const dynamic = 'force-dynamic';

const paging = listParamsSchema({ sortFields: ['CreatedAt'] as const, defaultSortBy: 'CreatedAt', defaultSortOrder: 'desc' });
const filters = z.object({ status: z.enum(['pending', 'approved', 'hidden', 'all']).default('pending') });

/**
 * GET /api/admin/reviews?status=pending|approved|hidden|all&PageIndex=0&PageSize=20 (admins only) →
 * the reviews, newest first: `{ items: [{ id, tourId, tourTitle, orderId, orderUUID, authorName,
 * stars, text, language, status, reply, repliedAt, createdAt }], index, size, count, pages,
 * hasPrevious, hasNext, pending }` (`pending`: how many wait for a decision in all).
 */
export const GET = route(async (request, { locale }) => {
  await requireAdmin(request);
  const { index, size } = parseQuery(request, paging);
  const { status } = parseQuery(request, filters);
  const { items, total, pending } = await listReviews(await getDb(), { index, size, status }, locale);
  return NextResponse.json({ ...listPage(items, index, size, total), pending }, { headers: { 'Cache-Control': 'private, no-store' } });
});
