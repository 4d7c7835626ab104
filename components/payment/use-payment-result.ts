'use client';

import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api/client';
import type { PaymentResult } from '@/lib/payments/result';
import { isOrderId } from './payment-paths';
import { balanceTokenFor } from './payment-session';

/**
 * The server's payment summary of an order (GET /api/Payment/result/{orderId}), read fresh: the card
 * page, the payment result page and the bank-transfer page all show it. Nothing is asked for an id
 * that is not an order UUID.
 */
export function usePaymentResult(orderId: string | null, { retry }: { retry?: false } = {}) {
  const valid = isOrderId(orderId);
  const query = useQuery({
    queryKey: ['Payment', 'result', orderId],
    queryFn: () => {
      // Paid from a balance link without a session: the link's token lets this tab read the order.
      const token = balanceTokenFor(orderId);
      return getJson<PaymentResult>(`Payment/result/${orderId}${token ? `?t=${encodeURIComponent(token)}` : ''}`);
    },
    enabled: valid,
    staleTime: 0,
    ...(retry === false ? { retry } : {}),
  });
  return { valid, query };
}
