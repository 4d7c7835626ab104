import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { TourSummary } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { TourRating } from './tour-rating';

/**
 * A tour in a grid: photo, region, duration, title (the link covers the card) and the adult price.
 * `priority` (the first row) loads the photo at once instead of lazily, without a preload in the head:
 * on a phone the first row lies under the banner and the search form, and a preload there would take
 * the bandwidth the first screen's picture needs.
 */
export function TourCard({ tour, priority = false }: { tour: TourSummary; priority?: boolean }) {
  const t = useTranslations('tourCard');
  const locale = useLocale();
  return (
    <article className="group tour-card">
      <div className="card-media">
        {tour.coverImage && (
          <Image
            src={tour.coverImage}
            alt=""
            fill
            sizes="(min-width: 1200px) 384px, (min-width: 640px) 50vw, 100vw"
            className="card-photo"
            loading={priority ? 'eager' : 'lazy'}
          />
        )}
        {tour.isFeatured && <span className="card-badge">{t('featured')}</span>}
        <WishlistHeart tourId={tour.id} title={tour.title} />
      </div>
      <div className="card-body">
        <p className="muted-line">
          {tour.regionName} · {tour.tourTypeName} · {t('days', { count: tour.durationDays })}
        </p>
        <h3 className="card-title">
          <Link href={`/tour-single-1/${tour.id}`} className="card-link">
            {tour.title}
          </Link>
        </h3>
        <p className="card-summary">{tour.summary}</p>
        <TourRating tour={tour} />
        <p className="card-price-line">
          {t('from')} <span className="card-price">{formatTry(tour.adultPrice, locale)}</span>
        </p>
      </div>
    </article>
  );
}
