import { describe, expect, it } from 'vitest';
import { isTurkishPhone, normalizeTurkishPhone } from '@/lib/validation/phone';

describe('Turkish phone numbers (docs/checkout-law.md#identity-numbers-and-phone-numbers)', () => {
  it.each([
    ['0532 123 45 67', '+905321234567'],
    ['0 (532) 123 45 67', '+905321234567'],
    ['(0532) 123-4567', '+905321234567'],
    ['5321234567', '+905321234567'],
    ['+90 532 123 45 67', '+905321234567'],
    ['905321234567', '+905321234567'],
    ['0090 532 123 45 67', '+905321234567'],
    ['0505 123 45 67', '+905051234567'],
    ['0561 612 34 56', '+905616123456'],
    ['0212 555 01 23', '+902125550123'],
    ['0216 555 01 23', '+902165550123'],
    ['0312 555 01 23', '+903125550123'],
    ['0242 555 01 23', '+902425550123'],
    ['+90 392 555 01 23', '+903925550123'],
    ['0850 222 33 44', '+908502223344'],
    ['0800 222 33 44', '+908002223344'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeTurkishPhone(input)).toBe(expected);
    expect(isTurkishPhone(input)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['too short', '0532 123 45'],
    ['too long', '0532 123 45 678'],
    ['an unassigned mobile prefix', '0590 123 45 67'],
    ['an unassigned area code', '0210 555 01 23'],
    ['a foreign number', '+49 30 1234567'],
    ['a foreign number that looks national', '+1 532 123 4567'],
    ['a domestic-only 444 number', '444 12 34'],
    ['letters', '0532 ABC 45 67'],
  ])('refuses %s', (_, input) => {
    expect(normalizeTurkishPhone(input)).toBeNull();
    expect(isTurkishPhone(input)).toBe(false);
  });
});
