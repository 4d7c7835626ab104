import { NextResponse } from 'next/server';
import { count, desc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { listParamsSchema } from '@/lib/http/list-params';
import { listPage, parseQuery, route } from '@/lib/http/respond';
import { requireAdmin } from '@/lib/auth/guards';

export const dynamic = 'force-dynamic';

const query = listParamsSchema({ sortFields: ['Id'] as const, defaultSortBy: 'Id', defaultSortOrder: 'desc' });

/**
 * GET /api/admin/outbox?PageIndex=0&PageSize=20 (admins only) → the mail outbox, newest first:
 * `{ items: [{ id, to, subject, text, kind, locale, status, error, createdAt, sentAt }], index, size, count, pages, hasPrevious, hasNext }`.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const { index, size } = parseQuery(request, query);
  const db = await getDb();
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        kind: mailOutbox.kind,
        locale: mailOutbox.locale,
        status: mailOutbox.status,
        error: mailOutbox.error,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(size)
      .offset(index * size),
    db.select({ total: count() }).from(mailOutbox),
  ]);
  return NextResponse.json(listPage(items, index, size, total), { headers: { 'Cache-Control': 'private, no-store' } });
});
