import { z } from 'zod';
import { getSessionUser } from '@/lib/auth/session';
import { ok, parseQuery, route } from '@/lib/http/respond';
import { promoCodeField } from '@/lib/orders/checkout-schema';
import { priceCart } from '@/lib/pricing/quote';
import { promoCustomerOf } from '@/lib/pricing/promo-customer';
import { clientNetwork, enforceRateLimit } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

const quoteQuery = z.object({ promoCode: promoCodeField });

/**
 * `GET /api/Checkout/quote?promoCode=`: the caller's cart priced as checkout would price it now —
 * early booking, the code, the deposit — as one breakdown (lib/pricing/breakdown.ts). A code that
 * does not apply is not an error here: `promoProblem` says why. Codes tried per address are limited,
 * so the endpoint cannot be used to guess codes. A per-customer limit counts the caller's own uses,
 * as checkout does (lib/pricing/promo-customer.ts), never those of an address someone types.
 */
export const GET = route(async (request, { locale }) => {
  const query = parseQuery(request, quoteQuery);
  if (query.promoCode) await enforceRateLimit(`promo:${clientNetwork(request)}`, { limit: 30, windowSeconds: 600 });
  const user = await getSessionUser(request);
  const priced = await priceCart(user?.id ?? null, locale, { promoCode: query.promoCode, customer: query.promoCode ? await promoCustomerOf(user) : null });
  return ok(priced, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
