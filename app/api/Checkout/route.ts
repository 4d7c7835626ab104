import { getSessionUser } from '@/lib/auth/session';
import { env } from '@/lib/config/env';
import { afterAnswer } from '@/lib/http/after-answer';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { placeOrder, type PlacedOrder } from '@/lib/orders/checkout';
import { promoCustomerOf } from '@/lib/pricing/promo-customer';
import { checkoutSchema } from '@/lib/orders/checkout-schema';
import { sendOrderCreatedMail } from '@/lib/orders/notifications';
import { orderNumber } from '@/lib/orders/number';
import { clientIp, clientNetwork, enforceRateLimit } from '@/lib/security/rate-limit';
import type { CheckoutAnswer } from '@/lib/orders/types';
import { recordEvent } from '@/lib/ops/events';

export const dynamic = 'force-dynamic';

function answer(placed: Pick<PlacedOrder, 'orderUUID' | 'totalAmount' | 'paymentMethod'>, next: CheckoutAnswer['next']): CheckoutAnswer {
  return { orderId: placed.orderUUID, orderNo: orderNumber(placed), totalAmount: placed.totalAmount, paymentMethod: placed.paymentMethod, next };
}

/**
 * `POST /api/Checkout`: the checkout form (lib/orders/checkout-schema.ts) → `{ Data: CheckoutAnswer }`.
 * Turns the caller's cart into a Pending order holding its seats; the same idempotency key always
 * answers with the same order, so a double click or a retry creates one. Bad fields are a 400 with
 * a sentence per field; an empty cart, a closed or full departure a 409; nothing is created then.
 * A guest's order stays with the guest's session: the answer is the same whether or not the typed
 * address has an account, and it joins an account only after a sign-in that proves the address.
 */
export const POST = route(async (request, { locale }) => {
  await enforceRateLimit(`checkout:${clientNetwork(request)}`, { limit: env().CHECKOUTS_PER_ADDRESS, windowSeconds: 600 });
  const input = await parseJson(request, checkoutSchema);
  const user = await getSessionUser(request);
  // No session, no cart.
  if (!user) throw new HttpError(409, 'cartEmpty');
  const t = translator(locale);

  // A guest's order stays the guest's, whatever address was typed (docs/auth.md "Proven sessions").
  const placed: PlacedOrder = await placeOrder(input, { userId: user.id, locale, ip: clientIp(request), customer: input.promoCode ? await promoCustomerOf(user) : null });
  const next = placed.paymentMethod === 'card' ? 'payment' : 'bankTransfer';
  if (placed.created) {
    recordEvent({ name: 'order.placed', orderId: placed.id, method: placed.paymentMethod, amount: placed.totalAmount });
    await afterAnswer('checkout', () => sendOrderCreatedMail(placed.id));
  }
  return ok(answer(placed, next), t('api.orderPlaced'), { status: placed.created ? 201 : 200, headers: { 'Cache-Control': 'private, no-store' } });
});
