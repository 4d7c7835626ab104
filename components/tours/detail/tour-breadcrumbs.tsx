import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { TourBreadcrumbsView } from './tour-breadcrumbs-view';

/** The trail the BreadcrumbList structured data also describes: home, tours, the region, the tour. */
export function tourTrail(tour: Pick<TourDetail, 'id' | 'title' | 'regionId' | 'regionName'>, labels: { home: string; tours: string }) {
  return [
    { name: labels.home, path: '/' },
    { name: labels.tours, path: '/tour-list-1' },
    { name: tour.regionName, path: `/tour-list-3/${tour.regionId}` },
    { name: tour.title, path: `/tour-single-1/${tour.id}` },
  ];
}

/** The trail on the page, worded here and drawn by ./tour-breadcrumbs-view.tsx. */
export function TourBreadcrumbs({ tour, className = '' }: { tour: TourDetail; className?: string }) {
  const t = useTranslations('nav');
  return <TourBreadcrumbsView trail={tourTrail(tour, { home: t('home'), tours: t('tours') })} label={t('breadcrumb')} className={className} />;
}
