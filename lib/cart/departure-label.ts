import { dateTimeFormat, intlLocale } from '@/lib/intl-format';


/**
 * "12 Kasım 2026 Per, 08:00" or "Thu, 12 November 2026, 08:00": a departure's stored calendar day
 * (formatted at UTC, so no time zone can move it) and its start time when it has one.
 */
export function departureLabel(startsOn: string, startTime: string | null, locale: string): string {
  const day = dateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${startsOn}T00:00:00Z`),
  );
  return startTime ? `${day}, ${startTime.slice(0, 5)}` : day;
}
