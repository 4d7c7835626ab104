import 'server-only';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';
import { listParamsSchema } from '@/lib/http/list-params';
import { orderNumber } from '@/lib/orders/number';

/** `GET /api/admin/audit-log` and /db-audit-log: page parameters plus the two filters. */
export const auditQuerySchema = z
  .object({
    /** The kind of record (tour, region, settings, order, …). */
    entity: z.string().trim().max(60).regex(/^[\w.-]*$/, 'invalid').optional(),
    /** The acting account's id; `none` for entries whose account was deleted. */
    userId: z.string().trim().regex(/^(none|[1-9]\d{0,8})$/, 'integer').optional(),
  })
  .and(listParamsSchema({ sortFields: ['Id'] as const, defaultSortBy: 'Id', defaultSortOrder: 'desc', defaultPageSize: 25 }));

export type AuditQuery = { entity?: string; userId?: number | 'none'; index: number; size: number; sortOrder: 'asc' | 'desc' };

export function toAuditQuery(parsed: z.output<typeof auditQuerySchema>): AuditQuery {
  const userId = parsed.userId === undefined || parsed.userId === '' ? undefined : parsed.userId === 'none' ? 'none' : Number(parsed.userId);
  return { entity: parsed.entity || undefined, userId, index: parsed.index, size: parsed.size, sortOrder: parsed.sortOrder };
}

export type AuditEntryView = {
  id: number;
  action: string;
  entity: string;
  entityId: string | null;
  /** Which record, as people name it: an order's number ("A6D94EE8", docs/decisions/0070), else "#12". */
  reference: string | null;
  details: Record<string, unknown>;
  /** One line for people: "iban: TR23… → TR33…; bankName: …". */
  summary: string;
  createdAt: string;
  user: { id: number; name: string; email: string } | null;
};

const MAX_VALUE = 60;
const MAX_SUMMARY = 300;

const cut = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

function short(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return cut(value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))).join(', '));
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Localized texts { tr, en, ru }: the Turkish one stands for all.
    if (typeof record.tr === 'string') return short(record.tr);
    // A whole record (a deleted one): its title or name says which it was.
    const label = record.title ?? record.name;
    if (label !== undefined && label !== null) return short(label);
    return cut(JSON.stringify(value));
  }
  return cut(String(value));
}

/**
 * The details of an audit entry in one line: changed fields as `field: from → to`, other values as
 * `field: value`, long values cut short.
 */
export function summarizeDetails(details: Record<string, unknown>): string {
  const parts = Object.entries(details).map(([field, value]) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && 'to' in value) {
      const change = value as { from?: unknown; to: unknown };
      return 'from' in change ? `${field}: ${short(change.from)} → ${short(change.to)}` : `${field}: ${short(change.to)}`;
    }
    return `${field}: ${short(value)}`;
  });
  const line = parts.join('; ');
  return line.length > MAX_SUMMARY ? `${line.slice(0, MAX_SUMMARY - 1)}…` : line;
}

/** An order's entry is named by its order number, which its summary then need not repeat as a UUID. */
function described(entity: string, entityId: string | null, details: Record<string, unknown>): Pick<AuditEntryView, 'reference' | 'summary'> {
  const { orderUUID, ...rest } = details;
  if (entity === 'order' && typeof orderUUID === 'string') return { reference: orderNumber(orderUUID), summary: summarizeDetails(rest) };
  return { reference: entityId === null ? null : `#${entityId}`, summary: summarizeDetails(details) };
}

function conditions(query: AuditQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.userId === 'none') where.push(isNull(auditLog.userId));
  else if (query.userId !== undefined) where.push(eq(auditLog.userId, query.userId));
  return where.length > 0 ? and(...where) : undefined;
}

/** One page of the audit log, newest first (or oldest with sortOrder asc), with who acted. */
export async function auditLogPage(query: AuditQuery): Promise<{ items: AuditEntryView[]; count: number }> {
  const db = await getDb();
  const where = conditions(query);
  const order = query.sortOrder === 'asc' ? asc(auditLog.id) : desc(auditLog.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
        userId: users.id,
        name: sql<string>`trim(${users.name} || ' ' || ${users.surname})`,
        email: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(order)
      .limit(query.size)
      .offset(query.index * query.size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    ...described(row.entity, row.entityId, row.details),
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    user: row.userId === null ? null : { id: row.userId, name: row.name ?? '', email: row.email ?? '' },
  }));
  return { items, count: total };
}

/** What the filters offer: the entities and the accounts that appear in the log. */
export async function auditFilterOptions(): Promise<{ entities: string[]; users: { id: number; name: string; email: string }[] }> {
  const db = await getDb();
  const [entities, actors] = await Promise.all([
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db
      .selectDistinct({ id: users.id, name: sql<string>`trim(${users.name} || ' ' || ${users.surname})`, email: users.email })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.userId))
      .orderBy(asc(users.email), asc(users.id)),
  ]);
  return { entities: entities.map((row) => row.entity), users: actors };
}
