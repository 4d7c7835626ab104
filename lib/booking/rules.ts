/** Pure booking rules: prices, participants and whether a departure can still be booked. */

export type Participants = { adultQuantity: number; childQuantity: number; babyQuantity: number };
export type UnitPrices = { adult: number; child: number; baby: number };

type PricedTour = { adultPrice: number; childPrice: number; babyPrice: number };
type PricedDeparture = { adultPriceOverride: number | null; childPriceOverride: number | null; babyPriceOverride: number | null };

/** The departure's own prices where it has them, else the tour's (kuruş). */
export function unitPrices(tour: PricedTour, departure: PricedDeparture): UnitPrices {
  return {
    adult: departure.adultPriceOverride ?? tour.adultPrice,
    child: departure.childPriceOverride ?? tour.childPrice,
    baby: departure.babyPriceOverride ?? tour.babyPrice,
  };
}

export function totalPrice(people: Participants, prices: UnitPrices): number {
  return people.adultQuantity * prices.adult + people.childQuantity * prices.child + people.babyQuantity * prices.baby;
}

/** docs/product-rules.md#bookings: a cart item's quantity is adults plus children plus babies. */
export function quantityOf(people: Participants): number {
  return people.adultQuantity + people.childQuantity + people.babyQuantity;
}

/** Babies travel on a lap: only adults and children take seats. */
export function seatsNeeded(people: Participants): number {
  return people.adultQuantity + people.childQuantity;
}

type ParticipantProblem = 'adultRequired' | 'tooManyPeople' | 'tooManyBabies';

/** At least one adult, no more people than the tour allows per booking, at most one baby per adult. */
export function participantProblem(people: Participants, maxPerBooking: number): ParticipantProblem | null {
  if (people.adultQuantity < 1) return 'adultRequired';
  if (quantityOf(people) > maxPerBooking) return 'tooManyPeople';
  if (people.babyQuantity > people.adultQuantity) return 'tooManyBabies';
  return null;
}

/** Departure start as an instant: its date and time are Istanbul wall-clock (UTC+3 all year). */
export function departureStart(startsOn: string, startTime: string | null): Date {
  return new Date(`${startsOn}T${startTime ?? '00:00:00'}+03:00`);
}

type ScheduledDeparture = { startsOn: string; startTime: string | null; isActive: boolean };
type BookableDeparture = ScheduledDeparture & { capacity: number; seatsTaken: number };

/** Whether a departure still sells at all: active and not yet within the tour's booking cut-off. */
export function isSalesOpen(departure: ScheduledDeparture, cutoffHours: number, now: Date): boolean {
  const closesAt = departureStart(departure.startsOn, departure.startTime).getTime() - cutoffHours * 3_600_000;
  return departure.isActive && now.getTime() < closesAt;
}

/**
 * Whether a bank transfer made at `now`, which may take `deadlineHours` to arrive (EFT_DEADLINE_HOURS,
 * as the contract promises), arrives while the departure still sells: checkout offers one only then.
 */
export function transferArrivesInTime(departure: ScheduledDeparture, cutoffHours: number, now: Date, deadlineHours: number): boolean {
  return isSalesOpen(departure, cutoffHours, new Date(now.getTime() + deadlineHours * 3_600_000));
}

/** Sales open and enough seats left for this many travellers. */
export function isBookable(departure: BookableDeparture, cutoffHours: number, now: Date, seats = 1): boolean {
  return isSalesOpen(departure, cutoffHours, now) && departure.capacity - departure.seatsTaken >= seats;
}
