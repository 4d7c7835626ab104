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
    <article className="group tour-row">
      <div className="tour-row-media">
        {tour.coverImage && (
          <Image src={tour.coverImage} alt="" fill sizes="(min-width: 1200px) 288px, (min-width: 640px) 256px, 100vw" className="object-cover" priority={priority} />
        )}
        {tour.isFeatured && <span className="card-badge">{t('featured')}</span>}
        <WishlistHeart tourId={tour.id} title={tour.title} />
      </div>
      <div className="flex flex-col gap-2 p-4 sm:p-5">
        <p className="muted-line">
          {tour.regionName} · {tour.tourTypeName}
        </p>
        <h3 className="tour-row-title">
          <Link href={`/tour-single-1/${tour.id}`} className="card-link">
            {tour.title}
          </Link>
        </h3>
        <p className="tour-row-summary">{tour.summary}</p>
        <TourRating tour={tour} />
        <p className="tour-row-days">{t('days', { count: tour.durationDays })}</p>
      </div>
      <div className="tour-row-price-box">
        <p className="tour-row-from">
          {t('from')}
          <span className="tour-row-price">{formatTry(tour.adultPrice, locale)}</span>
        </p>
        <span aria-hidden="true" className="tour-row-button">
          {t('details')}
        </span>
      </div>
    </article>
  );
}
