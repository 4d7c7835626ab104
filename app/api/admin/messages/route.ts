import { NextResponse } from 'next/server';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { listContactMessages } from '@/lib/admin/messages';
import { listParamsSchema } from '@/lib/http/list-params';
import { queryFlag } from '@/lib/http/query-flag';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

const paging = listParamsSchema({ sortFields: ['CreatedAt'] as const, defaultSortBy: 'CreatedAt', defaultSortOrder: 'desc' });
const filters = z.object({
  unread: queryFlag,
});

/**
 * GET /api/admin/messages?PageIndex=0&PageSize=20&unread=false (admins only) → the contact-form
 * messages, newest first: `{ items: [{ id, name, email, phone, message, locale, readAt, createdAt }],
 * index, size, count, pages, hasPrevious, hasNext, unread }` (`unread`: how many are unread in all).
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const { index, size } = parseQuery(request, paging);
  const { unread: unreadOnly } = parseQuery(request, filters);
  const { items, total, unread } = await listContactMessages(await getDb(), { index, size }, { unreadOnly });
  return NextResponse.json({ ...listPage(items, index, size, total), unread }, { headers: { 'Cache-Control': 'private, no-store' } });
});
