import {
  isSalesOpen,
  participantProblem,
  quantityOf,
  seatsNeeded,
  totalPrice,
  unitPrices,
  type Participants,
  type UnitPrices,
} from '@/lib/booking/rules';

/** What can stop a booking, as a message key of the `api` namespace with its values. */
export type BookingProblem =
  | { key: 'adultRequired'; field: 'adultQuantity'; values: Record<string, never> }
  | { key: 'tooManyBabies'; field: 'babyQuantity'; values: Record<string, never> }
  | { key: 'tooManyPeople'; field: 'quantity'; values: { max: number } }
  | { key: 'departureClosed'; values: { tour: string } }
  | { key: 'notEnoughSeats'; values: { tour: string; seats: number } };

export type BookingTour = {
  title: string;
  isActive: boolean;
  adultPrice: number;
  childPrice: number;
  babyPrice: number;
  maxPerBooking: number;
  bookingCutoffHours: number;
};

export type BookingDeparture = {
  startsOn: string;
  startTime: string | null;
  isActive: boolean;
  capacity: number;
  seatsTaken: number;
  adultPriceOverride: number | null;
  childPriceOverride: number | null;
  babyPriceOverride: number | null;
};

type BookingCheck = {
  prices: UnitPrices;
  /** Kuruş, from the database's prices: never what a browser sent. */
  sumPrice: number;
  quantity: number;
  seatsLeft: number;
  problem: BookingProblem | null;
};

/**
 * Prices a booking of one departure and says what, if anything, stops it: the participants first
 * (the visitor can fix those on the same screen), then the departure (closed or too few seats).
 * Babies sit on a lap, so only adults and children need seats.
 */
export function checkBooking(tour: BookingTour, departure: BookingDeparture, people: Participants, now: Date): BookingCheck {
  const prices = unitPrices(tour, departure);
  const seatsLeft = Math.max(0, departure.capacity - departure.seatsTaken);
  const result = { prices, sumPrice: totalPrice(people, prices), quantity: quantityOf(people), seatsLeft };
  const participants = participantProblem(people, tour.maxPerBooking);
  if (participants === 'adultRequired') return { ...result, problem: { key: participants, field: 'adultQuantity', values: {} } };
  if (participants === 'tooManyBabies') return { ...result, problem: { key: participants, field: 'babyQuantity', values: {} } };
  if (participants === 'tooManyPeople') return { ...result, problem: { key: participants, field: 'quantity', values: { max: tour.maxPerBooking } } };
  if (!tour.isActive || !isSalesOpen(departure, tour.bookingCutoffHours, now)) {
    return { ...result, problem: { key: 'departureClosed', values: { tour: tour.title } } };
  }
  if (seatsNeeded(people) > seatsLeft) return { ...result, problem: { key: 'notEnoughSeats', values: { tour: tour.title, seats: seatsLeft } } };
  return { ...result, problem: null };
}
