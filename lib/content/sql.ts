import 'server-only';
import { asc, desc, max, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { pageWithin } from '@/lib/catalog/cache';
import type { ListParams, SortOrder } from '@/lib/http/list-params';

/** The ORDER BY terms of a list: the chosen column, then the id so pages never overlap or skip. */
export function listOrder(column: AnyColumn | SQL, order: SortOrder, id: AnyColumn): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** The part of a list request a content read needs: which page, how big, which direction. */
export type ListWindow = Pick<ListParams<string>, 'index' | 'size' | 'sortOrder'>;

/** How many records a public list holds, and the highest id of the table (hidden records included). */
export type TableBounds = { count: number; maxId: number };

/** The bounds of a content table, `where` choosing the records its public list shows. */
export async function readTableBounds(table: PgTable & { id: PgColumn }, where?: SQL): Promise<TableBounds> {
  const db = await getDb();
  const [count, [{ maxId }]] = await Promise.all([db.$count(table, where), db.select({ maxId: max(table.id) }).from(table)]);
  return { count, maxId: Number(maxId ?? 0) };
}

/**
 * The known inputs of a cached content read (lib/catalog/cache.ts, `cachedWhenKnown`): a list page
 * within the count (the first page always), an id up to the table's highest. Anything else is read
 * uncached, so random PageIndex values or ids store no cache entry.
 */
export function knownListPage(bounds: () => Promise<TableBounds>) {
  return async (_locale: unknown, query: ListWindow): Promise<boolean> => query.index === 0 || pageWithin(query.index, query.size, (await bounds()).count);
}

export function knownRecordId(bounds: () => Promise<TableBounds>) {
  return async (id: number): Promise<boolean> => id <= (await bounds()).maxId;
}
