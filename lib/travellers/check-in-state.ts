import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { checkIns } from '@/lib/db/schema';

/**
 * SQL: true when the guide marked the booking `orderId` a no-show and never present (on any of its
 * departures): it did not travel, so it is not asked for, and may not write, a review.
 */
export function noShow(orderId: AnyColumn | SQL | number): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${checkIns} where ${checkIns.orderId} = ${orderId} and ${checkIns.status} = 'no_show')
    and not exists (select 1 from ${checkIns} where ${checkIns.orderId} = ${orderId} and ${checkIns.status} = 'present'))`;
}
