import { useLocale, useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { dateTimeFormat, intlLocale, numberFormat } from '@/lib/intl-format';
import { TourReviewsView, type ReviewItem } from './tour-review-list';

/** One decimal in the page's language: "4,5" in Turkish and Russian, "4.5" in English. */
export function formatRating(value: number, locale: string): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * The tour's approved reviews: the average and count, then the newest reviews with the agency's
 * answers, worded here and drawn by a client view (./tour-review-list.tsx). Only
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
    <TourReviewsView
      texts={{ title: t('title'), verified: t('verified'), average, averageLabel: t('average', { average }), count: t('count', { count: tour.reviewCount }), reply: t('reply') }}
      rating={tour.ratingAverage}
      reviews={reviews}
    />
  );
}
