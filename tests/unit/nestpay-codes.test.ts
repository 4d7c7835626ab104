import { describe, expect, it } from 'vitest';
import { bankOutcome } from '@/lib/payments/nestpay/codes';

describe('what a bank answer means', () => {
  it('is paid with full 3-D Secure only for Approved, 00 and mdStatus 1', () => {
    expect(bankOutcome({ Response: 'Approved', ProcReturnCode: '00', mdStatus: '1' })).toEqual({ paid: true, halfSecure: false, code: 'Approved' });
  });
  it('is paid but flagged half 3-D Secure for mdStatus 2–4 approved by the bank', () => {
    for (const mdStatus of ['2', '3', '4']) expect(bankOutcome({ Response: 'Approved', ProcReturnCode: '00', mdStatus })).toMatchObject({ paid: true, halfSecure: true });
  });
  it('is not paid when 3-D Secure failed, even if the rest says approved', () => {
    expect(bankOutcome({ mdStatus: '0' })).toEqual({ paid: false, halfSecure: false, code: 'Not_Authenticated' });
    expect(bankOutcome({ mdStatus: '5' })).toMatchObject({ paid: false, code: 'Not_Authenticated' });
    expect(bankOutcome({ Response: 'Approved', ProcReturnCode: '00', mdStatus: '5' })).toEqual({ paid: false, halfSecure: false, code: 'Approved', reason: 'notAuthenticated' });
    expect(bankOutcome({ Response: 'Approved', ProcReturnCode: '00' })).toMatchObject({ paid: false, code: 'Approved' });
  });
  it('names the 3-D step’s own failures', () => {
    expect(bankOutcome({ mdStatus: '6' }).code).toBe('SecurityError');
    expect(bankOutcome({ mdStatus: '7' }).code).toBe('SystemError');
    expect(bankOutcome({ mdStatus: '8' }).code).toBe('InvalidFormatError');
  });
  it('files each ISO answer under a code, with a reason when it says more', () => {
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '05', mdStatus: '1' })).toEqual({ paid: false, halfSecure: false, code: 'Declined' });
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '51', mdStatus: '1' })).toMatchObject({ code: 'Declined', reason: 'insufficientFunds' });
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '54', mdStatus: '1' })).toMatchObject({ code: 'Declined', reason: 'expiredCard' });
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '82', mdStatus: '1' })).toMatchObject({ code: 'InvalidFormatError', reason: 'wrongCvv' });
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '96', mdStatus: '1' })).toEqual({ paid: false, halfSecure: false, code: 'SystemError' });
    expect(bankOutcome({ Response: 'Error', ProcReturnCode: '99', mdStatus: '1' })).toEqual({ paid: false, halfSecure: false, code: 'Error' });
    expect(bankOutcome({ Response: 'Declined', ProcReturnCode: '77', mdStatus: '1' }).code).toBe('Declined');
    expect(bankOutcome({ Response: 'Approved', ProcReturnCode: '77', mdStatus: '1' }).code).toBe('Approved');
    expect(bankOutcome({ Response: 'Something', mdStatus: '1' }).code).toBe('other');
  });
});
