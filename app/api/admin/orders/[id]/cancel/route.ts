import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { cancelOrderAsAdmin } from '@/lib/admin/orders';
import { readText } from '@/lib/http/body';
import { refuseControlCharacters } from '@/lib/http/control-characters';
import { failure, HttpError, ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { orderIdParams } from '../../params';

export const dynamic = 'force-dynamic';

const body = z.object({ reason: z.string().trim().max(500).optional() }).strict();

/** An optional JSON body: no body at all is the same as `{}`. */
async function readBody(request: Request) {
  const text = await readText(request);
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    refuseControlCharacters(value);
    return body.parse(value);
  } catch (error) {
    if (error instanceof SyntaxError) throw new HttpError(400, 'invalidJson');
    throw error;
  }
}

/**
 * POST /api/admin/orders/{id}/cancel `{ reason? }` (admins only): cancels a Pending or Processing
 * order; its seats go back on sale, the customer is e-mailed, the action is audited.
 * → 200 `{ Data: { id, orderStatus: 'Cancelled' } }`; 404 unknown order; 409 once it is paid or cancelled.
 */
export const POST = route<{ id: string }>(async (request, { locale, params }) => {
  const admin = await requireAdmin(request);
  const { id } = orderIdParams.parse(params);
  const { reason } = await readBody(request);
  const result = await cancelOrderAsAdmin(id, admin.id, reason ?? '');
  const t = translator(locale);
  if (result === 'notFound') throw new HttpError(404, 'orderNotFound');
  if (result === 'notCancellable') return failure(409, t('adminBookings.api.notCancellable'));
  return ok({ id, orderStatus: 'Cancelled' as const }, t('adminBookings.api.cancelled'));
});
