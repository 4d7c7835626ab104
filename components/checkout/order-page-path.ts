import type { CheckoutAnswer } from '@/lib/orders/types';

/** Where a placed order is paid (card) or read (bank transfer). */
export function orderPagePath(answer: Pick<CheckoutAnswer, 'orderId' | 'paymentMethod'>): string {
  return answer.paymentMethod === 'card' ? `/payment/${answer.orderId}` : `/pages/booking-pages/eft-result?orderId=${answer.orderId}`;
}
