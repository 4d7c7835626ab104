import { describe, expect, it } from 'vitest';
import { bankOutcome, reasonFromSpecCode } from '@/lib/payments/nestpay/codes';

describe('what a bank answer means', () => {
  it('is paid with full 3-D Secure only for Approved, 00 and mdStatus 1', () => {
    expect(bankOutcome({ Response: 'Approved', ProcReturnCode: '00', mdStatus: '1' })).toEqual({ paid: true, halfSecure: false, reason: 'approved' });
  });
  it('is paid but flagged half 3-D Secure for mdStatus 2–4 approved by the bank', () => {
    for (const mdStatus of ['2', '3', '4']) expect(bankOutcome({ Response: 'Approved', ProcReturnCode: '00', mdStatus })).toMatchObject({ paid: true, halfSecure: true });
  });
  it('is not paid when 3-D Secure failed, even if the rest says approved', () => {
    expect(bankOutcome({ mdStatus: '0' })).toMatchObject({ paid: false, reason: 'notAuthenticated' });
    expect(bankOutcome({ Response: 'Approved', ProcReturnCode: '00', mdStatus: '5' })).toMatchObject({ paid: false, reason: 'notAuthenticated' });
    expect(bankOutcome({ Response: 'Approved', ProcReturnCode: '00' })).toMatchObject({ paid: false });
  });
  it('names the ISO reason of a decline', () => {
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '05', mdStatus: '1' }).reason).toBe('declined');
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '51', mdStatus: '1' }).reason).toBe('insufficientFunds');
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '54', mdStatus: '1' }).reason).toBe('expiredCard');
    expect(bankOutcome({ Response: 'Error', ProcReturnCode: '99', mdStatus: '1' }).reason).toBe('notCompleted');
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '77', mdStatus: '1' }).reason).toBe('declined');
  });
  it('maps the spec’s bank code table', () => {
    expect(reasonFromSpecCode('Declined')).toBe('declined');
    expect(reasonFromSpecCode('Not_Authenticated')).toBe('notAuthenticated');
    expect(reasonFromSpecCode('InvalidFormatError')).toBe('invalidCard');
    expect(reasonFromSpecCode('SystemError')).toBe('temporaryProblem');
    expect(reasonFromSpecCode('whatever')).toBe('generic');
  });
});
