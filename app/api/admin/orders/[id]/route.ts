import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminOrder } from '@/lib/admin/orders';
import { HttpError, ok, route } from '@/lib/http/respond';
import { orderIdParams } from '../params';

export const dynamic = 'force-dynamic';

/**
 * GET /api/admin/orders/{id} (admins only) → `{ Data: AdminOrderDetail }`: the order with its lines,
 * guest and account, status history (who, when, from, to), payment attempts (card as a masked number)
 * and whether it can be marked paid or cancelled.
 */
export const GET = route<{ id: string }>(async (request, { locale, params }) => {
  await requireAdmin(request);
  const { id } = orderIdParams.parse(params);
  const order = await getAdminOrder(await getDb(), id, locale);
  if (!order) throw new HttpError(404, 'orderNotFound');
  return ok(order, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
