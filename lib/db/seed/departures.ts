import type { tourDepartures } from '../schema';

/** Departures are generated for this many days after the seed runs. */
export const DEPARTURE_WINDOW_DAYS = 90;
/** The first departure is at least this many days away, so it is bookable under every tour's cut-off (≤ 48 h). */
const FIRST_DEPARTURE_AFTER_DAYS = 2;
/** Departures further away than this get the early-booking price on multi-day tours. */
const EARLY_BOOKING_FROM_DAYS = 75;

/** National holidays and New Year's Eve (MM-DD), when demand and prices are highest. */
const HOLIDAYS = new Set(['12-31', '01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29']);
const HOLIDAY_SURCHARGE = 1.15;
const EARLY_BOOKING_DISCOUNT = 0.9;

export type DepartureSchedule = {
  /** Days between two departures. */
  everyDays: number;
  /** 'HH:MM:SS' local time, or null when the start depends on the traveller's flight. */
  startTime: string | null;
  capacity: number;
  /** Weekdays (0 = Sunday) when a site on the programme is closed: the departure moves to the next day. */
  closedOn?: number[];
};

type DepartureSource = {
  id: number;
  durationDays: number;
  adultPrice: number;
  childPrice: number;
  schedule: DepartureSchedule;
};

/** Today's date on the Europe/Istanbul calendar, as 'YYYY-MM-DD'. */
export function istanbulDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();
/** Prices stay round: whole 10 TL (1 000 kuruş). */
const roundPrice = (kurus: number) => Math.round(kurus / 1000) * 1000;

function priceOverride(tour: DepartureSource, startsOn: string, daysAhead: number) {
  const tripDays = Array.from({ length: tour.durationDays }, (_, i) => addDays(startsOn, i).slice(5));
  const factor = tripDays.some((day) => HOLIDAYS.has(day))
    ? HOLIDAY_SURCHARGE
    : tour.durationDays > 1 && daysAhead >= EARLY_BOOKING_FROM_DAYS
      ? EARLY_BOOKING_DISCOUNT
      : null;
  // Every row carries both keys, so the bulk insert has one shape (and no DEFAULT placeholders).
  if (factor === null) return { adultPriceOverride: null, childPriceOverride: null };
  return { adultPriceOverride: roundPrice(tour.adultPrice * factor), childPriceOverride: roundPrice(tour.childPrice * factor) };
}

/**
 * Departures of every tour within the window after `today`: deterministic for a given date, so a
 * seed run can be reproduced (each tour starts at a phase of its id, then repeats every `everyDays`).
 */
export function buildDepartures(tours: DepartureSource[], today: string): (typeof tourDepartures.$inferInsert)[] {
  const rows: (typeof tourDepartures.$inferInsert)[] = [];
  for (const tour of tours) {
    const { everyDays, startTime, capacity, closedOn = [] } = tour.schedule;
    for (let offset = FIRST_DEPARTURE_AFTER_DAYS + (tour.id % everyDays); offset < DEPARTURE_WINDOW_DAYS; offset += everyDays) {
      let daysAhead = offset;
      while (closedOn.includes(weekday(addDays(today, daysAhead)))) daysAhead++;
      if (daysAhead >= DEPARTURE_WINDOW_DAYS) break;
      const startsOn = addDays(today, daysAhead);
      rows.push({ tourId: tour.id, startsOn, startTime, capacity, seatsTaken: 0, ...priceOverride(tour, startsOn, daysAhead) });
    }
  }
  return rows;
}
