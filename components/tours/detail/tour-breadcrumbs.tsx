import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { TourDetail } from '@/lib/catalog/tours';

/** The trail the BreadcrumbList structured data also describes: home, tours, the region, the tour. */
export function tourTrail(tour: Pick<TourDetail, 'id' | 'title' | 'regionId' | 'regionName'>, labels: { home: string; tours: string }) {
  return [
    { name: labels.home, path: '/' },
    { name: labels.tours, path: '/tour-list-1' },
    { name: tour.regionName, path: `/tour-list-3/${tour.regionId}` },
    { name: tour.title, path: `/tour-single-1/${tour.id}` },
  ];
}

export function TourBreadcrumbs({ tour, className = '' }: { tour: TourDetail; className?: string }) {
  const t = useTranslations('nav');
  const trail = tourTrail(tour, { home: t('home'), tours: t('tours') });
  return (
    <nav aria-label={t('breadcrumb')} className={`text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium">{crumb.name}</span>
              ) : (
                <>
                  <Link href={crumb.path} className="underline-offset-4 hover:underline">{crumb.name}</Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
