import { getDb } from '@/lib/db/client';
import { ok, route } from '@/lib/http/respond';
import { familyTraits } from '@/lib/auth/refresh-tokens';
import { getSessionUser } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

/**
 * GET /api/User/Session → `{ Data: { Id, Role, EmailProven } }` for any session, a temporary
 * user's included, else `{ Data: null }`. The bookings page reads a guest's own orders with the
 * Id, and offers to confirm the address with a code while the session has not proven it
 * (docs/auth.md "Proven sessions"). `User/Me` stays the account's, null for a guest (docs/product-rules.md#statuses).
 */
export const GET = route(async (request) => {
  const user = await getSessionUser(request);
  const data = user ? { Id: user.id, Role: user.role, EmailProven: (await familyTraits(await getDb(), user.sessionId)).proven } : null;
  return ok(data, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
