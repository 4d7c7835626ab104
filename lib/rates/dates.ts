/**
 * Calendar rules for finding a central-bank bulletin. Dates are plain `YYYY-MM-DD` strings so that
 * no server time zone can shift them; "today" is taken in Turkey time.
 */

/** Turkey has kept UTC+3 all year since 2016 (no daylight saving time). */
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Bayram holidays leave gaps of up to ~9 days without a bulletin; look back a little further. */
const MAX_DAYS_BACK = 15;

function toUtcMidnight(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got "${isoDate}".`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMidnight(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar date in Turkey at the given instant. */
export function turkeyToday(now: Date = new Date()): string {
  return fromUtcMidnight(now.getTime() + TURKEY_OFFSET_MS);
}

export function addDays(isoDate: string, days: number): string {
  return fromUtcMidnight(toUtcMidnight(isoDate) + days * DAY_MS);
}

/** Whole days from `earlier` to `later` (positive when `later` is after `earlier`). */
function daysBetween(earlier: string, later: string): number {
  return Math.round((toUtcMidnight(later) - toUtcMidnight(earlier)) / DAY_MS);
}

function isWeekend(isoDate: string): boolean {
  const day = new Date(toUtcMidnight(isoDate)).getUTCDay();
  return day === 0 || day === 6;
}

/** The nearest weekday on or before the date (a Saturday or Sunday moves back to Friday). */
function weekdayOnOrBefore(isoDate: string): string {
  let date = isoDate;
  while (isWeekend(date)) date = addDays(date, -1);
  return date;
}

/** The spec's rate date: the previous day, moved back to Friday when it falls on a weekend. */
export function rateDate(today: string): string {
  return weekdayOnOrBefore(addDays(today, -1));
}

/**
 * The archive dates to try, newest first: the rate date, then each earlier weekday (a missing file
 * means a public holiday), never more than `maxDaysBack` days before today.
 */
export function archiveDates(today: string, maxDaysBack = MAX_DAYS_BACK): string[] {
  const dates: string[] = [];
  for (let date = rateDate(today); daysBetween(date, today) <= maxDaysBack; date = weekdayOnOrBefore(addDays(date, -1))) {
    dates.push(date);
  }
  return dates;
}

/** The archive path of a bulletin date, relative to the base URL: `{YYYYMM}/{DDMMYYYY}.xml`. */
export function archivePath(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${year}${month}/${day}${month}${year}.xml`;
}
