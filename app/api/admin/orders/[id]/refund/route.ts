import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { logError } from '@/lib/log';
import { sendRefundMadeMail } from '@/lib/orders/notifications';
import { recordRefund } from '@/lib/orders/refunds';
import { numericId } from '../../params';

export const dynamic = 'force-dynamic';

/**
 * The payment given back and the bank's reference of the refund, as staff read it off the bank's
 * screen (optional): letters, digits, spaces and `.-_/`, at most 64.
 */
const body = z
  .object({
    attemptId: z.number().int().positive().max(2_147_483_647),
    reference: z
      .string()
      .trim()
      .max(64)
      .regex(/^[\p{L}\p{N} ._/-]*$/u, 'refundReference')
      .optional(),
  })
  .strict();

/**
 * POST /api/admin/orders/{id}/refund `{ attemptId, reference? }` (admins only): staff gave back through
 * the bank a card payment marked "refund needed"; recorded with who and when, audited, the customer
 * e-mailed once. → 200 `{ Data: { id, paymentStatus, attemptId } }`; 404 unknown order or a payment of
 * another order; 409 a payment that needs no refund. A second press changes nothing and answers 200.
 */
export const POST = route<{ id: string }>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const id = numericId.safeParse(params.id);
  if (!id.success) throw new HttpError(404, 'orderNotFound');
  const { attemptId, reference } = await parseJson(request, body, { maxBytes: 1024 });
  const { order, changed } = await recordRefund(id.data, attemptId, admin.id, reference ?? '');
  if (changed) await sendRefundMadeMail(order.id, attemptId).catch((error: unknown) => logError('orders', error, 'refund mail failed'));
  return ok({ id: order.id, paymentStatus: order.paymentStatus, attemptId }, translator(locale)('api.refundRecorded'));
});
