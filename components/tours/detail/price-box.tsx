import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { BookingLink } from './booking-link';
import { PriceList } from './price-list';

/** Prices, the booking button and the booking rules in one box (the sticky aside of layouts 1 and 5). */
export function PriceBox({ tour, className = '' }: { tour: TourDetail; className?: string }) {
  const t = useTranslations('tourDetail');
  return (
    <section aria-labelledby="tour-prices" className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}>
      <h2 id="tour-prices" className="text-lg font-bold">{t('prices')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('perPerson')}</p>
      <PriceList tour={tour} />
      <BookingLink tourId={tour.id} className="mt-4 w-full" />
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('maxPerBooking', { count: tour.maxPerBooking })}</p>
    </section>
  );
}
