import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { TourSummary } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { TourRating } from './tour-rating';

/** A tour in a grid: photo, region, duration, title (the link covers the card) and the adult price. */
export function TourCard({ tour, priority = false }: { tour: TourSummary; priority?: boolean }) {
  const t = useTranslations('tourCard');
  const locale = useLocale();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600 dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100 dark:bg-slate-800">
        {tour.coverImage && (
          <Image
            src={tour.coverImage}
            alt=""
            fill
            sizes="(min-width: 1200px) 384px, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-700 group-hover:scale-105"
            priority={priority}
          />
        )}
        {tour.isFeatured && <span className="absolute left-3 top-3 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">{t('featured')}</span>}
        <WishlistHeart tourId={tour.id} title={tour.title} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {tour.regionName} · {tour.tourTypeName} · {t('days', { count: tour.durationDays })}
        </p>
        <h3 className="text-lg font-semibold leading-snug">
          <Link href={`/tour-single-1/${tour.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {tour.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{tour.summary}</p>
        <TourRating tour={tour} />
        <p className="mt-auto pt-2 text-sm text-slate-700 dark:text-slate-300">
          {t('from')} <span className="text-lg font-bold text-brand-700 dark:text-brand-100">{formatTry(tour.adultPrice, locale)}</span>
        </p>
      </div>
    </article>
  );
}
