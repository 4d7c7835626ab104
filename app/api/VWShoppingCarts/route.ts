import { NextResponse } from 'next/server';
import { getOrCreateCartOwner, getSessionUser } from '@/lib/auth/session';
import { addToCart, assertAddable, clearCart, listCart } from '@/lib/cart/cart';
import { cartAddSchema } from '@/lib/cart/cart-schema';
import { listPage, ok, parseJson, parseQuery, route } from '@/lib/http/respond';
import { listParamsSchema } from '@/lib/http/list-params';
import { translator } from '@/lib/i18n/messages';
import { clientNetwork, enforceRateLimit } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

/** A cart is one visitor's: never stored by a shared cache. */
const personal = { 'Cache-Control': 'private, no-store' };
const listQuery = listParamsSchema({ sortFields: ['Id'] as const, defaultSortBy: 'Id', defaultPageSize: 100, maxPageSize: 100 });

/**
 * Spec call 3: `GET /api/VWShoppingCarts?PageIndex=0&PageSize=100` → the caller's cart as a list
 * page. A visitor without a session has an empty cart (no temporary user is made for reading).
 */
export const GET = route(async (request, { locale }) => {
  const { index, size } = parseQuery(request, listQuery);
  const user = await getSessionUser(request);
  const lines = user ? await listCart(user.id, locale) : [];
  return NextResponse.json(listPage(lines.slice(index * size, (index + 1) * size), index, size, lines.length), { headers: personal });
});

/**
 * Adds a booking: `{ tourId?, departureId, adultQuantity, childQuantity, babyQuantity }` → 201
 * `{ Data: { item, items } }`. Priced on the server; a first-time visitor gets a temporary user
 * (docs/auth.md) whose cookies come with the answer.
 */
export const POST = route(async (request, { locale }) => {
  await enforceRateLimit(`cart:${clientNetwork(request)}`, { limit: 120, windowSeconds: 600 });
  const input = await parseJson(request, cartAddSchema);
  await assertAddable(input, locale);
  const owner = await getOrCreateCartOwner(request, locale);
  const result = await addToCart(owner.user.id, input, locale);
  return owner.withCookies(ok(result, translator(locale)('api.cartAdded'), { status: 201, headers: personal }));
});

/** Empties the caller's cart → `{ Data: { items: [] } }`. */
export const DELETE = route(async (request, { locale }) => {
  const user = await getSessionUser(request);
  if (user) await clearCart(user.id);
  return ok({ items: [] }, translator(locale)('api.cartCleared'), { headers: personal });
});
