/**
 * What a bank answer means for the customer (docs/bank-gateway.md#reading-the-answer and
 * #the-codes-the-customer-sees). Client-safe: the failure page reads these names too.
 *
 * Every answer that is not a payment gets one of the bank result codes the agency's earlier site
 * showed (`BankCode`); the customer reads that code's sentence (`bankCodes.<code>` in the messages),
 * followed by a finer reason (`bankCodes.reasons.<reason>`) when the bank's ISO code says more.
 * The customer never sees the bank's own text.
 */
export const BANK_CODES = ['Approved', 'Declined', 'Error', 'Not_Authenticated', 'InvalidFormatError', 'SecurityError', 'SystemError', 'other'] as const;
export type BankCode = (typeof BANK_CODES)[number];

/** The meaning of each code, as staff read it in an order's history (the customer's sentences are in the messages). */
export const bankCodeMeaning: Record<BankCode, string> = {
  Approved: 'approved but not completed',
  Declined: 'card refused the transaction',
  Error: 'banking system error',
  Not_Authenticated: '3D verification failed',
  InvalidFormatError: 'card details entered wrongly',
  SecurityError: 'security verification error',
  SystemError: 'payment system temporarily unavailable',
  other: 'payment not completed; check the card details and retry',
};

export const BANK_REASONS = [
  'callBank',
  'merchantProblem',
  'cardUnusable',
  'invalidTransaction',
  'invalidAmount',
  'invalidCard',
  'expiredCard',
  'insufficientFunds',
  'notPermitted',
  'limitExceeded',
  'restrictedCard',
  'wrongCvv',
  'notAuthenticated',
  /** Not the bank's: its answer did not verify (hash, merchant, amount), so nothing was changed. */
  'unverified',
] as const;
/** A finer reason than the code, from the bank's ISO `ProcReturnCode` or the 3-D result. */
export type BankReason = (typeof BANK_REASONS)[number];

export const isBankCode = (value: unknown): value is BankCode => typeof value === 'string' && (BANK_CODES as readonly string[]).includes(value);
export const isBankReason = (value: unknown): value is BankReason => typeof value === 'string' && (BANK_REASONS as readonly string[]).includes(value);

/** ISO 8583 answers NestPay passes on in `ProcReturnCode`: the code they fall under, and the reason when it says more. */
const byProcReturnCode: Record<string, { code: BankCode; reason?: BankReason }> = {
  '01': { code: 'Declined', reason: 'callBank' },
  '02': { code: 'Declined', reason: 'callBank' },
  '03': { code: 'Declined', reason: 'merchantProblem' },
  '58': { code: 'Declined', reason: 'merchantProblem' },
  '04': { code: 'Declined', reason: 'cardUnusable' },
  '07': { code: 'Declined', reason: 'cardUnusable' },
  '41': { code: 'Declined', reason: 'cardUnusable' },
  '43': { code: 'Declined', reason: 'cardUnusable' },
  '05': { code: 'Declined' },
  '12': { code: 'Declined', reason: 'invalidTransaction' },
  '13': { code: 'Declined', reason: 'invalidAmount' },
  '14': { code: 'InvalidFormatError', reason: 'invalidCard' },
  '15': { code: 'InvalidFormatError', reason: 'invalidCard' },
  '56': { code: 'InvalidFormatError', reason: 'invalidCard' },
  '82': { code: 'InvalidFormatError', reason: 'wrongCvv' },
  '33': { code: 'Declined', reason: 'expiredCard' },
  '54': { code: 'Declined', reason: 'expiredCard' },
  '51': { code: 'Declined', reason: 'insufficientFunds' },
  '57': { code: 'Declined', reason: 'notPermitted' },
  '61': { code: 'Declined', reason: 'limitExceeded' },
  '65': { code: 'Declined', reason: 'limitExceeded' },
  '62': { code: 'Declined', reason: 'restrictedCard' },
  '91': { code: 'SystemError' },
  '96': { code: 'SystemError' },
};

/**
 * The 3-D Secure result (`mdStatus`) when it stopped the payment: 0 and 5 the cardholder was not
 * authenticated (or could not be), 6 the 3-D Secure step itself failed, 7 the bank's system failed,
 * 8 the card number is unknown to the scheme (mistyped).
 */
const byFailedMdStatus: Record<string, BankCode> = { '6': 'SecurityError', '7': 'SystemError', '8': 'InvalidFormatError' };

const FULL_3D = '1';
const HALF_3D = new Set(['2', '3', '4']);

type BankFields = { Response?: string; ProcReturnCode?: string; mdStatus?: string };
export type BankOutcome = { paid: boolean; halfSecure: boolean; code: BankCode; reason?: BankReason };

/**
 * Paid only when the bank says Approved with code 00 after an acceptable 3-D result: mdStatus 1
 * (full 3-D Secure) or 2–4 (the bank authorised without full authentication: the money was taken,
 * so it is paid and flagged half 3-D Secure). Anything else is a failure with its code.
 */
export function bankOutcome(fields: BankFields): BankOutcome {
  const mdStatus = fields.mdStatus ?? '';
  const accepted3d = mdStatus === FULL_3D || HALF_3D.has(mdStatus);
  const approved = fields.Response === 'Approved' && fields.ProcReturnCode === '00';
  if (approved && accepted3d) return { paid: true, halfSecure: mdStatus !== FULL_3D, code: 'Approved' };
  const failed = (code: BankCode, reason?: BankReason): BankOutcome => ({ paid: false, halfSecure: false, code, ...(reason ? { reason } : {}) });

  if (!accepted3d) {
    // The bank says approved, but the 3-D step did not pass: we do not take it as paid.
    if (fields.Response === 'Approved') return failed('Approved', 'notAuthenticated');
    return failed(byFailedMdStatus[mdStatus] ?? 'Not_Authenticated');
  }
  const known = fields.ProcReturnCode ? byProcReturnCode[fields.ProcReturnCode] : undefined;
  if (known) return failed(known.code, known.reason);
  switch (fields.Response) {
    case 'Approved':
      return failed('Approved');
    case 'Declined':
      return failed('Declined');
    case 'Error':
      return failed('Error');
    default:
      return failed('other');
  }
}
