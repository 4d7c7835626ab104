/**
 * Test cards of the built-in bank simulator (README "Test cards"). Any other card number is
 * approved, like the bank's own test store.
 */
type Scenario = { mdStatus: string; Response?: string; ProcReturnCode?: string; ErrMsg?: string };

/**
 * `programme`: the card programme the card belongs to (the demo BIN table, lib/db/seed/installments.ts,
 * maps its first digits to it); `debit`: a debit card, which the bank never splits into installments.
 */
export const testCards: Record<string, { label: string; scenario: Scenario; programme?: string; debit?: true }> = {
  '4355084355084358': { label: 'approved (Maximum)', scenario: { mdStatus: '1', Response: 'Approved', ProcReturnCode: '00' }, programme: 'Maximum' },
  '4546711234567894': { label: 'approved (Bankkart)', scenario: { mdStatus: '1', Response: 'Approved', ProcReturnCode: '00' }, programme: 'Bankkart' },
  '4000000000001026': { label: 'approved debit card: no installments', scenario: { mdStatus: '1', Response: 'Approved', ProcReturnCode: '00' }, debit: true },
  '4000000000000002': { label: 'declined (05)', scenario: { mdStatus: '1', Response: 'Declined', ProcReturnCode: '05', ErrMsg: 'Red-Onaylanmadi' } },
  '4000000000009995': { label: 'insufficient funds (51)', scenario: { mdStatus: '1', Response: 'Declined', ProcReturnCode: '51', ErrMsg: 'Yetersiz bakiye' } },
  '4000000000000101': { label: '3-D Secure failure (mdStatus 0)', scenario: { mdStatus: '0', ErrMsg: 'Not authenticated' } },
  '4000000000003063': { label: 'half 3-D Secure (mdStatus 2, approved)', scenario: { mdStatus: '2', Response: 'Approved', ProcReturnCode: '00' } },
};

/** The bank's answer to an installment count it does not take (NestPay's own wording, ISO 99). */
const INSTALLMENTS_REFUSED: Scenario = { mdStatus: '1', Response: 'Error', ProcReturnCode: '99', ErrMsg: 'Taksit tablosu icin gecersiz deger' };

/**
 * The outcome for a card; a cardholder who cancels the 3-D step fails authentication. The bank
 * splits a payment into at most 12 installments, and never a debit card's.
 */
export function scenarioFor(pan: string, authenticated: boolean, installments = 1): Scenario {
  if (!authenticated) return { mdStatus: '0', ErrMsg: 'Not authenticated' };
  if (installments > 1 && (installments > 12 || testCards[pan]?.debit)) return INSTALLMENTS_REFUSED;
  return testCards[pan]?.scenario ?? testCards['4355084355084358'].scenario;
}

/** The installment count a gate request asks for: 1 for `taksit` (or `Instalment`) empty, null when the value is no count. */
export function requestedInstallments(fields: Record<string, string>): number | null {
  const value = (fields.taksit ?? fields.Instalment ?? '').trim();
  if (value === '') return 1;
  return /^\d{1,2}$/.test(value) && Number(value) >= 2 ? Number(value) : null;
}

/** "435508***4358": what the bank echoes instead of the card number. */
export function maskPan(pan: string): string {
  return pan.length >= 10 ? `${pan.slice(0, 6)}***${pan.slice(-4)}` : '****';
}
