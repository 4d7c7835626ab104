import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor, type Transaction } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { recordAudit } from './audit';
import { invalidateCatalogue } from '@/lib/catalog/invalidate';
import type { AdminRecord, AdminResource, AuditAlso } from './resource';
import { logError } from '@/lib/log';
import { databaseError } from '@/lib/db/errors';

/**
 * The database refused a write because of another record: a duplicate of a unique value (23505) or
 * a record still referenced elsewhere (23503). Drizzle wraps the driver's error in `cause`.
 */
function constraintConflict(error: unknown): HttpError | null {
  const code = databaseError(error)?.code;
  if (code === '23505') return new HttpError(409, 'duplicateValue');
  if (code === '23503') return new HttpError(409, 'recordInUse');
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

/** A value short enough to keep whole in the audit log: a number, a flag, a short text or a short localized text. */
const MAX_AUDITED_VALUE = 300;
const keptWhole = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)).length <= MAX_AUDITED_VALUE;

/** An item of a list of records, named by its id (a tour's departures carry `departureId`). */
type Identified = { id?: unknown; departureId?: unknown };
const isListOfRecords = (value: unknown): value is Identified[] =>
  Array.isArray(value) && value.every((item) => item !== null && typeof item === 'object' && ('id' in item || 'departureId' in item));
const idOf = (item: Identified) => JSON.stringify(item.id ?? item.departureId);

/**
 * What an update changed, for the audit log: `{ field: { from, to } }` for every changed value short
 * enough to keep (prices, counts, flags, names), the changed, added and removed items of a list of
 * records (a tour's departures and their price overrides, by id), and the names of the other changed
 * fields (long texts) under `changed`. A price set to 1 and back shows both amounts, not only that
 * the price changed twice.
 */
export function changeDetails(before: AdminRecord, after: AdminRecord): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  const named: string[] = [];
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  for (const key of Object.keys(after)) {
    const [from, to] = [before[key], after[key]];
    if (key === 'updatedAt' || same(from, to)) continue;
    if (isListOfRecords(from) && isListOfRecords(to)) {
      const byId = (items: Identified[]) => new Map(items.map((item) => [idOf(item), item]));
      const [old, now] = [byId(from), byId(to)];
      details[key] = { from: from.filter((item) => !same(item, now.get(idOf(item)))), to: to.filter((item) => !same(item, old.get(idOf(item)))) };
    } else if (keptWhole(from) && keptWhole(to)) details[key] = { from: from ?? null, to: to ?? null };
    else named.push(key);
  }
  return named.length > 0 ? { changed: named, ...details } : details;
}

const auditAlso =
  (tx: Transaction, adminId: number): AuditAlso =>
  async (entry) => {
    await recordAudit(tx, { userId: adminId, ...entry });
  };

/**
 * The version of a record that staff edit: the id of its latest audit entry (0 before any). Every
 * staff change of the record writes one, in the same transaction; a customer's booking (seats taken)
 * or a picture upload (another record) does not, so they never make an open form out of date.
 */
async function versionOf(db: Executor, entity: string, id: number): Promise<number> {
  const [latest] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return latest?.id ?? 0;
}

/** A record as its form loads it: with the `version` to send back as `If-Match` when saving. */
export type VersionedRecord = AdminRecord & { version: number };

export async function findRecord(resource: AdminResource, id: number): Promise<VersionedRecord> {
  const db = await getDb();
  const record = await resource.get(db, id);
  if (!record) throw new HttpError(404, 'recordNotFound');
  return { ...record, version: await versionOf(db, resource.entity, id) };
}

export async function createRecord<Input>(resource: AdminResource<Input>, input: Input, adminId: number): Promise<VersionedRecord> {
  if (resource.singleton) throw new HttpError(405, 'singletonRecord');
  const record = await inTransaction(async (tx) => {
    const created = await resource.create(tx, input);
    // The creation's audit entry is the record's first version.
    const version = await recordAudit(tx, { userId: adminId, action: 'create', entity: resource.entity, entityId: created.id });
    return { ...created, version };
  });
  await invalidateCatalogue({ tags: resource.tags(record) });
  return record;
}

/**
 * Saves a whole record. `expectedVersion` (the `If-Match` of the request: the version the form
 * loaded) makes the save refuse (412) when someone else saved the record since; without it the
 * last save wins. Saves of one record run one after the other (an advisory lock on it), so two
 * forms loaded together cannot both pass the check.
 */
export async function updateRecord<Input>(resource: AdminResource<Input>, id: number, input: Input, adminId: number, expectedVersion?: number): Promise<VersionedRecord> {
  const { before, after } = await inTransaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin:${resource.entity}`}), ${id})`);
    const previous = await resource.get(tx, id);
    if (!previous) throw new HttpError(404, 'recordNotFound');
    if (expectedVersion !== undefined && (await versionOf(tx, resource.entity, id)) !== expectedVersion) throw new HttpError(412, 'recordChanged');
    const updated = await resource.update(tx, id, input, auditAlso(tx, adminId));
    if (!updated) throw new HttpError(404, 'recordNotFound');
    const version = await recordAudit(tx, { userId: adminId, action: 'update', entity: resource.entity, entityId: id, details: changeDetails(previous, updated) });
    return { before: previous, after: { ...updated, version } };
  });
  await invalidateCatalogue({ tags: [...resource.tags(before), ...resource.tags(after)] });
  return after;
}

export async function deleteRecord(resource: AdminResource, id: number, adminId: number): Promise<AdminRecord> {
  if (resource.singleton) throw new HttpError(405, 'singletonRecord');
  const record = await inTransaction(async (tx) => {
    const removed = await resource.remove(tx, id, auditAlso(tx, adminId));
    if (!removed) throw new HttpError(404, 'recordNotFound');
    await recordAudit(tx, { userId: adminId, action: 'delete', entity: resource.entity, entityId: id, details: { record: removed } });
    return removed;
  });
  await invalidateCatalogue({ tags: resource.tags(record) });
  // The record is gone for good; leftovers outside the database must not turn it into an error.
  await resource.afterRemove?.(record).catch((error: unknown) => logError('admin', error, `cleanup after deleting ${resource.entity} ${id} failed`));
  return record;
}
