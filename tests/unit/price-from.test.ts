import { describe, expect, it } from 'vitest';
import { adultPriceFrom } from '@/lib/catalog/price-from';

describe('the price a tour page starts "from"', () => {
  it('is the lowest adult price of a date with seats, special prices included', () => {
    expect(adultPriceFrom(4_500_000, [
      { seatsLeft: 4, adultPrice: 4_500_000 },
      { seatsLeft: 2, adultPrice: 4_050_000 },
      { seatsLeft: 9, adultPrice: 5_175_000 },
    ])).toBe(4_050_000);
  });

  it('leaves out sold-out dates, however cheap', () => {
    expect(adultPriceFrom(4_500_000, [
      { seatsLeft: 0, adultPrice: 3_000_000 },
      { seatsLeft: 5, adultPrice: 4_500_000 },
    ])).toBe(4_500_000);
  });

  it('is the tour’s own adult price when no date has seats', () => {
    expect(adultPriceFrom(950_000, [])).toBe(950_000);
    expect(adultPriceFrom(950_000, [{ seatsLeft: 0, adultPrice: 800_000 }])).toBe(950_000);
  });
});
