import { requireGuide } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { HttpError, ok, route } from '@/lib/http/respond';
import { guideDepartureList } from '@/lib/travellers/check-in';
import { departureIdParams } from '@/app/api/admin/orders/params';

export const dynamic = 'force-dynamic';

/**
 * GET /api/guide/departures/{departureId} → `{ departure, bookings: [{ orderNo, code, leadName, phone,
 * seats, travellers, checkIn }] }`: the list the guide's phone keeps for working offline. Only the
 * guide assigned to the departure; any other departure is 404.
 */
export const GET = route<{ departureId: string }>(async (request, { locale, params }) => {
  const guide = await requireGuide(request);
  const { departureId } = departureIdParams.parse(params);
  const list = await guideDepartureList(await getDb(), departureId, guide.id, locale);
  if (!list) throw new HttpError(404, 'departureNotFound');
  return ok(list, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
