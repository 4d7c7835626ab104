import { useLocale, useTranslations } from 'next-intl';
import type { TourSummary } from '@/lib/catalog/tours';
import { formatRating } from './detail/tour-reviews';

/** "★ 4,5 (12)" on a card or row, read out in full; nothing while the tour has no approved review. */
export function TourRating({ tour, className = '' }: { tour: Pick<TourSummary, 'ratingAverage' | 'reviewCount'>; className?: string }) {
  const t = useTranslations('tourCard');
  const locale = useLocale();
  if (tour.ratingAverage === null || tour.reviewCount === 0) return null;
  const average = formatRating(tour.ratingAverage, locale);
  return (
    <p data-testid="card-rating" className={`flex items-center gap-1 text-sm ${className}`}>
      <span className="sr-only">{t('rating', { average, count: tour.reviewCount })}</span>
      <span aria-hidden="true" className="text-amber-500">★</span>
      <span aria-hidden="true" className="font-semibold">{average}</span>
      <span aria-hidden="true" className="text-slate-600 dark:text-slate-400">({tour.reviewCount})</span>
    </p>
  );
}
