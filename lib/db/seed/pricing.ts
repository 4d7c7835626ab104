import type { promoCodes, tourPriceRules } from '../schema';
import { addDays } from './departures';

/**
 * The demo's price rules and promo code (docs/decisions/0080, 0082), so the site shows them: the
 * balloon flight (tour 1) takes 15 % off until 30 days before the departure and a 30 % deposit with
 * the balance 14 days before; the rafting trip (tour 8) takes 250 TL per person off until a date
 * and has a last-minute price in the last 3 days. HOSGELDIN10 is 10 % off, also with early booking.
 */
export function priceRuleRows(): (typeof tourPriceRules.$inferInsert)[] {
  return [
    { tourId: 7, earlyPercent: 15, earlyDaysBefore: 30, depositPercent: 30, balanceDueDays: 14 },
    { tourId: 8, earlyAmount: 25_000, earlyDaysBefore: 21, lastMinutePercent: 10, lastMinuteDays: 3 },
  ];
}

export function promoCodeRows(today: string): (typeof promoCodes.$inferInsert)[] {
  return [{ code: 'HOSGELDIN10', percent: 10, bookingUntil: addDays(today, 365), stackable: true, maxUses: 500, minTravellers: 1 }];
}
