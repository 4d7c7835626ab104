import { useLocale, useTranslations } from 'next-intl';
import { ApproxPrice } from '@/components/rates/approx-price';
import { CheckIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { TourDetail } from '@/lib/catalog/tours';
import { CANCELLATION_TERMS_PATH, FULL_REFUND_DAYS_BEFORE } from '@/lib/content/cancellation-terms';
import { adultPriceFrom } from '@/lib/catalog/price-from';
import { formatTry } from '@/lib/money';
import { BookingLink } from './booking-link';
import { NextDates } from './next-dates';
import { PriceList } from './price-list';
import { PriceRuleNote } from './price-rule-note';

type Props = {
  tour: TourDetail;
  className?: string;
  /** The adult, child and baby prices with their ages below (the sidebars of layouts 1 and 2). */
  withPriceList?: boolean;
  /** Where the page lists every departure, when it does so visibly. */
  allDatesHref?: string;
};

/**
 * What a visitor decides on, in one block every layout shows on its first screen: the price "from",
 * the refund rule in one line beside it, the booking button and the next dates with seats left. It
 * arranges itself to the width of its slot: one column in a sidebar, price beside dates when wide.
 */
export function BookingSummary({ tour, className = '', withPriceList = false, allDatesHref }: Props) {
  const t = useTranslations('tourDetail');
  const locale = useLocale();
  const priceFrom = adultPriceFrom(tour.adultPrice, tour.departures);
  return (
    <section
      id="tour-booking"
      aria-labelledby="tour-booking-title"
      className={`booking-block booking-card @container relative ${className}`}
    >
      <h2 id="tour-booking-title" className="sr-only">{t('booking')}</h2>
      <div className="grid gap-5 @2xl:grid-cols-2 @2xl:gap-8">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('priceFrom')}</p>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-3xl font-bold text-brand-700 dark:text-brand-100">{formatTry(priceFrom, locale)}</span>
            <ApproxPrice amountKurus={priceFrom} />
          </p>
          <PriceRuleNote tour={tour} />
          <p className="mt-2 flex gap-2 text-sm">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <span>
              {t('freeCancellation', { days: FULL_REFUND_DAYS_BEFORE })}
              {' · '}
              <Link href={CANCELLATION_TERMS_PATH} prefetch={false} className="whitespace-nowrap font-medium underline underline-offset-4 hover:text-brand-700 dark:hover:text-brand-100">
                {t('cancellationTerms')}
              </Link>
            </span>
          </p>
          <BookingLink tourId={tour.id} className="mt-4 w-full" />
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('maxPerBooking', { count: tour.maxPerBooking })}</p>
        </div>
        <NextDates tourId={tour.id} departures={tour.departures} allDatesHref={allDatesHref} />
      </div>
      {withPriceList && (
        <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
          <h3 className="text-sm font-semibold">{t('prices')}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('perPerson')}</p>
          <PriceList tour={tour} />
        </div>
      )}
    </section>
  );
}
