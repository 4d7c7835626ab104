/**
 * What a bank answer means for the customer (docs/bank-gateway.md#reading-the-answer, §5 and the docs/product-rules.md#errors bank code
 * table). The customer sees a sentence from the `bankCodes` message namespace, never raw bank text.
 */
type BankOutcome = { paid: boolean; halfSecure: boolean; reason: BankReason };

export type BankReason =
  | 'approved'
  | 'callBank'
  | 'merchantProblem'
  | 'cardUnusable'
  | 'declined'
  | 'invalidTransaction'
  | 'invalidAmount'
  | 'invalidCard'
  | 'expiredCard'
  | 'insufficientFunds'
  | 'notPermitted'
  | 'limitExceeded'
  | 'restrictedCard'
  | 'wrongCvv'
  | 'temporaryProblem'
  | 'notCompleted'
  | 'notAuthenticated'
  | 'generic';

const byProcReturnCode: Record<string, BankReason> = {
  '01': 'callBank',
  '02': 'callBank',
  '03': 'merchantProblem',
  '58': 'merchantProblem',
  '04': 'cardUnusable',
  '07': 'cardUnusable',
  '41': 'cardUnusable',
  '43': 'cardUnusable',
  '05': 'declined',
  '12': 'invalidTransaction',
  '13': 'invalidAmount',
  '14': 'invalidCard',
  '15': 'invalidCard',
  '56': 'invalidCard',
  '33': 'expiredCard',
  '54': 'expiredCard',
  '51': 'insufficientFunds',
  '57': 'notPermitted',
  '61': 'limitExceeded',
  '65': 'limitExceeded',
  '62': 'restrictedCard',
  '82': 'wrongCvv',
  '91': 'temporaryProblem',
  '96': 'temporaryProblem',
  '99': 'notCompleted',
};

const FULL_3D = '1';
const HALF_3D = new Set(['2', '3', '4']);

/**
 * Paid only when the bank says Approved with code 00 after an acceptable 3-D result: mdStatus 1
 * (full 3-D Secure) or 2–4 (the bank authorised without full authentication: the money was taken,
 * so it is paid and flagged half 3-D Secure).
 */
export function bankOutcome(fields: { Response?: string; ProcReturnCode?: string; mdStatus?: string }): BankOutcome {
  const mdStatus = fields.mdStatus ?? '';
  const approved = fields.Response === 'Approved' && fields.ProcReturnCode === '00';
  if (approved && (mdStatus === FULL_3D || HALF_3D.has(mdStatus))) {
    return { paid: true, halfSecure: mdStatus !== FULL_3D, reason: 'approved' };
  }
  if (!fields.ProcReturnCode && mdStatus !== FULL_3D && !HALF_3D.has(mdStatus)) return { paid: false, halfSecure: false, reason: 'notAuthenticated' };
  if (fields.ProcReturnCode && byProcReturnCode[fields.ProcReturnCode]) return { paid: false, halfSecure: false, reason: byProcReturnCode[fields.ProcReturnCode] };
  if (fields.Response === 'Declined') return { paid: false, halfSecure: false, reason: 'declined' };
  if (approved) return { paid: false, halfSecure: false, reason: 'notAuthenticated' };
  return { paid: false, halfSecure: false, reason: 'generic' };
}

/** The docs/product-rules.md#errors names (Declined, Error, Approved, Not_Authenticated, …) mapped to the same reasons. */
export function reasonFromSpecCode(code: string | undefined): BankReason {
  switch (code) {
    case 'Declined':
      return 'declined';
    case 'Error':
      return 'temporaryProblem';
    case 'Approved':
      return 'notCompleted';
    case 'Not_Authenticated':
      return 'notAuthenticated';
    case 'InvalidFormatError':
      return 'invalidCard';
    case 'SecurityError':
      return 'notAuthenticated';
    case 'SystemError':
      return 'temporaryProblem';
    default:
      return code && byProcReturnCode[code] ? byProcReturnCode[code] : 'generic';
  }
}
