import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { TourDetail } from '@/lib/catalog/tours';
import { CANCELLATION_TERMS_PATH, FULL_REFUND_DAYS_BEFORE } from '@/lib/content/cancellation-terms';
import { adultPriceFrom } from '@/lib/catalog/price-from';
import { formatTry } from '@/lib/money';
import { BookingSummaryView } from './booking-summary-view';
import { useNextDateItems } from './next-dates';
import { usePriceItems } from './price-list';
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
 * Read and worded here, drawn by ./booking-summary-view.tsx.
 */
export function BookingSummary({ tour, className = '', withPriceList = false, allDatesHref }: Props) {
  const t = useTranslations('tourDetail');
  const locale = useLocale() as Locale;
  const priceFrom = adultPriceFrom(tour.adultPrice, tour.departures);
  const nextDates = useNextDateItems(tour.departures);
  const prices = usePriceItems(tour);
  return (
    <BookingSummaryView
      texts={{
        booking: t('booking'),
        priceFrom: t('priceFrom'),
        priceFromAmount: formatTry(priceFrom, locale),
        freeCancellation: t('freeCancellation', { days: FULL_REFUND_DAYS_BEFORE }),
        cancellationTerms: t('cancellationTerms'),
        bookNow: t('bookNow'),
        maxPerBooking: t('maxPerBooking', { count: tour.maxPerBooking }),
        nextDates: t('nextDates'),
        allDates: t('allDates'),
        noOpenDates: t('noOpenDates'),
        prices: t('prices'),
        perPerson: t('perPerson'),
      }}
      priceFromKurus={priceFrom}
      termsHref={getPathname({ href: CANCELLATION_TERMS_PATH, locale })}
      bookHref={getPathname({ href: `/booking-page/${tour.id}`, locale })}
      nextDates={nextDates}
      allDatesHref={allDatesHref}
      prices={withPriceList ? prices : null}
      note={<PriceRuleNote tour={tour} />}
      className={className}
    />
  );
}
