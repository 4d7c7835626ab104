import 'server-only';
import type { Executor } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';

type AuditEntry = {
  /** The admin who acted. */
  userId: number;
  /** What was done: create, update, delete, reorder, order.markPaid, … */
  action: string;
  /** The kind of record: tour, region, blog, settings, … */
  entity: string;
  entityId?: string | number | null;
  /** What changed, without secrets or card data. */
  details?: Record<string, unknown>;
};

/** Writes an admin action to the audit log, in the same transaction as the change it records; returns the entry's id. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      userId: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      details: entry.details ?? {},
    })
    .returning({ id: auditLog.id });
  return row.id;
}
