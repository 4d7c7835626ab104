import { count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { ok, route } from '@/lib/http/respond';
import { familyTraits } from '@/lib/auth/refresh-tokens';
import { getSessionUser } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

/**
 * GET /api/User/Session → `{ Data: { Id, Role, EmailProven, Bookings } }` for any session, a
 * temporary user's included, else `{ Data: null }`. The bookings page reads a guest's own orders
 * with the Id, and offers to confirm the address with a code while the session has not proven it;
 * the header shows a guest the way to its bookings once `Bookings` (how many orders the session's
 * user has) is above 0 (docs/auth.md "Proven sessions"). `User/Me` stays the account's, null for a
 * guest (docs/product-rules.md#statuses).
 */
export const GET = route(async (request) => {
  const user = await getSessionUser(request);
  if (!user) return ok(null, '', { headers: { 'Cache-Control': 'private, no-store' } });
  const db = await getDb();
  const [traits, [bookings]] = await Promise.all([familyTraits(db, user.sessionId), db.select({ count: count() }).from(orders).where(eq(orders.userId, user.id))]);
  const data = { Id: user.id, Role: user.role, EmailProven: traits.proven, Bookings: bookings?.count ?? 0 };
  return ok(data, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
