import { dateTimeFormat, intlLocale } from '@/lib/intl-format';

/** Dates in the dashboard: the agency's clock (Istanbul), in the page's language. Pure. */

export function formatDateTime(iso: string | Date, locale: string): string {
  return dateTimeFormat(intlLocale(locale), { timeZone: 'Europe/Istanbul', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD, no time zone) as text. */
export function formatDay(day: string, locale: string): string {
  return dateTimeFormat(intlLocale(locale), { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${day}T00:00:00Z`));
}
