import 'server-only';
import { asc, count as countRows, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor, Transaction } from '@/lib/db/client';
import { containsText } from '@/lib/catalog/sql';
import { HttpError } from '@/lib/http/respond';

/** A record as the dashboard reads and edits it: the table row (ids, texts in tr/en/ru, flags). */
export type AdminRecord = { id: number } & Record<string, unknown>;

export const adminListQuerySchema = z.object({
  PageIndex: z.string().trim().regex(/^\d+$/, 'pageIndex').transform(Number).pipe(z.number().max(100_000)).default(0),
  PageSize: z.string().trim().regex(/^\d+$/, 'integer').transform(Number).pipe(z.number().min(1).max(200)).default(20),
  q: z.string().trim().max(100).default(''),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/**
 * One kind of record the dashboard manages (regions, sliders, blogs, …). The generic admin API
 * (`/api/admin/{name}`) validates input with `schema` (the same module the dashboard form uses),
 * checks that the caller is staff, and records every write in the audit log; the definition only
 * says how records are read and written, which conflicts forbid a delete, and which cache tags a
 * change expires.
 */
/**
 * Writes one more audit line, by the same admin and in the same transaction, for a record that a
 * change removes beside its own (a departure's price rule, deleted with the departure).
 */
export type AuditAlso = (entry: { action: string; entity: string; entityId: number; details?: Record<string, unknown> }) => Promise<void>;

export type AdminResource<Input = unknown> = {
  /** The URL segment of the admin API: /api/admin/{name}. */
  name: string;
  /** The audit log's name for the record kind. */
  entity: string;
  schema: z.ZodType<Input>;
  /** The list's query parameters when the resource filters more than `q` (default: `adminListQuerySchema`). */
  listQuery?: z.ZodType<AdminListQuery>;
  /** Exactly one record exists (the site's meta tags, the contacts): it is edited, never added or deleted. */
  singleton?: boolean;
  list(db: Executor, query: AdminListQuery): Promise<{ items: AdminRecord[]; count: number }>;
  get(db: Executor, id: number): Promise<AdminRecord | undefined>;
  create(tx: Transaction, input: Input): Promise<AdminRecord>;
  update(tx: Transaction, id: number, input: Input, auditAlso: AuditAlso): Promise<AdminRecord | undefined>;
  /** Deletes and returns the record; throws `HttpError(409, key)` when something still needs it. */
  remove(tx: Transaction, id: number, auditAlso: AuditAlso): Promise<AdminRecord | undefined>;
  /** Cache tags whose public pages show this record. */
  tags(record: AdminRecord): string[];
  /** Work outside the database once a delete has committed (a deleted tour's picture files). */
  afterRemove?(record: AdminRecord): Promise<void>;
};

type TableWithId = PgTable & { id: PgColumn };

type TableResourceOptions<Input> = {
  name: string;
  entity: string;
  table: TableWithId;
  schema: z.ZodType<Input>;
  singleton?: boolean;
  /** List order (default: by id). */
  orderBy?: (PgColumn | SQL)[];
  /** Columns the list's search box looks in (texts in any language). */
  searchIn?: PgColumn[];
  /** The row values for a validated input (default: the input itself). */
  toValues?: (input: Input) => Record<string, unknown>;
  /** A message key of the `api` namespace when the record may not be deleted, else null. */
  deleteConflict?: (tx: Transaction, id: number) => Promise<string | null>;
  tags: (record: AdminRecord) => string[];
};

/** An `AdminResource` for a plain table whose rows are edited as a whole. */
export function tableResource<Input>(options: TableResourceOptions<Input>): AdminResource<Input> {
  const { table } = options;
  // Drizzle's builders are typed per table; this generic adapter works on any table with an id.
  const values = (input: Input) => (options.toValues ? options.toValues(input) : (input as Record<string, unknown>)) as never;
  const asRecord = (row: unknown) => row as AdminRecord;
  return {
    name: options.name,
    entity: options.entity,
    schema: options.schema,
    singleton: options.singleton,
    async list(db, { PageIndex, PageSize, q }) {
      const where = q && options.searchIn?.length ? or(...options.searchIn.map((column) => containsText(sql<string>`${column}::text`, q))) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(...(options.orderBy ?? [asc(table.id)]))
          .limit(PageSize)
          .offset(PageIndex * PageSize),
        db
          .select({ total: countRows() })
          .from(table as PgTable)
          .where(where),
      ]);
      return { items: rows.map(asRecord), count: total };
    },
    async get(db, id) {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
      return row ? asRecord(row) : undefined;
    },
    async create(tx, input) {
      const [row] = await tx.insert(table).values(values(input)).returning();
      return asRecord(row);
    },
    async update(tx, id, input) {
      const [row] = await tx.update(table).set(values(input)).where(eq(table.id, id)).returning();
      return row ? asRecord(row) : undefined;
    },
    async remove(tx, id) {
      const conflict = await options.deleteConflict?.(tx, id);
      if (conflict) throw new HttpError(409, conflict);
      const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
      return row ? asRecord(row) : undefined;
    },
    tags: options.tags,
  };
}
