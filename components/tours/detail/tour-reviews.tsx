import { useLocale, useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { dateTimeFormat, intlLocale, numberFormat } from '@/lib/intl-format';
import { Stars, TourReviewList, type ReviewItem } from './tour-review-list';

/** One decimal in the page's language: "4,5" in Turkish and Russian, "4.5" in English. */
export function formatRating(value: number, locale: string): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * The tour's approved reviews: the average and count, then the newest reviews with the agency's
 * answers (the list is a small client view fed with formatted texts, ./tour-review-list.tsx). Only
 * travellers of a completed booking write them (docs/product-rules.md#reviews); nothing is shown
 * while there are none.
 */
export function TourReviews({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourReviews');
  const locale = useLocale();
  if (tour.reviewCount === 0 || tour.ratingAverage === null) return null;
  const date = dateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' });
  const average = formatRating(tour.ratingAverage, locale);
  const reviews = tour.reviews.map(
    (review): ReviewItem => [
      review.id,
      review.authorName,
      review.stars,
      t('stars', { stars: review.stars }),
      review.language,
      review.text,
      review.createdAt,
      date.format(new Date(review.createdAt)),
      review.language === locale ? '' : t('writtenIn', { language: t(`languages.${review.language as 'tr' | 'en' | 'ru'}`) }),
      review.reply ?? '',
    ],
  );
  return (
    <section id="tour-reviews" aria-labelledby="tour-reviews-title" className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-12">
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-slate-200 pt-8 dark:border-slate-800">
        <div>
          <h2 id="tour-reviews-title" className="text-2xl font-semibold">{t('title')}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('verified')}</p>
        </div>
        <p data-testid="tour-rating" className="flex items-center gap-3">
          <span className="text-3xl font-bold">{average}</span>
          <span className="flex flex-col text-sm">
            <Stars stars={tour.ratingAverage} label={t('average', { average })} className="text-lg" />
            <span className="text-slate-600 dark:text-slate-400">{t('count', { count: tour.reviewCount })}</span>
          </span>
        </p>
      </div>
      <TourReviewList reviews={reviews} replyLabel={t('reply')} />
    </section>
  );
}
