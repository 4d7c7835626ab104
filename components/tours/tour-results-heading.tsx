import { useTranslations } from 'next-intl';

/** "24 tours found · page 2 of 3": the heading the results are labelled by. */
export function TourResultsHeading({ id, count, page, pages }: { id: string; count: number; page: number; pages: number }) {
  const t = useTranslations('tours');
  return (
    <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-xl font-semibold">{t('resultCount', { count })}</h2>
      {pages > 1 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('pageOf', { page, pages })}</p>}
    </div>
  );
}
