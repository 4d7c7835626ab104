import { requireCustomer } from '@/lib/auth/guards';
import { ok, parseQuery, route } from '@/lib/http/respond';
import { wishlistQuery } from '@/lib/wishlist/params';
import { wishlistTourIds, wishlistTours } from '@/lib/wishlist/wishlist';

export const dynamic = 'force-dynamic';

const privateAnswer = { headers: { 'Cache-Control': 'private, no-store' } };

/**
 * `GET /api/Wishlist` (signed-in accounts; 401 for visitors and temporary users) → `{ Data: { tourIds } }`,
 * the saved tours' ids, newest first: what the hearts on the tour cards need.
 * `GET /api/Wishlist?details=true` → `{ Data: { tourIds, tours: [{ id, title, summary, regionName,
 * tourTypeName, durationDays, adultPrice, coverImage, available, savedAt }] } }` in the caller's language.
 */
export const GET = route(async (request, { locale }) => {
  const user = await requireCustomer(request);
  const { details } = parseQuery(request, wishlistQuery);
  if (!details) return ok({ tourIds: await wishlistTourIds(user.id) }, '', privateAnswer);
  const tours = await wishlistTours(user.id, locale);
  return ok({ tourIds: tours.map((tour) => tour.id), tours }, '', privateAnswer);
});
