import { useLocale, useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { dateTimeFormat, intlLocale, numberFormat } from '@/lib/intl-format';

/** "★★★★☆" read out as "4 out of 5 stars". */
export function Stars({ stars, label, className = '' }: { stars: number; label: string; className?: string }) {
  const full = Math.round(stars);
  return (
    <span role="img" aria-label={label} className={className ? `tour-stars ${className}` : 'tour-stars'}>
      {'★'.repeat(full)}
      <span>{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** One decimal in the page's language: "4,5" in Turkish and Russian, "4.5" in English. */
export function formatRating(value: number, locale: string): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * The tour's approved reviews (server-rendered, no JavaScript): the average and count, then the
 * newest reviews with the agency's answers. Only travellers of a completed booking write them
 * (docs/product-rules.md#reviews); nothing is shown while there are none.
 */
export function TourReviews({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourReviews');
  const locale = useLocale();
  if (tour.reviewCount === 0 || tour.ratingAverage === null) return null;
  const date = dateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' });
  const average = formatRating(tour.ratingAverage, locale);
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
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {tour.reviews.map((review) => (
          <li key={review.id} className="tour-review">
            <article>
              <header>
                <p className="font-semibold">{review.authorName}</p>
                <Stars stars={review.stars} label={t('stars', { stars: review.stars })} />
              </header>
              <p lang={review.language} className="tour-review-text">
                {review.text}
              </p>
              <p className="tour-muted text-xs">
                <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
                {review.language !== locale && <> · {t('writtenIn', { language: t(`languages.${review.language as 'tr' | 'en' | 'ru'}`) })}</>}
              </p>
              {review.reply && (
                <div className="rounded-xl bg-brand-50 p-3 text-sm dark:bg-slate-900">
                  <p className="font-semibold">{t('reply')}</p>
                  <p className="mt-1 whitespace-pre-line break-words">{review.reply}</p>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
