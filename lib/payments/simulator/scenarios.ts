/**
 * Test cards of the built-in bank simulator (README "Test cards"). Any other card number is
 * approved, like the bank's own test store.
 */
type Scenario = { mdStatus: string; Response?: string; ProcReturnCode?: string; ErrMsg?: string };

export const testCards: Record<string, { label: string; scenario: Scenario }> = {
  '4355084355084358': { label: 'approved', scenario: { mdStatus: '1', Response: 'Approved', ProcReturnCode: '00' } },
  '4000000000000002': { label: 'declined (05)', scenario: { mdStatus: '1', Response: 'Declined', ProcReturnCode: '05', ErrMsg: 'Red-Onaylanmadi' } },
  '4000000000009995': { label: 'insufficient funds (51)', scenario: { mdStatus: '1', Response: 'Declined', ProcReturnCode: '51', ErrMsg: 'Yetersiz bakiye' } },
  '4000000000000101': { label: '3-D Secure failure (mdStatus 0)', scenario: { mdStatus: '0', ErrMsg: 'Not authenticated' } },
  '4000000000003063': { label: 'half 3-D Secure (mdStatus 2, approved)', scenario: { mdStatus: '2', Response: 'Approved', ProcReturnCode: '00' } },
};

/** The outcome for a card; a cardholder who cancels the 3-D step fails authentication. */
export function scenarioFor(pan: string, authenticated: boolean): Scenario {
  if (!authenticated) return { mdStatus: '0', ErrMsg: 'Not authenticated' };
  return testCards[pan]?.scenario ?? testCards['4355084355084358'].scenario;
}

/** "435508***4358": what the bank echoes instead of the card number. */
export function maskPan(pan: string): string {
  return pan.length >= 10 ? `${pan.slice(0, 6)}***${pan.slice(-4)}` : '****';
}
