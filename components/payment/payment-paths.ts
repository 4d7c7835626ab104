import type { BankCode, BankReason } from '@/lib/payments/nestpay/codes';
import { failureQuery, type PaymentApiProblemName, type PaymentFailure } from '@/lib/payments/failure';
import type { PaymentResult } from '@/lib/payments/result';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order ids in payment URLs are the order's UUID. */
export function isOrderId(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuid.test(value);
}

/** The failure page, with the failure as names from fixed lists (lib/payments/failure.ts), never a raw text. */
export function paymentFailPath(orderId: string, failure: PaymentFailure): string {
  return `/payment/fail?${failureQuery(orderId, failure)}`;
}

/**
 * The order's result page: bank-transfer instructions for an EFT order, the booking summary for a
 * paid one (spec: the payment result page goes on to the "eft-result" page with the summary).
 */
export function resultPagePath(order: { orderId: string }): string {
  return `/pages/booking-pages/eft-result?${new URLSearchParams({ orderId: order.orderId })}`;
}

type Translators = {
  /** `bankCodes`: the codes' sentences and, under `reasons`, the finer ones. */
  bank: (key: BankCode | `reasons.${BankReason}`) => string;
  /** `payment.api`: the payment API's own failures. */
  api: (key: PaymentApiProblemName, values?: { status: number }) => string;
};

/**
 * What the failure page says: the bank result code's sentence and the finer reason when there is
 * one; or the payment API's failure ("API Hatası: 502" and the server's sentences kept by this tab
 * when it started the payment, see payment-session.ts).
 */
export function failureSentences(failure: PaymentFailure, t: Translators, details: string[] = []): string[] {
  if (failure.kind === 'api') {
    if (failure.problem !== 'status') return [t.api(failure.problem)];
    return [t.api('status', { status: failure.status ?? 0 }), ...details];
  }
  return failure.reason ? [t.bank(failure.code), t.bank(`reasons.${failure.reason}`)] : [t.bank(failure.code)];
}

type OrderState = Pick<PaymentResult, 'orderStatus' | 'paymentStatus' | 'paymentMethod' | 'refundDue' | 'refunded'>;

/** A bank-transfer order still waiting for its money: the page shows the account to pay to. */
export const isAwaitingTransfer = (result: OrderState) => result.paymentMethod === 'eft' && result.paymentStatus !== 'Completed' && result.orderStatus !== 'Cancelled';

/**
 * The sentence that opens the booking result page (an `eft` message). A cancelled order is never "paid and
 * confirmed", even when a card payment arrived for it: that money is given back (`refundDue`, then `refunded`).
 */
export function eftIntro(result: OrderState): 'refundIntro' | 'refundedIntro' | 'cancelledIntro' | 'paidIntro' | 'transferIntro' | 'pendingIntro' {
  if (result.orderStatus === 'Cancelled') return result.refundDue > 0 ? 'refundIntro' : result.refunded > 0 ? 'refundedIntro' : 'cancelledIntro';
  if (result.paymentStatus === 'Completed' || result.paymentStatus === 'Partial') return 'paidIntro';
  return isAwaitingTransfer(result) ? 'transferIntro' : 'pendingIntro';
}
