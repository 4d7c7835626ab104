import { z } from 'zod';
import { formatDateTime } from '@/components/dashboard/bookings/format';
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
 * e-mailed once (not for a charge approved without 3-D Secure, which the customer was told had failed).
 * → 200 `{ Data: { id, paymentStatus, attemptId } }`; 404 unknown order or a payment of another
 * order; 409 a payment that needs no refund, and a second press (another tab, another admin), which
 * changes nothing and names when and by whom the refund was recorded.
 */
export const POST = route<{ id: string }>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const id = numericId.safeParse(params.id);
  if (!id.success) throw new HttpError(404, 'orderNotFound');
  const { attemptId, reference } = await parseJson(request, body, { maxBytes: 1024 });
  const { order, approved, already } = await recordRefund(id.data, attemptId, admin.id, reference ?? '');
  // Once per payment whatever the press (its once-key): a mail cut off after an earlier press goes now.
  if (approved) await sendRefundMadeMail(order.id, attemptId).catch((error: unknown) => logError('orders', error, 'refund mail failed'));
  if (already) {
    // Two people who each gave the money back at the bank must hear of it: a 409 naming when and who.
    throw new HttpError(409, 'refundAlreadyRecorded', { date: formatDateTime(already.at, locale), who: already.by ?? '—' });
  }
  return ok({ id: order.id, paymentStatus: order.paymentStatus, attemptId }, translator(locale)(approved ? 'api.refundRecorded' : 'api.chargeSettled'));
});
