import 'server-only';
import { getSessionUser } from '@/lib/auth/session';
import { HttpError } from '@/lib/http/respond';
import { verifyBalanceToken } from '@/lib/pricing/balance-link';
import { payableOrder } from './card-payment';

/**
 * The order a payment request may pay: with a valid balance link for this very order, its balance
 * (whoever holds the link, signed in or not, docs/decisions/0083); otherwise the caller's own order.
 */
export async function orderToPay(request: Request, orderUUID: string, balanceToken: string | undefined) {
  if (balanceToken) {
    const named = await verifyBalanceToken(balanceToken);
    if (named !== orderUUID) throw new HttpError(403, 'balanceLinkInvalid');
    const order = await payableOrder(orderUUID, null);
    if (order.paymentStatus !== 'Partial') throw new HttpError(409, 'orderNotPayable');
    return order;
  }
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'unauthorized');
  return payableOrder(orderUUID, user.id);
}

/** Who may read an order's payment summary: its owner, or the holder of its balance link. */
export async function summaryReader(request: Request, orderUUID: string, balanceToken: string | undefined): Promise<{ userId: number | null }> {
  if (balanceToken) {
    if ((await verifyBalanceToken(balanceToken)) !== orderUUID) throw new HttpError(403, 'balanceLinkInvalid');
    return { userId: null };
  }
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'unauthorized');
  return { userId: user.id };
}
