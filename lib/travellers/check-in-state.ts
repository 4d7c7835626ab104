import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { checkIns } from '@/lib/db/schema';

/** A booking the guide marked a no-show and never present, from its check-in marks (every departure). */
export function wasNoShow(statuses: readonly ('present' | 'no_show')[]): boolean {
  return statuses.includes('no_show') && !statuses.includes('present');
}

/**
 * SQL for `wasNoShow`: true when the guide marked the booking `orderId` a no-show and never present (on any of its
 * departures): it did not travel, so it is not asked for, and may not write, a review.
 */
export function noShow(orderId: AnyColumn | SQL | number): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${checkIns} where ${checkIns.orderId} = ${orderId} and ${checkIns.status} = 'no_show')
    and not exists (select 1 from ${checkIns} where ${checkIns.orderId} = ${orderId} and ${checkIns.status} = 'present'))`;
}
