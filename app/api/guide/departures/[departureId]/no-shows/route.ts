import { requireGuide } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { HttpError, ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { assignedDeparture, markNoShows } from '@/lib/travellers/check-in';
import { departureIdParams } from '@/app/api/admin/orders/params';

export const dynamic = 'force-dynamic';

/**
 * POST /api/guide/departures/{departureId}/no-shows → `{ marked }`: at or after the departure's start,
 * every paid booking not checked in is marked a no-show (never undoing a "present"; twice changes
 * nothing). 409 before the start; 404 for a departure not assigned to the caller.
 */
export const POST = route<{ departureId: string }>(async (request, { locale, params }) => {
  const guide = await requireGuide(request);
  const { departureId } = departureIdParams.parse(params);
  const db = await getDb();
  if (!(await assignedDeparture(db, departureId, guide.id))) throw new HttpError(404, 'departureNotFound');
  const marked = await markNoShows(db, departureId, guide.id);
  if (marked === null) throw new HttpError(409, 'noShowsTooEarly');
  return ok({ marked }, translator(locale)('api.noShowsMarked', { count: marked }));
});
