/**
 * Calendar days as forms and URLs carry them (`YYYY-MM-DD`) and months (`YYYY-MM`). Pure functions.
 *
 * A day must exist in the calendar and lie between 1900 and 2100: departures, promo windows, blog
 * dates, report periods and birth dates all do. The bound matters beyond plausibility: PostgreSQL
 * has no year 0 (`0000-01-01` fails the query) and JavaScript's `Date.UTC` reads years 0–99 as
 * 1900–1999, so an unbounded check either lets a day through that the database refuses or refuses
 * one for the wrong reason.
 */

export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2100-12-31';

/** A real `YYYY-MM-DD` day between `from` and `to` (both included; 1900–2100 by default). */
export function isCalendarDay(value: string, { from = EARLIEST_DAY, to = LATEST_DAY }: { from?: string; to?: string } = {}): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || value < from || value > to) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A `YYYY-MM` month between 1900-01 and 2100-12. */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= EARLIEST_DAY.slice(0, 7) && value <= LATEST_DAY.slice(0, 7);
}
