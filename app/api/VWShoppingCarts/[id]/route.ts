import { getSessionUser } from '@/lib/auth/session';
import { listCart, removeFromCart } from '@/lib/cart/cart';
import { parseRecordId } from '@/lib/content/ids';
import { HttpError, ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

export const dynamic = 'force-dynamic';

/** Removes one line of the caller's cart → `{ Data: { items } }` (the cart as it now is). */
export const DELETE = route<{ id: string }>(async (request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const user = await getSessionUser(request);
  if (id === null || !user || !(await removeFromCart(user.id, id))) throw new HttpError(404, 'cartItemNotFound');
  return ok({ items: await listCart(user.id, locale) }, translator(locale)('api.cartItemRemoved'), { headers: { 'Cache-Control': 'private, no-store' } });
});
