import { getDb } from '@/lib/db/client';
import { HttpError, ok, route } from '@/lib/http/respond';
import { requireCustomer } from '@/lib/auth/guards';
import { findOrder, loadOrderDetail } from './order-detail';
import { orderParams } from './params';

export const dynamic = 'force-dynamic';

/**
 * GET /api/Orders/{orderUUID} → `{ Data: OrderDetail }`: one booking with its lines, departure
 * times, meeting points, status history and whether the caller may cancel it. Only for its owner or an admin (403 otherwise).
 */
export const GET = route<{ orderId: string }>(async (request, { locale, params }) => {
  const user = await requireCustomer(request);
  const { orderId } = orderParams.parse(params);
  const db = await getDb();
  const order = await findOrder(db, orderId);
  if (!order) throw new HttpError(404, 'orderNotFound');
  if (order.userId !== user.id && user.role !== 'admin') throw new HttpError(403, 'ownOrdersOnly');
  // Only the owner may cancel (an admin reading a customer's order cancels from the dashboard).
  const detail = { ...(await loadOrderDetail(db, order, locale)), canCancel: order.userId === user.id && order.orderStatus === 'Pending' };
  return ok(detail, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
