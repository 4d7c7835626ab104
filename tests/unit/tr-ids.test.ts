import { describe, expect, it } from 'vitest';
import { formatIban, isValidTaxNumber, isValidTckn, isValidTrIban, isValidVkn } from '@/lib/validation/tr-ids';

describe('T.C. kimlik numarası', () => {
  it.each(['10000000146', '17291716060'])('accepts %s', (value) => expect(isValidTckn(value)).toBe(true));
  it.each(['17291716050', '07291716092', '11111111110', '1729171606', '1729171606a', ''])('refuses %s', (value) => expect(isValidTckn(value)).toBe(false));
});

describe('vergi kimlik numarası', () => {
  it.each(['4540536920', '1234567890'])('accepts %s', (value) => expect(isValidVkn(value)).toBe(true));
  it.each(['4540536921', '123456789', 'abcdefghij'])('refuses %s', (value) => expect(isValidVkn(value)).toBe(false));
  it('lets a sole proprietor give a TCKN as tax number', () => expect(isValidTaxNumber('10000000146')).toBe(true));
});

describe('TR IBAN', () => {
  it('accepts a valid IBAN with or without spaces', () => {
    expect(isValidTrIban('TR330006100519786457841326')).toBe(true);
    expect(isValidTrIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
  });
  it('refuses a wrong check digit, a foreign IBAN and a short one', () => {
    expect(isValidTrIban('TR330006100519786457841327')).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('TR3300061005197864578413')).toBe(false);
  });
  it('groups it in fours for display', () => expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26'));
});
