import { recordAudit } from '@/lib/admin/audit';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { HttpError, ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { sendTravellersReminder } from '@/lib/travellers/mail';
import { orderIdParams } from '../../params';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/orders/{id}/travellers-reminder → e-mails the customer the signed link to their
 * travellers form. Admins only; audited; at most one per 10 minutes per booking (429), 409 when
 * nothing is missing or the booking can no longer be changed.
 */
export const POST = route<{ id: string }>(async (request, { locale, params }) => {
  const admin = await requireAdmin(request);
  const { id } = orderIdParams.parse(params);
  const result = await sendTravellersReminder(id);
  if (result === 'notFound') throw new HttpError(404, 'orderNotFound');
  if (result === 'tooSoon') throw new HttpError(429, 'reminderTooSoon');
  if (result === 'complete') throw new HttpError(409, 'travellersComplete');
  if (result === 'closed') throw new HttpError(409, 'travellersClosed');
  await recordAudit(await getDb(), { userId: admin.id, action: 'order.travellersReminder', entity: 'order', entityId: id });
  return ok({ sent: true }, translator(locale)('api.reminderSent'));
});
