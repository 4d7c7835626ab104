import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { adultPriceFrom } from '@/lib/catalog/price-from';
import { formatTry } from '@/lib/money';
import { BookingLink } from './booking-link';
import { TourReviews } from './tour-reviews';

/**
 * Below the desktop width: the price "from" and the booking button at the foot of the screen. It
 * is sticky at the end of the page, not fixed, so it never covers the last lines or the footer,
 * and it steps aside while the booking block is on screen (`booking-bar` in app/globals.css).
 */
function StickyBookingBar({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourDetail');
  const locale = useLocale();
  const priceFrom = adultPriceFrom(tour.adultPrice, tour.departures);
  return (
    <div data-testid="booking-bar" className="booking-bar booking-bar-look sticky bottom-0 z-30 desk:hidden">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        {/* The price keeps its width; a long button label (Russian) wraps instead of covering it. */}
        <p className="shrink-0">
          <span className="block text-xs text-slate-600 dark:text-slate-400">{t('priceFromShort')}</span>
          <span className="text-xl font-bold text-brand-700 dark:text-brand-100">{formatTry(priceFrom, locale)}</span>
        </p>
        <BookingLink tourId={tour.id} className="min-w-0 px-5 py-2.5 text-center text-sm leading-tight" />
      </div>
    </div>
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
