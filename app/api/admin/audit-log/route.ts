import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/guards';
import { listPage, parseQuery, route } from '@/lib/http/respond';
import { auditLogPage, auditQuerySchema, toAuditQuery } from '@/lib/admin/audit-query';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/admin/audit-log?entity=settings&userId=1&PageIndex=0&PageSize=25&SortOrder=desc`
 * (admins; 401 signed out, 403 customers) → what staff did, newest first:
 * `{ items: [{ id, action, entity, entityId, reference, details, summary, createdAt, user: { id, name, email } | null }], index, size, count, pages, hasPrevious, hasNext }`.
 * `userId=none` lists entries whose account has since been deleted.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const query = toAuditQuery(parseQuery(request, auditQuerySchema));
  const { items, count } = await auditLogPage(query);
  return NextResponse.json(listPage(items, query.index, query.size, count), { headers: { 'Cache-Control': 'private, no-store' } });
});
