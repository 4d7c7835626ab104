import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { TourFactsView } from './tour-facts-view';

/** Duration, region, type and group limit, worded here and drawn by ./tour-facts-view.tsx. */
export function TourFacts({ tour, className = '' }: { tour: TourDetail; className?: string }) {
  const t = useTranslations('tourDetail');
  const card = useTranslations('tourCard');
  return (
    <TourFactsView
      className={className}
      facts={{
        duration: [t('duration'), card('days', { count: tour.durationDays })],
        region: [t('region'), `/tour-list-3/${tour.regionId}`, tour.regionName],
        type: [t('type'), tour.tourTypeName],
        groupLimit: [t('groupLimit'), t('people', { count: tour.maxPerBooking })],
      }}
    />
  );
}
