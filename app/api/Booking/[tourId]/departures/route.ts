import { liveDepartures } from '@/lib/cart/departures';
import { parseRecordId } from '@/lib/content/ids';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/** `GET /api/Booking/{tourId}/departures` → `{ Data: Departure[] }`: the departures that still sell, with live seats. */
export const GET = route<{ tourId: string }>(async (_request, { params }) => {
  const tourId = parseRecordId(params.tourId);
  const departures = tourId === null ? null : await liveDepartures(tourId);
  if (!departures) throw new HttpError(404, 'notFound');
  return ok(departures, '', { headers: { 'Cache-Control': 'no-store' } });
});
