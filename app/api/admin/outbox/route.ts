import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db/client';
import { listOutbox } from '@/lib/admin/messages';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';
import { requireAdmin } from '@/lib/auth/guards';

export const dynamic = 'force-dynamic';

const query = listParamsSchema({ sortFields: ['Id'] as const, defaultSortBy: 'Id', defaultSortOrder: 'desc' });

/**
 * GET /api/admin/outbox?PageIndex=0&PageSize=20 (admins only) → the mail outbox, newest first:
 * `{ items: [{ id, to, subject, text, kind, locale, status, error, createdAt, sentAt, hidden }], index, size, count, pages, hasPrevious, hasNext }`.
 * A mail delivered over SMTP (any mail in production) is kept with its codes and secret links masked
 * (`hidden: true`, docs/decisions/0138): staff see that it went, not what only its recipient may use.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const { index, size } = parseQuery(request, query);
  const { items, total } = await listOutbox(await getDb(), { index, size });
  return NextResponse.json(listPage(items, index, size, total), { headers: { 'Cache-Control': 'private, no-store' } });
});
