import { getDb } from '@/lib/db/client';
import { failure, HttpError, ok, route } from '@/lib/http/respond';
import { requireCustomer } from '@/lib/auth/guards';
import { translator } from '@/lib/i18n/messages';
import { cancelOwnOrder } from '@/lib/orders/cancel';
import { findOrder } from '@/lib/orders/read';
import { orderParams } from '../params';

export const dynamic = 'force-dynamic';

/**
 * POST /api/Orders/{orderUUID}/cancel: the customer cancels their own booking while it is still
 * Pending (docs/product-rules.md#statuses: only Pending orders offer Cancel); its seats go back on sale and the customer
 * gets an e-mail. 403 for someone else's order, 409 once it is no longer Pending.
 */
export const POST = route<{ orderId: string }>(async (request, { locale, params }) => {
  const user = await requireCustomer(request);
  const { orderId } = orderParams.parse(params);
  const order = await findOrder(await getDb(), orderId);
  if (!order) throw new HttpError(404, 'orderNotFound');
  const t = translator(locale);
  if (order.userId !== user.id) return failure(403, t('myBookings.api.notYours'));
  // Pending is checked on the locked row, in the cancel's own transaction (lib/orders/cancel.ts).
  const result = await cancelOwnOrder(order.id, user.id);
  if (result === 'notFound') throw new HttpError(404, 'orderNotFound');
  if (result === 'notYours') return failure(403, t('myBookings.api.notYours'));
  if (result !== 'cancelled') return failure(409, t('myBookings.api.notCancellable'));
  return ok({ orderUUID: order.orderUUID, orderStatus: 'Cancelled' as const }, t('myBookings.api.cancelled'));
});
