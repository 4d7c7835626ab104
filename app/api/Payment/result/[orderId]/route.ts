import { z } from 'zod';
import { getSessionUser } from '@/lib/auth/session';
import { HttpError, ok, route } from '@/lib/http/respond';
import { paymentResult } from '@/lib/payments/result';

/** The payment summary of the caller's own order (result pages, bank-transfer page). */
export const GET = route<{ orderId: string }>(async (request, { params }) => {
  const orderId = z.uuid().safeParse(params.orderId);
  if (!orderId.success) throw new HttpError(404, 'orderNotFound');
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'unauthorized');
  const result = await paymentResult(orderId.data, user.id);
  if (!result) throw new HttpError(404, 'orderNotFound');
  return ok(result);
});
