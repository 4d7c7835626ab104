import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { HttpError, ok, route } from '@/lib/http/respond';
import { requireCustomer } from '@/lib/auth/guards';
import { listOrdersOfUser } from './user-orders';

export const dynamic = 'force-dynamic';

const params = z.object({ userId: z.string().regex(/^\d{1,9}$/, 'invalid').transform(Number) });

/**
 * GET /api/Orders/user/{userId} → `{ Data: Order[] }`. **fix** (DESIGN §6): only for the caller's own
 * id or an admin; 401 when signed out, 403 for someone else's orders.
 */
export const GET = route<{ userId: string }>(async (request, context) => {
  const user = await requireCustomer(request);
  const { userId } = params.parse(context.params);
  if (userId !== user.id && user.role !== 'admin') throw new HttpError(403, 'ownOrdersOnly');
  return ok(await listOrdersOfUser(await getDb(), userId), '', { headers: { 'Cache-Control': 'private, no-store' } });
});
