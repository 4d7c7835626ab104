import type { Localized } from '@/lib/db/schema';
import type { Locale } from '@/i18n/routing';

/**
 * The tour of an order line, named for a reader in `locale`. The line keeps the name it had when it
 * was booked, in the booking's language; a reader in another language gets the tour's own title in
 * theirs when the tour has one. Empty when neither exists: the pages then say "Tur"/"Tour"/"Тур"
 * (`myBookings.tourFallback`).
 */
export function lineTourName(title: Localized | null | undefined, stored: string, locale: Locale): string {
  const own = title?.[locale]?.trim();
  if (own) return own;
  return stored.trim() || title?.tr?.trim() || '';
}
