import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { HttpError, ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { markTransferPaid } from '@/lib/orders/mark-paid';
import { sendOrderPaidMail } from '@/lib/orders/notifications';
import { logError } from '@/lib/log';
import { recordEvent } from '@/lib/ops/events';

/** Staff confirm that a bank transfer (EFT) arrived for an order. Admins only. */
export const POST = route<{ id: string }>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const id = z.coerce.number().int().positive().safeParse(params.id);
  if (!id.success) throw new HttpError(404, 'orderNotFound');
  const { order, changed } = await markTransferPaid(id.data, admin.id);
  if (changed) recordEvent({ name: 'payment.applied', orderId: order.id, method: 'eft', outcome: 'confirmed' });
  if (changed) await sendOrderPaidMail(order.id).catch((error: unknown) => logError('orders', error, 'payment mail failed'));
  return ok({ id: order.id, orderUUID: order.orderUUID, orderStatus: order.orderStatus, paymentStatus: order.paymentStatus }, translator(locale)('api.transferMarkedPaid'));
});
