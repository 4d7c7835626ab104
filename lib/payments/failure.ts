import { isBankCode, isBankReason, type BankCode, type BankReason } from './nestpay/codes';

/**
 * Why a payment failed, as the failure page's address carries it (`/payment/fail?orderId=…&…`).
 * Client-safe: the bank's return (lib/payments/callback-redirect.ts) and the payment page both write
 * it, the failure page reads it. Only names from fixed lists and a three-digit status travel in the
 * address, so no crafted link can put text of its own on the page.
 *
 * - the bank's answer: `code` (the bank result code) and, when it says more, `reason`;
 * - the payment API failed before the bank was reached: `api` (`status` with `status=NNN`,
 *   `noResponse`, `empty`, `unexpectedFormat`).
 */
export const PAYMENT_API_PROBLEMS = ['status', 'noResponse', 'empty', 'unexpectedFormat'] as const;
export type PaymentApiProblemName = (typeof PAYMENT_API_PROBLEMS)[number];

export type PaymentFailure = { kind: 'bank'; code: BankCode; reason?: BankReason } | { kind: 'api'; problem: PaymentApiProblemName; status?: number };

export function failureQuery(orderId: string | undefined, failure: PaymentFailure): URLSearchParams {
  const query = new URLSearchParams();
  if (orderId) query.set('orderId', orderId);
  if (failure.kind === 'bank') {
    query.set('code', failure.code);
    if (failure.reason) query.set('reason', failure.reason);
  } else {
    query.set('api', failure.problem);
    if (failure.problem === 'status' && failure.status) query.set('status', String(failure.status));
  }
  return query;
}

/** The failure in an address; anything unknown reads as the bank's "other" code. */
export function readFailure(params: Pick<URLSearchParams, 'get'>): PaymentFailure {
  const api = params.get('api');
  if (api && (PAYMENT_API_PROBLEMS as readonly string[]).includes(api)) {
    const status = /^[1-5]\d\d$/.test(params.get('status') ?? '') ? Number(params.get('status')) : undefined;
    if (api !== 'status') return { kind: 'api', problem: api as PaymentApiProblemName };
    return status ? { kind: 'api', problem: 'status', status } : { kind: 'bank', code: 'other' };
  }
  const code = params.get('code');
  const reason = params.get('reason');
  return { kind: 'bank', code: isBankCode(code) ? code : 'other', ...(isBankReason(reason) ? { reason } : {}) };
}
