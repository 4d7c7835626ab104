import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { TourDetail } from '@/lib/catalog/tours';
import { adultPriceFrom } from '@/lib/catalog/price-from';
import { formatTry } from '@/lib/money';
import { BookingBarView } from './booking-summary-view';
import { TourReviews } from './tour-reviews';

/** Below the desktop width, the price "from" and the booking button at the foot of the screen (worded here). */
function StickyBookingBar({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourDetail');
  const locale = useLocale() as Locale;
  return (
    <BookingBarView
      priceLabel={t('priceFromShort')}
      price={formatTry(adultPriceFrom(tour.adultPrice, tour.departures), locale)}
      bookNow={t('bookNow')}
      bookHref={getPathname({ href: `/booking-page/${tour.id}`, locale })}
    />
  );
}

/**
 * The frame of every tour layout: the page, the travellers' reviews (the same on all five), then
 * the phone's booking bar, in one timeline scope.
 */
export function TourPageFrame({ tour, children }: { tour: TourDetail; children: ReactNode }) {
  return (
    <div className="booking-scope">
      {children}
      <TourReviews tour={tour} />
      <StickyBookingBar tour={tour} />
    </div>
  );
}
