import { quoteQuerySchema } from '@/lib/cart/cart-schema';
import { quoteBooking } from '@/lib/cart/quote';
import { parseRecordId } from '@/lib/content/ids';
import { HttpError, ok, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/Booking/{tourId}/quote?departureId=&adults=&children=&babies=` → `{ Data: Quote }`: the
 * price the server would put in the cart, and whether the booking can be added as it stands
 * (a sentence when not). Malformed numbers are a 400; an unknown departure of the tour a 404.
 */
export const GET = route<{ tourId: string }>(async (request, { locale, params }) => {
  const tourId = parseRecordId(params.tourId);
  if (tourId === null) throw new HttpError(404, 'departureNotFound');
  const query = parseQuery(request, quoteQuerySchema);
  const people = { adultQuantity: query.adults, childQuantity: query.children, babyQuantity: query.babies };
  return ok(await quoteBooking(tourId, query.departureId, people, locale), '', { headers: { 'Cache-Control': 'no-store' } });
});
