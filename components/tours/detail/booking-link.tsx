import { useLocale, useTranslations } from 'next-intl';
import { getPathname, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { withDeparture } from './departure-link';

/** The call to action: the booking page of this tour. */
export function BookingLink({ tourId, className = '' }: { tourId: number; className?: string }) {
  const t = useTranslations('tourDetail');
  return (
    <Link
      href={`/booking-page/${tourId}`}
      className={className ? `book-button ${className}` : 'book-button'}
    >
      {t('bookNow')}
    </Link>
  );
}

/**
 * The booking page with one departure chosen. Used in plain <a> elements: a client-side Link per
 * date would hydrate and prefetch every date of the list.
 */
export function useDepartureBookingPath(tourId: number) {
  const bookingPath = getPathname({ href: `/booking-page/${tourId}`, locale: useLocale() as Locale });
  return (departureId: number) => withDeparture(bookingPath, departureId);
}
