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
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 @md:grid @md:grid-cols-2 @md:gap-3 @md:divide-y-0 @md:rounded-none @md:border-0 @2xl:grid-cols-4 dark:divide-slate-800 dark:border-slate-800">
        {facts.map((fact) => (
          <div key={fact.label} className="flex min-w-0 items-baseline justify-between gap-4 px-3 py-2.5 @md:block @md:rounded-xl @md:border @md:border-slate-200 @md:p-3 dark:@md:border-slate-800">
            <dt className="shrink-0 text-sm text-slate-600 @md:text-xs dark:text-slate-400">{fact.label}</dt>
            <dd className="min-w-0 text-right font-semibold break-words hyphens-auto @md:mt-1 @md:text-left">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
