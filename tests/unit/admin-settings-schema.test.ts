import { describe, expect, it } from 'vitest';
import { agencySettingsSchema } from '@/lib/admin/settings-schema';
import { summarizeDetails } from '@/lib/admin/audit-query';
import { issueMessage } from '@/lib/validation/issues';

const valid = {
  companyName: 'Anatolia Turizm Ltd. Şti.',
  bankName: 'Türkiye İş Bankası',
  iban: 'TR23 0006 4012 3456 7001 0004 15',
  tursabLicenceNo: 'A-12345',
  mersisNo: '',
  paymentStoreType: '3D_PAY_HOSTING',
};

/** The validation keys a form (and the API) shows for an input, per field. */
function problems(input: Record<string, unknown>) {
  const result = agencySettingsSchema.safeParse(input);
  if (result.success) return {};
  // The first problem of a field is the one shown (as the API's fieldErrors and the resolver do).
  return Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issueMessage(issue).key]));
}

describe('the agency settings schema shared by the form and PUT /api/admin/settings', () => {
  it('accepts a TR IBAN typed with spaces in lower case and stores it compact, upper case', () => {
    expect(agencySettingsSchema.parse({ ...valid, iban: ' tr23 0006 4012 3456 7001 0004 15 ' }).iban).toBe('TR230006401234567001000415');
    expect(agencySettingsSchema.parse({ ...valid, mersisNo: '0068 0123 4560 0017' }).mersisNo).toBe('0068012345600017');
  });

  it('names the IBAN rule for a wrong check digit, a foreign IBAN, a short one and letters', () => {
    for (const iban of ['TR230006401234567001000416', 'DE89370400440532013000', 'TR2300064012345670010004', 'TR23000640123456700100041X']) {
      expect(problems({ ...valid, iban })).toEqual({ iban: 'iban' });
    }
    expect(problems({ ...valid, iban: '  ' })).toEqual({ iban: 'required' });
  });

  it('checks the MERSİS number, the TÜRSAB number and the store type', () => {
    expect(problems({ ...valid, mersisNo: '12345' })).toEqual({ mersisNo: 'mersis' });
    expect(problems({ ...valid, tursabLicenceNo: '<script>' })).toEqual({ tursabLicenceNo: 'invalid' });
    expect(problems({ ...valid, paymentStoreType: '3D' })).toEqual({ paymentStoreType: 'oneOf' });
    expect(problems({ ...valid, companyName: '' })).toEqual({ companyName: 'required' });
  });
});

describe('summarizeDetails', () => {
  it('writes changes as from → to, lists as words and long values cut short', () => {
    expect(summarizeDetails({ iban: { from: 'TR1', to: 'TR2' }, changed: ['title', 'price'] })).toBe('iban: TR1 → TR2; changed: title, price');
    expect(summarizeDetails({ title: { to: { tr: 'Yeni', en: 'New' } } })).toBe('title: Yeni');
    expect(summarizeDetails({ note: 'x'.repeat(100) })).toBe(`note: ${'x'.repeat(59)}…`);
    expect(summarizeDetails({ paymentStoreType: { from: null, to: '3D_PAY' } })).toBe('paymentStoreType: — → 3D_PAY');
    expect(summarizeDetails({})).toBe('');
  });
});
