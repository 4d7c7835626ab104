'use client';

import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api/client';
import type { PaymentResult } from '@/lib/payments/result';
import { isOrderId } from './payment-paths';

/**
 * The server's payment summary of an order (GET /api/Payment/result/{orderId}), read fresh: the card
 * page, the payment result page and the bank-transfer page all show it. Nothing is asked for an id
 * that is not an order UUID.
 */
export function usePaymentResult(orderId: string | null, { retry }: { retry?: false } = {}) {
  const valid = isOrderId(orderId);
  const query = useQuery({
    queryKey: ['Payment', 'result', orderId],
    queryFn: () => getJson<PaymentResult>(`Payment/result/${orderId}`),
    enabled: valid,
    staleTime: 0,
    ...(retry === false ? { retry } : {}),
  });
  return { valid, query };
}
