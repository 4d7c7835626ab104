import type { BankReason } from '@/lib/payments/nestpay/codes';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order ids in payment URLs are the order's UUID. */
export function isOrderId(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuid.test(value);
}

/** The failure page, with a reason of the `bankCodes` messages (never a raw bank text). */
export function paymentFailPath(orderId: string, reason: BankReason): string {
  return `/payment/fail?${new URLSearchParams({ orderId, reason })}`;
}

/**
 * The order's result page: bank-transfer instructions for an EFT order, the booking summary for a
 * paid one (spec: the payment result page goes on to the "eft-result" page with the summary).
 */
export function resultPagePath(order: { orderId: string }): string {
  return `/pages/booking-pages/eft-result?${new URLSearchParams({ orderId: order.orderId })}`;
}

const reasons = new Set<string>([
  'approved',
  'callBank',
  'merchantProblem',
  'cardUnusable',
  'declined',
  'invalidTransaction',
  'invalidAmount',
  'invalidCard',
  'expiredCard',
  'insufficientFunds',
  'notPermitted',
  'limitExceeded',
  'restrictedCard',
  'wrongCvv',
  'temporaryProblem',
  'notCompleted',
  'notAuthenticated',
  'generic',
  'unverified',
] satisfies (BankReason | 'unverified')[]);

/** The `bankCodes` message for the reason in a URL; anything unknown reads as the generic sentence. */
export function reasonKey(reason: string | null): BankReason | 'unverified' {
  return reason && reasons.has(reason) ? (reason as BankReason | 'unverified') : 'generic';
}
