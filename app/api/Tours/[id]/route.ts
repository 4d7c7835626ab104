import { getTourDetail } from '@/lib/catalog/tours';
import { publicContentHeaders } from '@/lib/content/http';
import { parseRecordId } from '@/lib/content/ids';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/** GET /api/Tours/{id} — a public tour with its images, itinerary and bookable departures; otherwise 404. */
export const GET = route<{ id: string }>(async (_request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const tour = id === null ? null : await getTourDetail(locale, id);
  if (!tour) throw new HttpError(404, 'notFound');
  return ok(tour, '', { headers: publicContentHeaders });
});
