import { z } from 'zod';
import { getSessionUser } from '@/lib/auth/session';
import { ok, parseQuery, route } from '@/lib/http/respond';
import { promoCodeField } from '@/lib/orders/checkout-schema';
import { priceCart } from '@/lib/pricing/quote';
import { clientNetwork, enforceRateLimit } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

const quoteQuery = z.object({
  promoCode: promoCodeField,
  email: z.string().trim().toLowerCase().max(254).pipe(z.union([z.literal(''), z.email()])).optional(),
});

/**
 * `GET /api/Checkout/quote?promoCode=&email=`: the caller's cart priced as checkout would price it
 * now — early booking, the code, the deposit — as one breakdown (lib/pricing/breakdown.ts). A code
 * that does not apply is not an error here: `promoProblem` says why. Codes tried per address are
 * limited, so the endpoint cannot be used to guess codes. Whether an address has used a code up is
 * its owner's business: `email` counts only when it is the signed-in member's own address (anyone
 * else could learn who booked with which code); checkout counts the typed address whoever it is.
 */
export const GET = route(async (request, { locale }) => {
  const query = parseQuery(request, quoteQuery);
  if (query.promoCode) await enforceRateLimit(`promo:${clientNetwork(request)}`, { limit: 30, windowSeconds: 600 });
  const user = await getSessionUser(request);
  const ownEmail = user && user.role !== 'guest' && query.email === user.email.toLowerCase() ? query.email : undefined;
  const priced = await priceCart(user?.id ?? null, locale, { promoCode: query.promoCode, email: ownEmail });
  return ok(priced, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
