import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { ok, parseQuery, route } from '@/lib/http/respond';
import { installmentTable } from '@/lib/payments/installments/rules';
import { orderToPay } from '@/lib/payments/payer';
import { clientNetwork, enforceRateLimit } from '@/lib/security/rate-limit';

export const dynamic = 'force-dynamic';

const query = z.object({
  orderId: z.uuid(),
  /** The first 6 to 8 digits of the card being typed (3D_PAY): never more, so no card number travels here. */
  bin: z.string().trim().regex(/^\d{6,8}$/, 'cardBin').optional(),
  /** The balance link's token, when the balance is paid from an e-mail (docs/decisions/0083). */
  t: z.string().max(1000).optional(),
});

/** Lookups per address: the page asks again only when the card's first digits change. */
const LOOKUPS_PER_ADDRESS = { limit: 120, windowSeconds: 600 };

/**
 * The installment table of the caller's own unpaid card order (docs/booking-and-payments.md
 * "Installments"): each programme's counts with the monthly amount, the cost and the total, within
 * the order's legal and tour limits; with `bin`, which programme that card belongs to.
 */
export const GET = route(async (request) => {
  const { orderId, bin, t } = parseQuery(request, query);
  await enforceRateLimit(`installments:${clientNetwork(request)}`, LOOKUPS_PER_ADDRESS);
  const order = await orderToPay(request, orderId, t);
  // The amount to charge now: the deposit, the whole amount or the balance (lib/orders/payments.ts).
  return ok(await installmentTable(await getDb(), { id: order.id, amountKurus: order.amountDue }, bin));
});
