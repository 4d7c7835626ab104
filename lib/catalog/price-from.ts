import type { Departure } from './tours';

/**
 * The price a tour page says it starts "from": the lowest adult price among the departures that
 * still have seats (a date's special price may be below the tour's), else the tour's own adult price.
 */
export function adultPriceFrom(tourAdultPrice: number, departures: Pick<Departure, 'seatsLeft' | 'adultPrice'>[]): number {
  const open = departures.filter((departure) => departure.seatsLeft > 0).map((departure) => departure.adultPrice);
  return open.length ? Math.min(...open) : tourAdultPrice;
}
