import { describe, expect, it } from 'vitest';
import { departureStart, isBookable, participantProblem, quantityOf, seatsNeeded, totalPrice, unitPrices } from '@/lib/booking/rules';

const tour = { adultPrice: 150000, childPrice: 90000, babyPrice: 0 };

describe('booking rules', () => {
  it('prices from the tour unless the departure overrides', () => {
    expect(unitPrices(tour, { adultPriceOverride: null, childPriceOverride: null, babyPriceOverride: null })).toEqual({ adult: 150000, child: 90000, baby: 0 });
    expect(unitPrices(tour, { adultPriceOverride: 180000, childPriceOverride: null, babyPriceOverride: 5000 })).toEqual({ adult: 180000, child: 90000, baby: 5000 });
  });

  it('adds up 2 adults and 1 child', () => {
    const people = { adultQuantity: 2, childQuantity: 1, babyQuantity: 1 };
    expect(totalPrice(people, { adult: 150000, child: 90000, baby: 1000 })).toBe(391000);
    expect(quantityOf(people)).toBe(4);
    expect(seatsNeeded(people)).toBe(3);
  });

  it('needs an adult, respects the per-booking limit and one baby per adult', () => {
    expect(participantProblem({ adultQuantity: 0, childQuantity: 2, babyQuantity: 0 }, 10)).toBe('adultRequired');
    expect(participantProblem({ adultQuantity: 8, childQuantity: 3, babyQuantity: 0 }, 10)).toBe('tooManyPeople');
    expect(participantProblem({ adultQuantity: 1, childQuantity: 0, babyQuantity: 2 }, 10)).toBe('tooManyBabies');
    expect(participantProblem({ adultQuantity: 2, childQuantity: 1, babyQuantity: 1 }, 10)).toBeNull();
  });

  it('reads departure times as Istanbul time', () => {
    expect(departureStart('2026-12-01', '08:30:00').toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(departureStart('2026-12-01', null).toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });

  it('closes sales at the cut-off and when seats run out', () => {
    const departure = { startsOn: '2026-12-01', startTime: '08:30:00', capacity: 10, seatsTaken: 7, isActive: true };
    expect(isBookable(departure, 12, new Date('2026-11-30T17:29:00Z'))).toBe(true);
    expect(isBookable(departure, 12, new Date('2026-11-30T17:31:00Z'))).toBe(false);
    expect(isBookable(departure, 12, new Date('2026-11-29T00:00:00Z'), 4)).toBe(false);
    expect(isBookable({ ...departure, isActive: false }, 12, new Date('2026-11-29T00:00:00Z'))).toBe(false);
  });
});
