import { describe, expect, it } from 'vitest';
import { checkBooking, type BookingDeparture, type BookingTour } from '@/lib/cart/booking-check';

const tour: BookingTour = { title: 'Balon Turu', isActive: true, adultPrice: 150000, childPrice: 90000, babyPrice: 10000, maxPerBooking: 6, bookingCutoffHours: 12 };
const departure: BookingDeparture = {
  startsOn: '2030-06-01',
  startTime: '08:00:00',
  isActive: true,
  capacity: 10,
  seatsTaken: 7,
  adultPriceOverride: null,
  childPriceOverride: null,
  babyPriceOverride: null,
};
const now = new Date('2030-05-01T12:00:00Z');
const people = (adultQuantity: number, childQuantity = 0, babyQuantity = 0) => ({ adultQuantity, childQuantity, babyQuantity });

describe('checkBooking', () => {
  it('prices from the database and counts everyone in the quantity', () => {
    expect(checkBooking(tour, departure, people(2, 1, 1), now)).toEqual({
      prices: { adult: 150000, child: 90000, baby: 10000 },
      sumPrice: 400000,
      quantity: 4,
      seatsLeft: 3,
      problem: null,
    });
    expect(checkBooking(tour, { ...departure, adultPriceOverride: 170000 }, people(1), now).sumPrice).toBe(170000);
  });

  it('names the field a participant problem is about', () => {
    expect(checkBooking(tour, departure, people(0, 1), now).problem).toEqual({ key: 'adultRequired', field: 'adultQuantity', values: {} });
    expect(checkBooking(tour, departure, people(1, 0, 2), now).problem).toEqual({ key: 'tooManyBabies', field: 'babyQuantity', values: {} });
    expect(checkBooking(tour, departure, people(5, 2), now).problem).toEqual({ key: 'tooManyPeople', field: 'quantity', values: { max: 6 } });
  });

  it('seats adults and children only: babies travel on a lap', () => {
    expect(checkBooking(tour, departure, people(3, 0, 3), now).problem).toBeNull();
    expect(checkBooking(tour, departure, people(2, 2), now).problem).toEqual({ key: 'notEnoughSeats', values: { tour: 'Balon Turu', seats: 3 } });
  });

  it('closes at the booking cut-off (Istanbul time) and for inactive tours or departures', () => {
    // 08:00 Istanbul is 05:00 UTC; 12 hours before is 17:00 UTC the day before.
    expect(checkBooking(tour, departure, people(1), new Date('2030-05-31T16:59:00Z')).problem).toBeNull();
    expect(checkBooking(tour, departure, people(1), new Date('2030-05-31T17:00:00Z')).problem).toEqual({ key: 'departureClosed', values: { tour: 'Balon Turu' } });
    expect(checkBooking({ ...tour, isActive: false }, departure, people(1), now).problem?.key).toBe('departureClosed');
    expect(checkBooking(tour, { ...departure, isActive: false }, people(1), now).problem?.key).toBe('departureClosed');
  });
});
