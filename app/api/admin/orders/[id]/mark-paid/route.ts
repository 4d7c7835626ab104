import { requireAdmin } from '@/lib/auth/guards';
import { z } from 'zod';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { markTransferPaid } from '@/lib/orders/mark-paid';
import { sendOrderPaidMail } from '@/lib/orders/notifications';
import { logError } from '@/lib/log';
import { recordEvent } from '@/lib/ops/events';
import { numericId } from '../../params';

/** The amount (kuruş) the staff member saw due and confirmed; optional for a first payment (API callers that send no body), required for a balance. */
const body = z.object({ amount: z.number().int().positive().max(2_147_483_647).optional() });

/**
 * Staff confirm that a bank transfer (EFT) arrived for an order, `{ amount? }`: with the amount
 * they confirmed, a 409 when another amount is due by then (a payment recorded meanwhile). Admins only.
 */
export const POST = route<{ id: string }>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  // Up to 9 digits, as every id of the staff API: 2147483648 would reach PostgreSQL's integer column and fail there (a 500).
  const id = numericId.safeParse(params.id);
  if (!id.success) throw new HttpError(404, 'orderNotFound');
  const { amount } = await parseJson(request, body, { maxBytes: 1024, emptyIsObject: true });
  const { order, changed } = await markTransferPaid(id.data, admin.id, amount);
  if (changed) recordEvent({ name: 'payment.applied', orderId: order.id, method: 'eft', outcome: 'confirmed' });
  if (changed) await sendOrderPaidMail(order.id).catch((error: unknown) => logError('orders', error, 'payment mail failed'));
  return ok({ id: order.id, orderUUID: order.orderUUID, orderStatus: order.orderStatus, paymentStatus: order.paymentStatus }, translator(locale)('api.transferMarkedPaid'));
});
