import { z } from 'zod';
import { requireGuide } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { assignedDeparture, checkInByCode } from '@/lib/travellers/check-in';
import { departureIdParams } from '@/app/api/admin/orders/params';

export const dynamic = 'force-dynamic';

const body = z.object({
  code: z.string().trim().min(1).max(64),
  /** When the phone read the code (it may have been offline); the server's clock bounds it. */
  scannedAt: z.iso.datetime({ offset: true }).optional(),
});

/**
 * POST /api/guide/departures/{departureId}/check-ins `{ code, scannedAt? }` → `{ orderNo, checkIn,
 * already }`: marks the voucher's booking present. Idempotent: a replay, another guide's scan or the
 * queue of a phone that was offline get the first mark back (200 every time). 404 for a departure
 * not assigned to the caller, 422 for a code that is not a valid voucher of this departure.
 */
export const POST = route<{ departureId: string }>(async (request, { locale, params }) => {
  const guide = await requireGuide(request);
  const { departureId } = departureIdParams.parse(params);
  const input = await parseJson(request, body, { maxBytes: 1024 });
  const db = await getDb();
  if (!(await assignedDeparture(db, departureId, guide.id))) throw new HttpError(404, 'departureNotFound');
  const result = await checkInByCode(db, { departureId, code: input.code, guideUserId: guide.id, scannedAt: input.scannedAt ? new Date(input.scannedAt) : undefined });
  if (!result.ok) throw new HttpError(422, result.reason === 'otherDeparture' ? 'voucherOtherDeparture' : result.reason === 'notPaid' ? 'voucherNotPaid' : result.reason === 'expired' ? 'voucherExpired' : 'voucherInvalid');
  const t = translator(locale);
  return ok({ orderNo: result.orderNo, checkIn: result.checkIn, already: result.already }, t(result.already ? 'api.checkInAlready' : 'api.checkedIn', { orderNo: result.orderNo }));
});
