import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { carts, orders, refreshTokens, users } from '@/lib/db/schema';
import { REFRESH_TOKEN_TTL_SECONDS } from './refresh-tokens';

/**
 * Temporary users (docs/product-rules.md#statuses: the visitor's cart owner before sign-in) whose browser can no longer
 * come back — no refresh token left, no cart touched and no account activity for the refresh
 * token's lifetime — and who never placed an order. Their carts and tokens go with them (cascade).
 */
export async function purgeAbandonedGuests(db: Executor, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - REFRESH_TOKEN_TTL_SECONDS * 1000);
  const removed = await db
    .delete(users)
    .where(
      and(
        eq(users.role, 'guest'),
        eq(users.email, ''),
        lt(users.createdAt, cutoff),
        sql`NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userId} = ${users.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${refreshTokens} WHERE ${refreshTokens.userId} = ${users.id} AND ${refreshTokens.expiresAt} > ${now})`,
        sql`NOT EXISTS (SELECT 1 FROM ${carts} WHERE ${carts.userId} = ${users.id} AND ${carts.updatedAt} > ${cutoff})`,
      ),
    )
    .returning({ id: users.id });
  return removed.length;
}
