import { requireCustomer } from '@/lib/auth/guards';
import { failure, ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { tourIdParams } from '@/lib/wishlist/params';
import { removeFromWishlist, saveToWishlist } from '@/lib/wishlist/wishlist';

export const dynamic = 'force-dynamic';

/**
 * `PUT /api/Wishlist/{tourId}` (signed-in accounts): saves the tour; saving it again is harmless.
 * → `{ Data: { tourId, saved: true } }`; 404 with a sentence for an unknown tour or one no longer offered.
 */
export const PUT = route<{ tourId: string }>(async (request, { locale, params }) => {
  const user = await requireCustomer(request);
  const { tourId } = tourIdParams.parse(params);
  const t = translator(locale);
  if (!(await saveToWishlist(user.id, tourId))) return failure(404, t('adminWishlist.api.tourNotFound'));
  return ok({ tourId, saved: true }, t('adminWishlist.api.saved'));
});

/**
 * `DELETE /api/Wishlist/{tourId}` (signed-in accounts): takes the tour off the list (also one no
 * longer offered; removing it twice is harmless). → `{ Data: { tourId, saved: false } }`; 404 for an unknown tour.
 */
export const DELETE = route<{ tourId: string }>(async (request, { locale, params }) => {
  const user = await requireCustomer(request);
  const { tourId } = tourIdParams.parse(params);
  const t = translator(locale);
  if (!(await removeFromWishlist(user.id, tourId))) return failure(404, t('adminWishlist.api.tourNotFound'));
  return ok({ tourId, saved: false }, t('adminWishlist.api.removed'));
});
