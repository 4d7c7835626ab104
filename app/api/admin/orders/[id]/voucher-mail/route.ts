import { recordAudit } from '@/lib/admin/audit';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { HttpError, ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { resendVoucherMail, VOUCHER_RESEND_MINUTES } from '@/lib/travellers/mail';
import { orderIdParams } from '../../params';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/orders/{id}/voucher-mail → e-mails the customer their voucher again (PDF and QR
 * code), to the booking's address. Admins only; audited; 409 unless the booking is paid and every
 * traveller known; at most one voucher e-mail per 5 minutes per booking (429); 503 when the mail
 * server did not take it (nothing is counted then).
 */
export const POST = route<{ id: string }>(async (request, { locale, params }) => {
  const admin = await requireAdmin(request);
  const { id } = orderIdParams.parse(params);
  const result = await resendVoucherMail(id);
  if (result === 'notFound') throw new HttpError(404, 'orderNotFound');
  if (result === 'notReady') throw new HttpError(409, 'voucherNotReady');
  if (result === 'tooSoon') throw new HttpError(429, 'voucherTooSoon', { minutes: VOUCHER_RESEND_MINUTES });
  if (result === 'failed') throw new HttpError(503, 'mailNotSent');
  await recordAudit(await getDb(), { userId: admin.id, action: 'order.voucherResent', entity: 'order', entityId: id });
  return ok({ sent: true }, translator(locale)('api.voucherSent'));
});
