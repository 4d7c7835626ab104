import { after } from 'next/server';
import { getSessionUser } from '@/lib/auth/session';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { placeOrder, type PlacedOrder } from '@/lib/orders/checkout';
import { checkoutSchema } from '@/lib/orders/checkout-schema';
import { orderNumber, sendOrderCreatedMail } from '@/lib/orders/notifications';
import { clientIp, enforceRateLimit } from '@/lib/security/rate-limit';
import type { CheckoutAnswer } from './checkout-answer';
import { movedGuestOrder, settleGuestOrder } from './guest-account';
import { refreshTourPages } from './refresh-tour-pages';

export const dynamic = 'force-dynamic';

/** Runs after the answer has gone (a slow mail server must not hold the customer); at once outside a request (tests). */
function afterAnswer(task: () => Promise<void>): Promise<void> {
  const logged = () => task().catch((error: unknown) => console.error('[checkout] after the order:', error instanceof Error ? error.message : error));
  try {
    after(logged);
    return Promise.resolve();
  } catch {
    return logged();
  }
}

function answer(placed: Pick<PlacedOrder, 'orderUUID' | 'totalAmount' | 'paymentMethod'>, next: CheckoutAnswer['next']): CheckoutAnswer {
  return { orderId: placed.orderUUID, orderNo: orderNumber(placed.orderUUID), totalAmount: placed.totalAmount, paymentMethod: placed.paymentMethod, next };
}

/**
 * `POST /api/Checkout`: the checkout form (lib/orders/checkout-schema.ts) → `{ Data: CheckoutAnswer }`.
 * Turns the caller's cart into a Pending order holding its seats; the same idempotency key always
 * answers with the same order, so a double click or a retry creates one. Bad fields are a 400 with
 * a sentence per field; an empty cart, a closed or full departure a 409; nothing is created then.
 * A guest's order gets an account for its e-mail (see guest-account.ts).
 */
export const POST = route(async (request, { locale }) => {
  await enforceRateLimit(`checkout:${clientIp(request)}`, { limit: 30, windowSeconds: 600 });
  const input = await parseJson(request, checkoutSchema);
  const user = await getSessionUser(request);
  // No session, no cart.
  if (!user) throw new HttpError(409, 'cartEmpty');
  const t = translator(locale);
  const isGuest = user.role === 'guest';

  let placed: PlacedOrder;
  try {
    placed = await placeOrder(input, { userId: user.id, locale, ip: clientIp(request) });
  } catch (error) {
    const repeated = isGuest && error instanceof HttpError && error.messageKey === 'checkoutKeyUsed' ? await movedGuestOrder(input) : null;
    if (repeated) return ok(answer(repeated, 'signIn'), t('api.orderPlaced'));
    throw error;
  }

  const guestOutcome = isGuest ? await settleGuestOrder(user.id, placed.id, input) : null;
  const next = guestOutcome === 'moved' ? 'signIn' : placed.paymentMethod === 'card' ? 'payment' : 'bankTransfer';
  if (placed.created) {
    await refreshTourPages(placed.id);
    await afterAnswer(() => sendOrderCreatedMail(placed.id));
  }
  return ok(answer(placed, next), t('api.orderPlaced'), { status: placed.created ? 201 : 200, headers: { 'Cache-Control': 'private, no-store' } });
});
