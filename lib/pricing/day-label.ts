import { intlLocale } from '@/lib/intl-format';

/** A stored day (YYYY-MM-DD, Istanbul) as the language writes it ("30 Nisan 2030"), whatever the server's time zone. */
export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
