import { describe, expect, it } from 'vitest';
import { maskCardNumbers } from '@/lib/security/card-numbers';

describe('maskCardNumbers', () => {
  it.each(['4355084355084358', '4355 0843 5508 4358', '4355-0843-5508-4358', '4355  0843 5508 4358', '378282246310005', '6011.0009.9013.9424'])('masks %s inside a text', (typed) => {
    expect(maskCardNumbers(`kart ${typed} reddedildi`)).toBe('kart [card number removed] reddedildi');
  });

  it('keeps phone numbers, order numbers and amounts readable', () => {
    const text = 'Tel +90 532 123 45 67, sipariş 9F00761D, 2.900,00 TL, ref 202609281234';
    expect(maskCardNumbers(text)).toBe(text);
  });
});
