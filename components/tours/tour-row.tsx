import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { TourSummary } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { TourRating } from './tour-rating';

/** A tour as a horizontal row (tour-list-2): photo beside the text, prices on the right from desktop width. */
export function TourRow({ tour, priority = false }: { tour: TourSummary; priority?: boolean }) {
  const t = useTranslations('tourCard');
  const locale = useLocale();
  return (
    <article className="group relative grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 sm:grid-cols-[16rem_1fr] desk:grid-cols-[18rem_1fr_14rem] dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[3/2] bg-slate-100 sm:aspect-auto sm:min-h-44 dark:bg-slate-800">
        {tour.coverImage && (
          <Image src={tour.coverImage} alt="" fill sizes="(min-width: 1200px) 288px, (min-width: 640px) 256px, 100vw" className="object-cover" priority={priority} />
        )}
        {tour.isFeatured && <span className="absolute left-3 top-3 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">{t('featured')}</span>}
        <WishlistHeart tourId={tour.id} title={tour.title} />
      </div>
      <div className="flex flex-col gap-2 p-4 sm:p-5">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {tour.regionName} · {tour.tourTypeName}
        </p>
        <h3 className="text-xl font-semibold leading-snug">
          <Link href={`/tour-single-1/${tour.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {tour.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{tour.summary}</p>
        <TourRating tour={tour} />
        <p className="mt-auto text-sm font-medium text-slate-700 dark:text-slate-300">{t('days', { count: tour.durationDays })}</p>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-slate-200 p-4 sm:col-span-2 desk:col-span-1 desk:flex-col desk:items-end desk:justify-center desk:border-l desk:border-t-0 dark:border-slate-800">
        <p className="text-sm text-slate-700 desk:text-right dark:text-slate-300">
          {t('from')}
          <span className="block text-2xl font-bold text-brand-700 dark:text-brand-100">{formatTry(tour.adultPrice, locale)}</span>
        </p>
        <span aria-hidden="true" className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white group-hover:bg-brand-700">
          {t('details')}
        </span>
      </div>
    </article>
  );
}
