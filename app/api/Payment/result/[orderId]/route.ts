import { z } from 'zod';
import { HttpError, ok, route } from '@/lib/http/respond';
import { summaryReader } from '@/lib/payments/payer';
import { paymentResult } from '@/lib/payments/result';

/** The payment summary of the caller's own order (result pages, bank-transfer page), or of the order a balance link names (`?t=`). */
export const GET = route<{ orderId: string }>(async (request, { params }) => {
  const orderId = z.uuid().safeParse(params.orderId);
  if (!orderId.success) throw new HttpError(404, 'orderNotFound');
  const reader = await summaryReader(request, orderId.data, new URL(request.url).searchParams.get('t') ?? undefined);
  const result = await paymentResult(orderId.data, reader.userId);
  if (!result) throw new HttpError(404, 'orderNotFound');
  return ok(result);
});
