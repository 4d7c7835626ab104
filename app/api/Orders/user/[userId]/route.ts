import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { HttpError, ok, route } from '@/lib/http/respond';
import { requireSession } from '@/lib/auth/guards';
import { listOrdersOfUser } from '@/lib/orders/read';

export const dynamic = 'force-dynamic';

const params = z.object({ userId: z.string().regex(/^\d{1,9}$/, 'invalid').transform(Number) });

/**
 * GET /api/Orders/user/{userId} → `{ Data: Order[] }`. **fix** (docs/auth.md): only for the caller's own
 * id or an admin; 401 when signed out, 403 for someone else's orders. A temporary user (guest)
 * reads its own orders too (docs/auth.md "Proven sessions").
 */
export const GET = route<{ userId: string }>(async (request, context) => {
  const { locale } = context;
  const user = await requireSession(request);
  const { userId } = params.parse(context.params);
  if (userId !== user.id && user.role !== 'admin') throw new HttpError(403, 'ownOrdersOnly');
  return ok(await listOrdersOfUser(await getDb(), userId, locale), '', { headers: { 'Cache-Control': 'private, no-store' } });
});
