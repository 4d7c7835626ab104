import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { TourDetail } from '@/lib/catalog/tours';

/** Duration, region, type and group limit at a glance. */
export function TourFacts({ tour, className = '' }: { tour: TourDetail; className?: string }) {
  const t = useTranslations('tourDetail');
  const card = useTranslations('tourCard');
  const facts = [
    { label: t('duration'), value: card('days', { count: tour.durationDays }) },
    { label: t('region'), value: <Link href={`/tour-list-3/${tour.regionId}`} className="underline underline-offset-4 hover:text-brand-700 dark:hover:text-brand-100">{tour.regionName}</Link> },
    { label: t('type'), value: tour.tourTypeName },
    { label: t('groupLimit'), value: t('people', { count: tour.maxPerBooking }) },
  ];
  return (
    // Laid out by the width it gets (a container query): on a phone a list of rows, label beside value,
    // so long words (Russian "Приключенческие туры") need no breaking; from 28rem two cards a row, from
    // 42rem four.
    <div className={`@container ${className}`}>
      <dl className="tour-facts">
        {facts.map((fact, index) => (
          <div key={index} className="tour-fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
