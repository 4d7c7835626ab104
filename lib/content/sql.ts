import 'server-only';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListParams, SortOrder } from '@/lib/http/list-params';

/** The ORDER BY terms of a list: the chosen column, then the id so pages never overlap or skip. */
export function listOrder(column: AnyColumn | SQL, order: SortOrder, id: AnyColumn): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** The part of a list request a content read needs: which page, how big, which direction. */
export type ListWindow = Pick<ListParams<string>, 'index' | 'size' | 'sortOrder'>;
