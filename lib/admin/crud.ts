import 'server-only';
import { getDb, type Transaction } from '@/lib/db/client';
import { HttpError } from '@/lib/http/respond';
import { recordAudit } from './audit';
import { invalidateCatalogue } from '@/lib/catalog/invalidate';
import type { AdminRecord, AdminResource } from './resource';
import { logError } from '@/lib/log';

/**
 * The database refused a write because of another record: a duplicate of a unique value (23505) or
 * a record still referenced elsewhere (23503). Drizzle wraps the driver's error in `cause`.
 */
function constraintConflict(error: unknown): HttpError | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '23505') return new HttpError(409, 'duplicateValue');
    if (code === '23503') return new HttpError(409, 'recordInUse');
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const db = await getDb();
  try {
    return await db.transaction(work);
  } catch (error) {
    throw constraintConflict(error) ?? error;
  }
}

/** Field names whose values differ between two versions of a record (for the audit log). */
function changedFields(before: AdminRecord, after: AdminRecord): string[] {
  return Object.keys(after).filter((key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

export async function findRecord(resource: AdminResource, id: number): Promise<AdminRecord> {
  const record = await resource.get(await getDb(), id);
  if (!record) throw new HttpError(404, 'recordNotFound');
  return record;
}

export async function createRecord<Input>(resource: AdminResource<Input>, input: Input, adminId: number): Promise<AdminRecord> {
  if (resource.singleton) throw new HttpError(405, 'singletonRecord');
  const record = await inTransaction(async (tx) => {
    const created = await resource.create(tx, input);
    await recordAudit(tx, { userId: adminId, action: 'create', entity: resource.entity, entityId: created.id });
    return created;
  });
  await invalidateCatalogue({ tags: resource.tags(record) });
  return record;
}

export async function updateRecord<Input>(resource: AdminResource<Input>, id: number, input: Input, adminId: number): Promise<AdminRecord> {
  const { before, after } = await inTransaction(async (tx) => {
    const previous = await resource.get(tx, id);
    if (!previous) throw new HttpError(404, 'recordNotFound');
    const updated = await resource.update(tx, id, input);
    if (!updated) throw new HttpError(404, 'recordNotFound');
    await recordAudit(tx, { userId: adminId, action: 'update', entity: resource.entity, entityId: id, details: { changed: changedFields(previous, updated) } });
    return { before: previous, after: updated };
  });
  await invalidateCatalogue({ tags: [...resource.tags(before), ...resource.tags(after)] });
  return after;
}

export async function deleteRecord(resource: AdminResource, id: number, adminId: number): Promise<AdminRecord> {
  if (resource.singleton) throw new HttpError(405, 'singletonRecord');
  const record = await inTransaction(async (tx) => {
    const removed = await resource.remove(tx, id);
    if (!removed) throw new HttpError(404, 'recordNotFound');
    await recordAudit(tx, { userId: adminId, action: 'delete', entity: resource.entity, entityId: id, details: { record: removed } });
    return removed;
  });
  await invalidateCatalogue({ tags: resource.tags(record) });
  // The record is gone for good; leftovers outside the database must not turn it into an error.
  await resource.afterRemove?.(record).catch((error: unknown) => logError('admin', error, `cleanup after deleting ${resource.entity} ${id} failed`));
  return record;
}
