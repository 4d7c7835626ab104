import { dateTimeFormat, intlLocale } from '@/lib/intl-format';

/**
 * "12 Kasım 2026 Per, 08:00" or "Thu, November 12, 2026, 08:00": a departure's stored calendar day
 * (formatted at UTC, so no time zone can move it) and its start time when it has one.
 */
export function departureLabel(startsOn: string, startTime: string | null, locale: string): string {
  const day = dateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${startsOn}T00:00:00Z`),
  );
  return startTime ? `${day}, ${startTime.slice(0, 5)}` : day;
}

/**
 * A departure as one choice of the booking form's list, short enough for a phone's select beside its
 * seats: "12 Kas Per, 08:00", "Thu, Nov 12, 08:00", "чт, 12 нояб., 08:00". Without the year unless
 * `withYear` (see departureChoicesNeedYear); the form writes the chosen one in full below the list.
 */
export function departureChoiceLabel(startsOn: string, startTime: string | null, locale: string, withYear: boolean): string {
  const day = dateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(
    new Date(`${startsOn}T00:00:00Z`),
  );
  return startTime ? `${day}, ${startTime.slice(0, 5)}` : day;
}

/** Whether a month of the list comes in two years ("Dec 1" could be either): then every choice names its year. */
export function departureChoicesNeedYear(startsOn: string[]): boolean {
  const yearOfMonth = new Map<string, string>();
  for (const day of startsOn) {
    const [year, month] = day.split('-');
    if ((yearOfMonth.get(month) ?? year) !== year) return true;
    yearOfMonth.set(month, year);
  }
  return false;
}
