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
    <dl className={`grid grid-cols-2 gap-4 sm:grid-cols-4 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
          <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">{fact.label}</dt>
          <dd className="mt-1 font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
