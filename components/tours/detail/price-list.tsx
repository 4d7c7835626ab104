import { useLocale, useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { PriceListView, type PriceItem } from './booking-summary-view';

type PricedTour = Pick<TourDetail, 'adultPrice' | 'childPrice' | 'babyPrice' | 'childAgeMax' | 'babyAgeMax'>;

/** The adult, child and baby prices with the ages each covers, in words. */
export function usePriceItems(tour: PricedTour): PriceItem[] {
  const t = useTranslations('tourDetail');
  const locale = useLocale();
  const price = (kurus: number) => (kurus === 0 ? t('free') : formatTry(kurus, locale));
  return [
    [t('adult'), t('adultAges', { min: tour.childAgeMax + 1 }), price(tour.adultPrice), tour.adultPrice],
    [t('child'), t('childAges', { min: tour.babyAgeMax + 1, max: tour.childAgeMax }), price(tour.childPrice), tour.childPrice],
    [t('baby'), t('babyAges', { max: tour.babyAgeMax }), price(tour.babyPrice), tour.babyPrice],
  ];
}

/** Per-person prices for adults, children and babies with the ages each covers, and approximate USD/EUR. */
export function PriceList({ tour }: { tour: PricedTour }) {
  return <PriceListView rows={usePriceItems(tour)} />;
}
