import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

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
